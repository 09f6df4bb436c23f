import ArchLintRules
import Testing
import TestSupport

/// A finding's message is one line in every format, whatever the code it quotes looked like.
@Suite struct ViolationMessageTests {
    @Test func codeQuotedOverSeveralLinesJoinsUp() {
        let violation = Violation(line: 1, column: 1,
                                  message: "`modelContext\n                .insert(…)` in `Editor.body`\r\n  — move it")
        #expect(violation.message == "`modelContext.insert(…)` in `Editor.body` — move it")
        #expect(Violation(line: 1, column: 1, message: "plain").message == "plain")
    }

    @Test func aChainedCallOverTwoLinesInAViewBodyGivesAOneLineFinding() throws {
        let findings = assertFindings(ViewBodyLogicRule.id, path: "Presentation/Notes/NoteEditor.swift", #"""
            struct NoteEditor: View {
                @Environment(\.modelContext) private var modelContext
                let note: NoteEntity

                var body: some View {
                    Button("Save") {
                        ↓modelContext
                            .insert(note)
                    }
                }
            }
            """#)
        #expect(try #require(findings.first).message.contains("`modelContext.insert(…)`"))
        #expect(!(try #require(findings.first).message.contains("\n")))
    }
}
