import ArchLintEngine
import ArchLintReporters
import ArchLintRules
import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite struct CheckstyleReporterTests {
    @Test func checkstyleSnapshot() {
        assertSnapshot(CheckstyleReporter().report(ReportFixture.result, options: ReportFixture.options), as: "xml")
    }

    @Test func parsesWithOneFileElementPerFileAndOneErrorPerFinding() throws {
        let xml = try ParsedXML(CheckstyleReporter().report(ReportFixture.result, options: ReportFixture.options))
        #expect(try xml.attribute("version", of: "/checkstyle") == "4.3")
        let files = try xml.elements("/checkstyle/file")
        #expect(files.compactMap { $0.attribute(forName: "name")?.stringValue } == [
            "/Users/dev/Trip Planner/Playground/Scratch.swift",
            "/Users/dev/Trip Planner/Sources/Trip Domain/Über.swift",
            "/Users/dev/Trip Planner/Sources/TripUI/TripListView.swift",
        ])
        let errors = try xml.elements("//error")
        #expect(errors.count == ReportFixture.findings.count)
        #expect(try xml.elements("/checkstyle/file[2]/error").count == 2)
        let second = try #require(try xml.elements("/checkstyle/file[2]/error[2]").first)
        #expect(second.attribute(forName: "message")?.stringValue == ReportFixture.findings[2].message
            + " (and 2 more uses in this file: lines 20, 31)")
        #expect(second.attribute(forName: "source")?.stringValue == "archlint.layer-dependency")
        #expect(second.attribute(forName: "line")?.stringValue == "14")
        #expect(second.attribute(forName: "column")?.stringValue == "17")
        #expect(second.attribute(forName: "severity")?.stringValue == "error")
    }

    @Test func lineBreaksInMessagesSurviveAttributeNormalization() throws {
        let finding = Finding(ruleID: "r", severity: .warning, file: "A.swift", line: 1, column: 1,
                              message: "first\nsecond\tthird")
        let output = CheckstyleReporter().report(ReportFixture.result(findings: [finding]),
                                                 options: ReportFixture.options)
        let xml = try ParsedXML(output)
        #expect(try xml.attribute("message", of: "//error") == "first\nsecond\tthird")
    }

    @Test func cleanRunIsAnEmptyDocument() throws {
        let xml = try ParsedXML(CheckstyleReporter().report(ReportFixture.clean, options: ReportFixture.options))
        #expect(try xml.elements("//file").isEmpty)
        #expect(try xml.elements("/checkstyle").count == 1)
    }
}
