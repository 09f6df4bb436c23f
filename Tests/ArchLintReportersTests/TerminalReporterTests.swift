import ArchLintEngine
@testable import ArchLintReporters
import ArchLintRules
import Testing

@Suite struct TerminalReporterTests {
    @Test func terminalSnapshot() {
        assertSnapshot(TerminalReporter().report(ReportFixture.result, options: ReportFixture.options), as: "txt")
    }

    @Test func findingsAreGroupedByFileWithTheLineACaretAndOneHintPerRule() {
        let output = TerminalReporter().report(ReportFixture.result, options: ReportFixture.options)
        let headers = output.split(separator: "\n").filter { $0.hasPrefix("/Users/dev/Trip Planner/") }
        #expect(headers.count == Set(ReportFixture.findings.map(\.file)).count)
        for rule in Set(ReportFixture.findings.map(\.ruleID)) {
            #expect(output.components(separatedBy: "= archlint explain \(rule) ").count == 2, "\(rule)")
        }
        #expect(output.contains("\nBy rule (in 3 files with findings)\n  view-body-logic          3 warnings\n"))
        #expect(!output.contains("\u{1B}"))
    }

    @Test(arguments: [
        ("let x = URLSession.shared", 17, 8, "        "),      // column 17, 8 bytes of indentation trimmed
        ("\tlet é = a.b", 20, 0, nil as String?),                  // past the end of the shown text
        ("let é = a.b", 10, 0, "        "),                        // é is two bytes, one character
        ("\tx", 2, 0, "\t"),
        ("abc", 1, 4, nil),                                         // inside the trimmed indentation
    ])
    func theCaretSitsUnderTheColumn(line: String, column: Int, indent: Int, expected: String?) {
        #expect(TerminalReporter.caretPrefix(in: line, column: column, indent: indent) == expected)
    }

    @Test func colourOnlyWhenAsked() {
        let options = ReportOptions(useColor: true, toolVersion: "9.9.9")
        #expect(TerminalReporter().report(ReportFixture.result, options: options).contains("\u{1B}[1;31merror"))
        let clean = LintResult(root: ".", findings: [], files: [], rules: [], layerGraph: LayerGraph(layers: [], edges: []))
        #expect(TerminalReporter().report(clean, options: options) == "")
    }
}
