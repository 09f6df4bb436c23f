@testable import ArchLintCLI
import Foundation
import TestSupport
import Testing

/// Custom rules through the command line: findings in every format, the typo warning, `explain`, SARIF metadata.
@Suite struct CustomRuleCommandTests {
    private func project() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write(".archlint.json", #"""
            {"customRules": [
              {"id": "no-print", "severity": "warning", "message": "use the logger",
               "description": "Release builds drop `print`; the logger keeps what matters.",
               "apis": {"forbidden": ["print"]}},
              {"id": "no-print-in-features", "message": "m", "apis": {"paths": ["Features/**"], "forbidden": ["print"]}}
            ]}
            """#)
        try directory.write("Domain/Trip.swift", "struct Trip {}\n")
        try directory.write("Data/Store.swift", "func save() {\n    print(\"saved\")\n}\n")
        return directory
    }

    @Test func lintReportsCustomFindingsAndWarnsOfARuleThatMatchesNothing() throws {
        let directory = try project()
        let run = runArchLint(["lint", "--format", "xcode"], in: directory.path, services: .live)
        #expect(run.code == .clean)
        #expect(run.output == "Data/Store.swift:2:5: warning: `print`: use the logger [no-print]\n")
        #expect(run.errors.contains(
            "warning: custom rule no-print-in-features matches nothing: no file is in its scope\n"))
        let strict = runArchLint(["lint", "--strict", "--quiet"], in: directory.path, services: .live)
        #expect(strict.code == .findings)
        #expect(!strict.errors.contains("matches nothing"))
    }

    @Test func sarifDescribesTheCustomRule() throws {
        let directory = try project()
        let run = runArchLint(["lint", "--format", "sarif"], in: directory.path, services: .live)
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let runs = try #require(sarif["runs"] as? [[String: Any]])
        let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let rule = try #require(rules.first { $0["id"] as? String == "no-print" })
        #expect((rule["shortDescription"] as? [String: Any])?["text"] as? String == "use the logger")
        let help = try #require((rule["help"] as? [String: Any])?["text"] as? String)
        #expect(help.contains("Release builds drop `print`"))
    }

    @Test func explainShowsTheCustomRuleOfTheProjectHere() throws {
        let directory = try project()
        let run = runArchLint(["explain", "no-print"], in: directory.path, services: .live)
        #expect(run.code == .clean, "\(run.errors)")
        #expect(run.output.contains("use the logger"))
        #expect(run.output.contains("Release builds drop"))
        let unknown = runArchLint(["explain", "no-prnt"], in: directory.path, services: .live)
        #expect(unknown.code == .usageError)
    }
}
