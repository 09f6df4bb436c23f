import ArchLintEngine
import ArchLintReporters
import ArchLintRules
import Testing

@Suite struct MarkdownReporterTests {
    @Test func markdownSnapshot() {
        assertSnapshot(MarkdownReporter().report(ReportFixture.result, options: ReportFixture.options), as: "md")
    }

    @Test func headingTablesAndRowCounts() {
        let output = MarkdownReporter().report(ReportFixture.result, options: ReportFixture.options)
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.first == "## ArchLint: 2 errors, 3 warnings")
        #expect(lines.contains("| view-body-logic | 3 | warning |"))
        #expect(lines.contains("| layer-dependency | 1 | error |"))
        let findingRows = lines.drop { $0 != "### Findings" }.dropFirst(3)
        #expect(findingRows.count == ReportFixture.findings.count)
    }

    @Test func pipesBackticksAndMarkupAreEscaped() {
        let finding = Finding(ruleID: "r", severity: .error, file: "A|B.swift", line: 2, column: 1,
                              message: "use `x | y` <b>here</b>\nnow")
        let output = MarkdownReporter().report(ReportFixture.result(findings: [finding]),
                                               options: ReportFixture.options)
        #expect(output.contains(#"| A\|B.swift:2 | r | use \`x \| y\` \<b\>here\</b\> now |"#))
    }

    @Test func longListsStopAtTheRowLimit() {
        let findings = (1...260).map { line in
            Finding(ruleID: "r", severity: .warning, file: "A.swift", line: line, column: 1, message: "m")
        }
        let output = MarkdownReporter().report(ReportFixture.result(findings: findings), options: ReportFixture.options)
        #expect(output.components(separatedBy: "| A.swift:").count - 1 == 250)
        #expect(output.hasSuffix("\n…and 10 more; run `archlint` locally for the full list.\n"))
    }

    @Test func cleanRunSaysSo() {
        let output = MarkdownReporter().report(ReportFixture.clean, options: ReportFixture.options)
        #expect(output == "## ArchLint: no findings\n\nNo architecture findings in 6 files.\n")
    }
}
