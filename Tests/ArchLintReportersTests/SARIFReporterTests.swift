import ArchLintEngine
import ArchLintReporters
import ArchLintRules
import Foundation
import Testing

@Suite struct SARIFReporterTests {
    private func parse(_ result: LintResult) throws -> [String: Any] {
        let text = SARIFReporter().report(result, options: ReportFixture.options)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    private func firstRun(_ log: [String: Any]) throws -> [String: Any] {
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        return try #require(runs.first)
    }

    @Test func sarifSnapshot() {
        assertSnapshot(SARIFReporter().report(ReportFixture.result, options: ReportFixture.options), as: "sarif")
    }

    @Test func requiredStructure() throws {
        let log = try parse(ReportFixture.result)
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.hasSuffix("sarif-schema-2.1.0.json") == true)
        let run = try firstRun(log)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "archlint")
        #expect(driver["version"] as? String == "9.9.9")
        #expect(driver["informationUri"] == nil)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == ReportFixture.rules.map(\.id))
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == ReportFixture.findings.count)
        for (result, finding) in zip(results, ReportFixture.findings) {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == finding.ruleID)
            #expect(result["ruleId"] as? String == finding.ruleID)
            #expect(result["level"] as? String == finding.severity.rawValue)
        }
    }

    @Test func locationsArePercentEncodedAndRelativeToSourceRoot() throws {
        let run = try firstRun(try parse(ReportFixture.result))
        let bases = try #require(run["originalUriBaseIds"] as? [String: [String: String]])
        #expect(bases["SRCROOT"]?["uri"] == "file:///Users/dev/Trip%20Planner/")
        let results = try #require(run["results"] as? [[String: Any]])
        let location = try #require((results[1]["locations"] as? [[String: Any]])?.first)
        let physical = try #require(location["physicalLocation"] as? [String: Any])
        let artifact = try #require(physical["artifactLocation"] as? [String: String])
        #expect(artifact["uri"] == "Sources/Trip%20Domain/%C3%9Cber.swift")
        #expect(artifact["uriBaseId"] == "SRCROOT")
        let region = try #require(physical["region"] as? [String: Int])
        #expect(region == ["startLine": 1, "startColumn": 1])
    }

    @Test func aCausesOtherPlacesAndACallsTraceAreRelatedLocations() throws {
        let results = try #require(try firstRun(try parse(ReportFixture.result))["results"] as? [[String: Any]])
        func related(_ number: Int) throws -> [(id: Int?, uri: String?, line: Int?, text: String?)] {
            try #require(results[number]["relatedLocations"] as? [[String: Any]]).map { location in
                let physical = location["physicalLocation"] as? [String: Any]
                return (location["id"] as? Int,
                        (physical?["artifactLocation"] as? [String: String])?["uri"],
                        (physical?["region"] as? [String: Int])?["startLine"],
                        (location["message"] as? [String: String])?["text"])
            }
        }
        #expect(results[0]["relatedLocations"] == nil)
        let places = try related(2)
        #expect(places.map(\.id) == [1, 2] && places.map(\.line) == [20, 31])
        #expect(places.allSatisfy { $0.uri == "Sources/Trip%20Domain/%C3%9Cber.swift" })
        let trace = try related(4)
        #expect(trace.map(\.id) == [1, 2] && trace.map(\.line) == [12, 15])
        #expect(trace.allSatisfy { $0.uri == "Sources/Trip%20Data/TripStore.swift" })
        #expect(trace.map(\.text) == ["`TripStore.upcoming`, which the call reaches",
                                      "`ModelContext.fetch(_:)` is called here"])
    }

    @Test func aPlaceInAnotherFileIsRelatedThereInEveryFormat() throws {
        var finding = Finding(ruleID: "module-dependency", severity: .warning, file: "Tests/OrdersTests/A.swift",
                              line: 3, column: 1, message: "`import Pricing` in target `OrdersTests` reaches …")
        finding.places = [FindingPlace(line: 1, column: 1, sourceLine: "import Pricing", file: "Tests/Orders Tests/B.swift")]
        let result = ReportFixture.result(findings: [finding])
        let results = try #require(try firstRun(try parse(result))["results"] as? [[String: Any]])
        let related = try #require((results.first?["relatedLocations"] as? [[String: Any]])?.first)
        let physical = try #require(related["physicalLocation"] as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: String])?["uri"] == "Tests/Orders%20Tests/B.swift")
        #expect((related["message"] as? [String: String])?["text"] == "the same cause in another file")
        let json = JSONReporter().report(result, options: ReportFixture.options)
        #expect(json.contains(#""places": [{"file": "Tests/Orders Tests/B.swift", "line": 1, "column": 1}]"#)
                    || json.contains(#""file": "Tests/Orders Tests/B.swift""#))
        #expect(finding.placesNote == "and in 1 more file: Tests/Orders Tests/B.swift:1")
        #expect(TerminalReporter().report(result, options: ReportFixture.options)
            .contains("and in 1 more file: Tests/Orders Tests/B.swift:1"))
    }

    @Test func relativeRootLeavesBaseUndefined() throws {
        let run = try firstRun(try parse(ReportFixture.result(findings: ReportFixture.findings, root: ".")))
        #expect(run["originalUriBaseIds"] == nil)
    }

    @Test func ruleMetadataComesFromTheDescriptor() throws {
        let run = try firstRun(try parse(ReportFixture.result))
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rule = try #require((driver["rules"] as? [[String: Any]])?.last)
        #expect(rule["name"] as? String == "ViewBodyLogic")
        #expect((rule["shortDescription"] as? [String: String])?["text"] == "View Body Logic")
        #expect((rule["fullDescription"] as? [String: String])?["text"] == "keeps views declarative")
        let help = try #require(rule["help"] as? [String: String])
        #expect(help["markdown"]?.hasPrefix("## View Body Logic\n") == true)
        #expect(help["text"] == help["markdown"])
        #expect((rule["defaultConfiguration"] as? [String: String])?["level"] == "warning")
        #expect((rule["properties"] as? [String: Any])?["tags"] as? [String] == ["swiftui", "views"])
    }

    @Test func findingFromUnlistedRuleStillHasAValidIndex() throws {
        let finding = Finding(ruleID: "zz-unknown", severity: .error, file: "A.swift", line: 1, column: 1, message: "m")
        let run = try firstRun(try parse(ReportFixture.result(findings: [finding])))
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        let index = try #require(result["ruleIndex"] as? Int)
        #expect(rules[index]["id"] as? String == "zz-unknown")
    }

    @Test func cleanRunHasNoResults() throws {
        let run = try firstRun(try parse(ReportFixture.clean))
        #expect((run["results"] as? [Any])?.isEmpty == true)
    }
}
