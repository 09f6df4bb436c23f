@testable import ArchLintCLI
import Foundation
import TestSupport
import Testing

/// `report --history`, `--since` and `--compare` on a repository the test builds: violations added, fixed and
/// moved, a merged branch, configuration changes, a commit whose configuration is broken.
@Suite(.enabled(if: GitFixture.gitPath != nil, "git is not installed"))
struct HistoryReportTests {
    /// One expected point of the series.
    struct Expected: Equatable, CustomStringConvertible {
        var subject: String
        var findings: Int
        var errors: Int
        var warnings: Int
        var baselined: Int
        var byRule: [String: Int]
        var added: Int?
        var removed: Int?
        var forbiddenEdges: [String] = []
        var edgesAppeared: [String] = []
        var edgesGone: [String] = []
        var problem: Bool = false

        var description: String {
            "\(subject): \(findings) (\(errors)E \(warnings)W, \(baselined) debt) \(byRule) +\(added.map(String.init) ?? "-")"
                + " -\(removed.map(String.init) ?? "-") \(forbiddenEdges) \(edgesAppeared) \(edgesGone)"
                + (problem ? " problem" : "")
        }
    }

    static let domainImport = "domain-framework-import"
    static let layerDependency = "layer-dependency"

    /// The repository and the series its history must give, oldest first; commit ids by subject.
    static func repository() throws -> (GitFixture, [Expected], [String: String])? {
        guard let repository = try GitFixture() else { return nil }
        let directory = repository.directory
        var ids: [String: String] = [:]
        func commit(_ subject: String) throws {
            try repository.git("add", "-A")
            try repository.git("commit", "-q", "-m", subject)
            ids[subject] = try repository.git("rev-parse", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
        }
        try directory.write("Domain/Trip.swift", "struct Trip {\n    let name: String\n}\n")
        try directory.write("Presentation/TripView.swift", "import SwiftUI\n\nstruct TripView {\n    let trip: Trip\n}\n")
        try directory.write("Data/TripStore.swift", "struct TripStore {\n    func load() -> [Trip] { [] }\n}\n")
        try commit("Start")
        var expected = [Expected(subject: "Start", findings: 0, errors: 0, warnings: 0, baselined: 0, byRule: [:],
                                 added: nil, removed: nil)]

        try directory.write("Domain/Trip.swift", "import SwiftUI\n\nstruct Trip {\n    let name: String\n}\n")
        try commit("Import SwiftUI in the domain")
        expected.append(Expected(subject: "Import SwiftUI in the domain", findings: 1, errors: 1, warnings: 0,
                                 baselined: 0, byRule: [domainImport: 1], added: 1, removed: 0))

        try directory.write("Domain/Clock.swift", "import UIKit\nimport Combine\n\nstruct Clock {}\n")
        try commit("Add a clock")
        expected.append(Expected(subject: "Add a clock", findings: 3, errors: 3, warnings: 0, baselined: 0,
                                 byRule: [domainImport: 3], added: 2, removed: 0))

        // A move with the content unchanged keeps its findings.
        try directory.makeFolder("Domain/Time")
        try repository.git("mv", "Domain/Clock.swift", "Domain/Time/Clock.swift")
        try commit("Move the clock")
        expected.append(Expected(subject: "Move the clock", findings: 3, errors: 3, warnings: 0, baselined: 0,
                                 byRule: [domainImport: 3], added: 0, removed: 0))

        // A branch merged back: only its merge commit is on the first-parent line.
        try repository.git("checkout", "-q", "-b", "feature")
        try directory.write("Domain/Trip.swift", "struct Trip {\n    let name: String\n}\n")
        try commit("Fix the trip on a branch")
        try repository.git("checkout", "-q", "-")
        try repository.git("merge", "-q", "--no-ff", "-m", "Merge the fix", "feature")
        ids["Merge the fix"] = try repository.git("rev-parse", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
        expected.append(Expected(subject: "Merge the fix", findings: 2, errors: 2, warnings: 0, baselined: 0,
                                 byRule: [domainImport: 2], added: 0, removed: 1))

        // A configuration: the rule becomes a warning, and a baseline records the clock's imports as debt.
        try directory.write(".archlint.json", """
            {"rules": {"domain-framework-import": {"severity": "warning"}}, "baseline": "debt.json"}
            """)
        try directory.write("debt.json", """
            {"version": 1, "entries": [
              {"rule": "domain-framework-import", "file": "Domain/Time/Clock.swift", "line": 1, "text": "import UIKit",
               "occurrence": 0},
              {"rule": "domain-framework-import", "file": "Domain/Time/Clock.swift", "line": 2,
               "text": "import Combine", "occurrence": 0}
            ]}
            """)
        try commit("Configure and record the debt")
        expected.append(Expected(subject: "Configure and record the debt", findings: 2, errors: 0, warnings: 2,
                                 baselined: 2, byRule: [domainImport: 2], added: 0, removed: 0))

        // The domain reaches into the presentation layer: a forbidden dependency appears.
        try directory.write("Domain/Trip.swift", "struct Trip {\n    let name: String\n    var view: TripView?\n}\n")
        try commit("Let the trip know its view")
        expected.append(Expected(subject: "Let the trip know its view", findings: 3, errors: 1, warnings: 2,
                                 baselined: 2, byRule: [domainImport: 2, layerDependency: 1], added: 1, removed: 0,
                                 forbiddenEdges: ["Domain → Presentation"],
                                 edgesAppeared: ["Domain → Presentation"]))

        try directory.write(".archlint.json", "{\"rules\": ")
        try commit("Break the configuration")
        expected.append(Expected(subject: "Break the configuration", findings: 0, errors: 0, warnings: 0,
                                 baselined: 0, byRule: [:], added: nil, removed: nil, problem: true))

        try directory.write(".archlint.json", "{\"baseline\": \"debt.json\"}\n")
        try directory.write("Domain/Trip.swift", "struct Trip {\n    let name: String\n}\n")
        try commit("Mend the configuration and the trip")
        // Compared with the last commit linted, before the broken configuration.
        expected.append(Expected(subject: "Mend the configuration and the trip", findings: 2, errors: 2, warnings: 0,
                                 baselined: 2, byRule: [domainImport: 2], added: 0, removed: 1,
                                 edgesGone: ["Domain → Presentation"]))
        return (repository, expected, ids)
    }

    static func points(_ json: String) throws -> [Expected] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let commits = try #require(object["commits"] as? [[String: Any]])
        return commits.map { commit in
            Expected(subject: commit["subject"] as? String ?? "?", findings: commit["findings"] as? Int ?? -1,
                     errors: commit["errors"] as? Int ?? -1, warnings: commit["warnings"] as? Int ?? -1,
                     baselined: commit["baselined"] as? Int ?? -1, byRule: commit["byRule"] as? [String: Int] ?? [:],
                     added: commit["added"] as? Int, removed: commit["removed"] as? Int,
                     forbiddenEdges: commit["forbiddenEdges"] as? [String] ?? [],
                     edgesAppeared: commit["edgesAppeared"] as? [String] ?? [],
                     edgesGone: commit["edgesGone"] as? [String] ?? [],
                     problem: !(commit["problem"] is NSNull))
        }
    }

    @Test func theSeriesIsExactAndNothingIsTouched() throws {
        guard let (repository, expected, ids) = try Self.repository() else { return }
        // Uncommitted work of every kind, which the run must leave exactly as it is.
        try repository.directory.write("Domain/Trip.swift", "import AppKit\nstruct Trip {}\n")
        try repository.directory.write("Data/Staged.swift", "struct Staged {}\n")
        try repository.git("add", "Data/Staged.swift")
        try repository.directory.write("Untracked.swift", "let x = 1\n")
        let status = try repository.git("status", "--porcelain")
        let before = TreeSnapshot(repository.path)
        let hashes = try repository.git("hash-object", "Domain/Trip.swift", "Data/Staged.swift", "Untracked.swift",
                                        ".git/index")

        let run = runArchLint(["report", "--history", "50", "--format", "json"], in: repository.path,
                              services: .live, environment: repository.environment)
        #expect(run.code == .clean, "\(run.errors)")
        let points = try Self.points(run.output)
        #expect(points.count == expected.count)
        for (point, wanted) in zip(points, expected) {
            #expect(point == wanted)
        }
        let object = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        let commits = object?["commits"] as? [[String: Any]] ?? []
        #expect(commits.map { $0["commit"] as? String ?? "" }
            == expected.map { ids[$0.subject] ?? "" })
        #expect(!commits.map { $0["subject"] as? String ?? "" }.contains("Fix the trip on a branch"))
        // Every layer of a commit is counted, those with no findings at zero: the charts and legends list them all.
        #expect(commits.first?["byLayer"] as? [String: Int] == ["Data": 0, "Domain": 0, "Presentation": 0])
        #expect(commits.dropFirst().first?["byLayer"] as? [String: Int] == ["Data": 0, "Domain": 1, "Presentation": 0])

        #expect(TreeSnapshot(repository.path).changes(since: before) == [])
        #expect(try repository.git("status", "--porcelain") == status)
        #expect(try repository.git("hash-object", "Domain/Trip.swift", "Data/Staged.swift", "Untracked.swift",
                                   ".git/index") == hashes)
    }

    @Test func historyCountAndSinceChooseTheCommits() throws {
        guard let (repository, expected, ids) = try Self.repository() else { return }
        let last3 = runArchLint(["report", "--history", "3", "--format", "json"], in: repository.path,
                                services: .live, environment: repository.environment)
        #expect(try Self.points(last3.output).map(\.subject) == expected.suffix(3).map(\.subject))
        let since = try #require(ids["Move the clock"])
        let run = runArchLint(["report", "--since", String(since.prefix(10)), "--format", "json"],
                              in: repository.path, services: .live, environment: repository.environment)
        let subjects = try Self.points(run.output).map(\.subject)
        #expect(subjects == Array(expected.map(\.subject).drop { $0 != "Move the clock" }))
        // A point's added/removed compare it with the point before it in this run; the first has none.
        #expect(try Self.points(run.output).first?.added == nil)

        let unknown = runArchLint(["report", "--since", "no-such-rev"], in: repository.path, services: .live,
                                  environment: repository.environment)
        #expect(unknown.code == .usageError)
        #expect(unknown.errors.contains("no-such-rev: no such revision"))
        let branchOnly = try #require(ids["Fix the trip on a branch"])
        let offLine = runArchLint(["report", "--since", branchOnly], in: repository.path, services: .live,
                                  environment: repository.environment)
        #expect(offLine.errors.contains("is not on the first-parent line of HEAD"))
    }

    @Test func commitsThatChangeTheConfigurationOrBaselineAreMarked() throws {
        guard let (repository, _, _) = try Self.repository() else { return }
        let run = runArchLint(["report", "--history", "50", "--format", "json"], in: repository.path,
                              services: .live, environment: repository.environment)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let commits = try #require(object["commits"] as? [[String: Any]])
        let marked = commits.filter { $0["configurationChanged"] as? Bool == true || $0["baselineChanged"] as? Bool == true }
        // The commit after the broken configuration is compared with the last one linted: its configuration
        // differs from that one's.
        #expect(marked.map { $0["subject"] as? String }
            == ["Configure and record the debt", "Mend the configuration and the trip"])
        #expect(marked.first?["configurationChanged"] as? Bool == true && marked.first?["baselineChanged"] as? Bool == true)
        let html = runArchLint(["report", "--history", "50"], in: repository.path, services: .live,
                               environment: repository.environment)
        let id = try #require(marked.first?["commit"] as? String)
        #expect(html.output.contains("<g class=\"mark\"><title>\(id.prefix(7)) changed the configuration and baseline</title>"))
    }

    @Test func theHTMLReportShowsTheTrend() throws {
        guard let (repository, _, _) = try Self.repository() else { return }
        let run = runArchLint(["report", "--history", "50"], in: repository.path, services: .live,
                              environment: repository.environment)
        #expect(run.code == .clean)
        #expect(run.output.contains("<h2>Trend over 9 commits</h2>"))
        #expect(run.output.contains("<svg class=\"trend\""))
        #expect(run.output.contains("Domain → Presentation"))
        #expect(run.output.contains("Break the configuration"))
        let markdown = runArchLint(["report", "--history", "50", "--format", "markdown"], in: repository.path,
                                   services: .live, environment: repository.environment)
        #expect(markdown.output.contains("### Trend over 9 commits"))
        #expect(markdown.output.contains("| domain-framework-import | 0 | 2 | +2 |"))
    }

    @Test func compareReportsWhatTheChangeAddedAndFixed() throws {
        guard let (repository, _, ids) = try Self.repository() else { return }
        let base = try #require(ids["Let the trip know its view"])
        // Since then (committed and not): the trip's view reference is gone (fixed), the clock moved back with
        // its content unchanged (neither), and a new Domain file imports SwiftData (added).
        try repository.git("mv", "Domain/Time/Clock.swift", "Domain/Clock.swift")
        try repository.directory.write("Domain/Saving.swift", "import SwiftData\n\nstruct Saving {}\n")
        let run = runArchLint(["report", "--compare", String(base.prefix(12)), "--format", "markdown",
                               "--no-baseline"],
                              in: repository.path, services: .live, environment: repository.environment)
        #expect(run.code == .clean, "\(run.errors)")
        let json = runArchLint(["report", "--compare", base, "--format", "json", "--no-baseline"],
                               in: repository.path, services: .live, environment: repository.environment)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.map { "\($0["file"] ?? ""):\($0["line"] ?? "") \($0["rule"] ?? "")" }
            == ["Domain/Saving.swift:1 domain-framework-import"])
        let fixed = try #require(object["fixed"] as? [[String: Any]])
        #expect(fixed.map { "\($0["file"] ?? ""):\($0["line"] ?? "") \($0["rule"] ?? "")" }
            == ["Domain/Trip.swift:3 layer-dependency"])
        #expect(object["comparedTo"] as? String == String(base.prefix(7)))
        // The comment lists the added finding first, then the fixed one; the moved clock in neither.
        let added = try #require(run.output.range(of: "Saving.swift"))
        let fixedHere = try #require(run.output.range(of: "Trip.swift"))
        #expect(added.lowerBound < fixedHere.lowerBound)
        #expect(run.output.contains(Self.layerDependency))
        #expect(!run.output.contains("Clock.swift"))
    }

    @Test func compareRefusesHistoryAndAnUnknownRevision() throws {
        guard let (repository, _, _) = try Self.repository() else { return }
        let both = runArchLint(["report", "--compare", "HEAD~1", "--history", "3"], in: repository.path,
                               services: .live, environment: repository.environment)
        #expect(both.code == .usageError)
        let unknown = runArchLint(["report", "--compare", "nope"], in: repository.path, services: .live,
                                  environment: repository.environment)
        #expect(unknown.errors.contains("nope: no such revision"))
        let badCount = runArchLint(["report", "--history", "0"], in: repository.path, services: .live,
                                   environment: repository.environment)
        #expect(badCount.code == .usageError)
    }
}
