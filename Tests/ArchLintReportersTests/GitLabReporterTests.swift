import ArchLintEngine
import ArchLintReporters
import ArchLintRules
import Foundation
import Testing

@Suite struct GitLabReporterTests {
    private func issues(_ findings: [Finding]) throws -> [[String: Any]] {
        let text = GitLabReporter().report(ReportFixture.result(findings: findings, root: "."),
                                           options: ReportFixture.options)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    }

    private func fingerprints(_ findings: [Finding]) throws -> [String] {
        try issues(findings).compactMap { $0["fingerprint"] as? String }
    }

    @Test func gitlabSnapshot() {
        assertSnapshot(GitLabReporter().report(ReportFixture.result, options: ReportFixture.options), as: "json")
    }

    @Test func issuesHaveTheCodeQualityShape() throws {
        let issues = try issues(ReportFixture.findings)
        #expect(issues.count == ReportFixture.findings.count)
        #expect(issues.compactMap { $0["severity"] as? String } == ["minor", "major", "major", "minor", "minor"])
        let first = try #require(issues.first)
        #expect(first["check_name"] as? String == "view-body-logic")
        #expect(first["description"] as? String == ReportFixture.findings[0].message)
        let location = try #require(first["location"] as? [String: Any])
        #expect(location["path"] as? String == "Playground/Scratch.swift")
        #expect((location["lines"] as? [String: Int])?["begin"] == 4)
    }

    @Test func fingerprintsSurviveLineMoves() throws {
        let moved = ReportFixture.findings.map { finding in
            var finding = finding
            finding.line += 7
            return finding
        }
        let before = try fingerprints(ReportFixture.findings)
        #expect(before.count == ReportFixture.findings.count)
        #expect(try fingerprints(moved) == before)
        #expect(before.allSatisfy { $0.count == 16 && $0.allSatisfy(\.isHexDigit) })
    }

    @Test func identicalLinesInOneFileGetDistinctFingerprints() throws {
        let prints = try fingerprints(ReportFixture.findings)
        // Findings 3 and 4 share rule, file and source line.
        #expect(ReportFixture.findings[3].sourceLine == ReportFixture.findings[4].sourceLine)
        #expect(Set(prints).count == prints.count)
    }

    @Test func fingerprintChangesWithTheSourceLine() throws {
        var edited = ReportFixture.findings
        edited[1].sourceLine = "import UIKit"
        let before = try fingerprints(ReportFixture.findings)
        let after = try fingerprints(edited)
        #expect(after[1] != before[1])
        #expect(after[0] == before[0])
    }

    @Test func surroundingWhitespaceDoesNotChangeTheFingerprint() throws {
        var reindented = ReportFixture.findings
        reindented[1].sourceLine = "    import SwiftUI  "
        #expect(try fingerprints(reindented) == fingerprints(ReportFixture.findings))
    }

    @Test(arguments: [("app", "app/A.swift"), ("./app/", "app/A.swift"), ("/srv/repo", "A.swift")])
    func pathsAreRelativeToTheRepository(root: String, expected: String) throws {
        let finding = Finding(ruleID: "r", severity: .error, file: "A.swift", line: 1, column: 1, message: "m")
        let text = GitLabReporter().report(ReportFixture.result(findings: [finding], root: root),
                                           options: ReportFixture.options)
        let issues = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        let location = try #require(issues.first?["location"] as? [String: Any])
        #expect(location["path"] as? String == expected)
    }

    @Test func cleanRunIsAnEmptyArray() {
        #expect(GitLabReporter().report(ReportFixture.clean, options: ReportFixture.options) == "[]\n")
    }
}
