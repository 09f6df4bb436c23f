import ArchLintEngine
import ArchLintReporters
import ArchLintRules
import Foundation
import Testing

@Suite struct JSONReporterTests {
    private func parse(_ result: LintResult) throws -> [String: Any] {
        let text = JSONReporter().report(result, options: ReportFixture.options)
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(object as? [String: Any])
    }

    @Test func jsonSnapshot() {
        assertSnapshot(JSONReporter().report(ReportFixture.result, options: ReportFixture.options), as: "json")
    }

    @Test func documentedShapeAndCounts() throws {
        let json = try parse(ReportFixture.result)
        #expect(Set(json.keys) == ["version", "root", "findings", "summary"])
        #expect(json["version"] as? Int == 1)
        #expect(json["root"] as? String == ReportFixture.root)
        let findings = try #require(json["findings"] as? [[String: Any]])
        #expect(findings.count == ReportFixture.findings.count)
        for finding in findings {
            #expect(Set(finding.keys) == ["rule", "severity", "file", "line", "column", "message", "layer", "places",
                                          "cause", "trace"])
        }
        #expect((findings[0]["trace"] as? [Any])?.isEmpty == true)
        let trace = try #require(findings[4]["trace"] as? [[String: Any]])
        #expect(trace.map { $0["file"] as? String } == ["Sources/Trip Data/TripStore.swift",
                                                        "Sources/Trip Data/TripStore.swift"])
        #expect(trace.map { $0["line"] as? Int } == [12, 15])
        #expect(trace.last?["note"] as? String == "`ModelContext.fetch(_:)` is called here")
        #expect(findings[0]["layer"] is NSNull)
        #expect(findings[0]["cause"] is NSNull)
        #expect((findings[0]["places"] as? [Any])?.isEmpty == true)
        let places = try #require(findings[2]["places"] as? [[String: Int]])
        #expect(places == [["line": 20, "column": 21], ["line": 31, "column": 9]])
        let cause = try #require(findings[2]["cause"] as? [String: Any])
        #expect(cause["name"] as? String == "TripRecord")
        #expect(cause["layer"] as? String == "Data")
        #expect(cause["module"] as? Bool == false)
        #expect(findings[1]["file"] as? String == "Sources/Trip Domain/Über.swift")
        #expect(findings[2]["message"] as? String == #"Domain refers to 'TripRecord<&"'>' from Data"#)
        #expect(findings[2]["line"] as? Int == 14)
        #expect(findings[2]["column"] as? Int == 17)

        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["errors"] as? Int == 2)
        #expect(summary["warnings"] as? Int == 3)
        #expect(summary["files"] as? Int == ReportFixture.files.count)
        let byRule = try #require(summary["byRule"] as? [String: Int])
        #expect(byRule == ["domain-framework-import": 1, "layer-dependency": 1, "view-body-logic": 3])
        let byLayer = try #require(summary["byLayer"] as? [String: Int])
        #expect(byLayer == ["Domain": 2, "Presentation": 2])
    }

    @Test func keysKeepTheirDocumentedOrder() throws {
        let text = JSONReporter().report(ReportFixture.result, options: ReportFixture.options)
        let order = ["\"version\"", "\"root\"", "\"findings\"", "\"rule\"", "\"severity\"", "\"file\"", "\"line\"",
                     "\"column\"", "\"message\"", "\"layer\"", "\"places\"", "\"cause\"", "\"summary\"",
                     "\"errors\"", "\"warnings\"",
                     "\"files\"", "\"byRule\"", "\"byLayer\""]
        let positions = try order.map { key in try #require(text.range(of: key)).lowerBound }
        #expect(positions == positions.sorted())
        #expect(text.hasPrefix("{\n  \"version\": 1,\n  \"root\": "))
    }

    @Test func controlCharactersAndQuotesRoundTrip() throws {
        let message = "tab\there \"quoted\" back\\slash \u{1} line\nbreak"
        let finding = Finding(ruleID: "r", severity: .error, file: "A.swift", line: 1, column: 1, message: message)
        let json = try parse(ReportFixture.result(findings: [finding]))
        let findings = try #require(json["findings"] as? [[String: Any]])
        #expect(findings.first?["message"] as? String == message)
    }

    @Test func cleanRunHasEmptyFindingsAndZeroCounts() throws {
        let json = try parse(ReportFixture.clean)
        #expect((json["findings"] as? [Any])?.isEmpty == true)
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["errors"] as? Int == 0)
        #expect((summary["byRule"] as? [String: Int])?.isEmpty == true)
    }
}
