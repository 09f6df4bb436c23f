import ArchLintEngine
import ArchLintRules
import Foundation
import Testing
import TestSupport

/// A baseline written when every use of a forbidden type or API was a finding of its own (the build before findings
/// gathered their causes) still matches: every finding it recorded stays hidden and none of its entries goes stale.
@Suite struct BaselineOfUsesTests {
    /// The project the baseline below was written for.
    static let project: [(path: String, source: String)] = [
        ("Domain/PlanTrip.swift", #"""
            import Foundation

            struct PlanTrip {
                let store: TripStore
                let defaults: UserDefaults

                init(store: TripStore, defaults: UserDefaults = .standard) {
                    self.store = store
                    self.defaults = defaults
                }

                func run() -> TripRow? { nil }
                func undo(_ store: TripStore) {}
                func redo(_ store: TripStore) {}
            }
            """#),
        ("Data/TripStore.swift", #"""
            import SwiftData

            final class TripStore {}

            @Model final class TripRecord {
                var name = ""
            }
            """#),
        ("Presentation/TripsViewModel.swift", #"""
            import Observation
            import SwiftData

            struct TripRow {}

            @Observable
            final class TripsViewModel {
                let context: ModelContext
                let store: TripStore
                var records: [TripRecord] = []
                var pair: (TripRecord, TripStore)? = nil

                init(context: ModelContext, store: TripStore) {
                    self.context = context
                    self.store = store
                }
            }
            """#),
    ]

    /// Written by `archlint lint --write-baseline` of the build that reported one finding per use.
    static let baselineOfUses = #"""
        {
          "version": 1,
          "entries": [
            {"rule": "layer-dependency", "file": "Domain/PlanTrip.swift", "line": 4, "text": "let store: TripStore", "occurrence": 0},
            {"rule": "domain-io-api", "file": "Domain/PlanTrip.swift", "line": 5, "text": "let defaults: UserDefaults", "occurrence": 0},
            {"rule": "domain-io-api", "file": "Domain/PlanTrip.swift", "line": 7, "text": "init(store: TripStore, defaults: UserDefaults = .standard) {", "occurrence": 0},
            {"rule": "layer-dependency", "file": "Domain/PlanTrip.swift", "line": 7, "text": "init(store: TripStore, defaults: UserDefaults = .standard) {", "occurrence": 0},
            {"rule": "layer-dependency", "file": "Domain/PlanTrip.swift", "line": 12, "text": "func run() -> TripRow? { nil }", "occurrence": 0},
            {"rule": "layer-dependency", "file": "Domain/PlanTrip.swift", "line": 13, "text": "func undo(_ store: TripStore) {}", "occurrence": 0},
            {"rule": "layer-dependency", "file": "Domain/PlanTrip.swift", "line": 14, "text": "func redo(_ store: TripStore) {}", "occurrence": 0},
            {"rule": "viewmodel-persistence", "file": "Presentation/TripsViewModel.swift", "line": 2, "text": "import SwiftData", "occurrence": 0},
            {"rule": "viewmodel-persistence", "file": "Presentation/TripsViewModel.swift", "line": 8, "text": "let context: ModelContext", "occurrence": 0},
            {"rule": "layer-dependency", "file": "Presentation/TripsViewModel.swift", "line": 9, "text": "let store: TripStore", "occurrence": 0},
            {"rule": "layer-dependency", "file": "Presentation/TripsViewModel.swift", "line": 10, "text": "var records: [TripRecord] = []", "occurrence": 0},
            {"rule": "layer-dependency", "file": "Presentation/TripsViewModel.swift", "line": 11, "text": "var pair: (TripRecord, TripStore)? = nil", "occurrence": 0},
            {"rule": "layer-dependency", "file": "Presentation/TripsViewModel.swift", "line": 11, "text": "var pair: (TripRecord, TripStore)? = nil", "occurrence": 1},
            {"rule": "layer-dependency", "file": "Presentation/TripsViewModel.swift", "line": 13, "text": "init(context: ModelContext, store: TripStore) {", "occurrence": 0},
            {"rule": "viewmodel-persistence", "file": "Presentation/TripsViewModel.swift", "line": 13, "text": "init(context: ModelContext, store: TripStore) {", "occurrence": 0}
          ]
        }
        """#

    @Test func everyFindingStaysHiddenAndNoEntryGoesStale() throws {
        let baseline = try Baseline(data: Data(Self.baselineOfUses.utf8), file: "baseline.json")
        let findings = LintHarness.lint(Self.project).findings
        #expect(findings.count == 6)
        #expect(findings.contains { $0.ruleID == "layer-dependency/presentation-data" })
        let match = baseline.apply(to: findings)
        #expect(match.findings.isEmpty, "\(match.findings.map { "\($0.file):\($0.line) \($0.ruleID)" })")
        #expect(match.stale.isEmpty, "\(match.stale.map { "\($0.file):\($0.line) \($0.rule)" })")
        #expect(Baseline.mergedEntries(of: baseline, into: findings) == baseline.entries.count - findings.count)
    }

    @Test func aBaselineOfCausesRecordsEachOnceAndAcceptsItsNewUses() throws {
        let findings = LintHarness.lint(Self.project).findings
        let causes = Baseline(findings: findings)
        #expect(causes.entries.count == findings.count)
        #expect(causes.apply(to: findings).findings.isEmpty)
        // One more use of an accepted cause stays accepted; a new cause is reported.
        var project = Self.project
        project[0].source = project[0].source.replacingOccurrences(
            of: "    func redo(_ store: TripStore) {}\n",
            with: "    func redo(_ store: TripStore) {}\n    func again(_ store: TripStore) {}\n    let date = Date()\n"
                + "    let session = URLSession.shared\n")
        let later = LintHarness.lint(project).findings
        let match = causes.apply(to: later)
        #expect(match.findings.map(\.cause?.name) == ["URLSession"])
        #expect(match.stale.isEmpty)
    }
}
