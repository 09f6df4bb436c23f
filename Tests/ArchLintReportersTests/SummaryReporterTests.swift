import ArchLintEngine
import ArchLintReporters
import Testing

@Suite struct SummaryReporterTests {
    @Test func summarySnapshot() {
        assertSnapshot(SummaryReporter().report(ReportFixture.result, options: ReportFixture.options), as: "txt")
    }

    @Test func countsPerRuleLayerAndTotal() {
        let output = SummaryReporter().report(ReportFixture.result, options: ReportFixture.options)
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.contains("  view-body-logic          3 warnings"))
        #expect(lines.contains("  layer-dependency         1 error"))
        #expect(lines.contains("  Domain        2"))
        #expect(lines.contains("  (no layer)    1"))
        #expect(lines.last == "Total: 2 errors, 3 warnings in 3 of 6 files.")
    }

    @Test func cleanRunIsOneLine() {
        let output = SummaryReporter().report(ReportFixture.clean, options: ReportFixture.options)
        #expect(output == "No findings in 6 files.\n")
    }
}
