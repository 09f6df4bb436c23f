import ArchLintEngine
import Testing

struct PhaseMarksTests {
    @Test func marksAreOnlyWrittenWhenTheVariableIsSet() {
        #expect(PhaseMarks(environment: [PhaseMarks.variable: "1"]).isOn)
        #expect(!PhaseMarks(environment: [PhaseMarks.variable: ""]).isOn)
        #expect(!PhaseMarks(environment: ["PATH": "/usr/bin"]).isOn)
        #expect(!LintEngine().phases.isOn)
    }
}
