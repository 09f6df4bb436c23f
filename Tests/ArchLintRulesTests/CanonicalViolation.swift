import ArchLintEngine
import ArchLintRules
import Testing
import TestSupport

/// The smallest incorrect example of one rule: a marked file with exactly one `↓`, plus the files it needs
/// around it (a declaration in another layer, say). Robustness tests rewrite the marked file and re-lint.
struct CanonicalViolation: Sendable, CustomTestStringConvertible {
    var ruleID: String
    var path: String
    var marked: String
    var context: [MarkedSource] = []

    var testDescription: String { ruleID }

    /// The rule switched on, whatever its default.
    var configuration: Configuration {
        Configuration(rules: [ruleID: RuleSettings(enabled: true)])
    }

    /// Lints the marked file after `rewrite` (which receives the source with its `↓` still in place).
    func lint(rewrite: (String) -> String = { $0 }) -> (file: MarkedSource, findings: [Finding]) {
        let file = MarkedSource(path, rewrite(marked))
        let files = ([file] + context).map { ($0.path, $0.source) }
        return (file, LintHarness.lint(files, configuration: configuration).findings)
    }

    /// The marked source with `line` inserted before the line that holds the marker.
    static func inserting(_ line: String, beforeMarkerLineOf marked: String) -> String {
        var lines = marked.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let markerLine = lines.firstIndex { $0.contains(MarkedSource.marker) } ?? 0
        lines.insert(line, at: markerLine)
        return lines.joined(separator: "\n")
    }

    static let all: [CanonicalViolation] = [
        CanonicalViolation(ruleID: DomainFrameworkImportRule.id, path: "Domain/Recipes/Difficulty.swift", marked: """
            ↓import SwiftUI

            enum Difficulty { case easy, hard }
            """),
        CanonicalViolation(ruleID: DomainIOAPIRule.id, path: "Domain/Fitness/WeeklyGoalPolicy.swift", marked: """
            struct WeeklyGoalPolicy {
                func goal() -> Int {
                    ↓UserDefaults.standard.integer(forKey: "weeklyGoalMinutes")
                }
            }
            """),
        CanonicalViolation(ruleID: DomainServiceActorRule.id, path: "Domain/Fitness/StreakService.swift", marked: """
            final ↓class StreakService {
                private var longestStreak = 0
            }
            """),
        CanonicalViolation(ruleID: LayerDependencyRule.id, path: "Domain/Trips/PlanTripUseCase.swift", marked: """
            struct PlanTripUseCase {
                private let repository: ↓SwiftDataTripRepository
            }
            """, context: [MarkedSource("Data/Trips/SwiftDataTripRepository.swift",
                                        "final class SwiftDataTripRepository {}\n")]),
        CanonicalViolation(ruleID: NPlusOneAwaitRule.id, path: "Domain/Library/OverdueReport.swift", marked: """
            func report(_ members: [Member]) async throws {
                for member in members {
                    _ = try ↓await loanRepository.loans(borrowedBy: member.id)
                }
            }
            """),
        CanonicalViolation(ruleID: PersistedEntityLogicRule.id, path: "Data/Library/BookEntity.swift", marked: """
            @Model
            final class BookEntity {
                var isbn = ""
                ↓func validate() throws {}
            }
            """),
        CanonicalViolation(ruleID: ViewBodyLogicRule.id, path: "Presentation/Pantry/QuickAddView.swift", marked: #"""
            struct QuickAddView: View {
                @Environment(\.modelContext) private var modelContext

                var body: some View {
                    Button("Add") {
                        try? ↓modelContext.save()
                    }
                }
            }
            """#),
        CanonicalViolation(ruleID: ViewModelPersistenceRule.id, path: "Presentation/Recipes/RecipeListViewModel.swift",
                           marked: """
            ↓import SwiftData

            final class RecipeListViewModel {}
            """),
    ]
}
