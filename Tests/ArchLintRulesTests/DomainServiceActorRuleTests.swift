import ArchLintEngine
import ArchLintRules
import Testing
import TestSupport

@Suite struct DomainServiceActorRuleTests {
    let id = DomainServiceActorRule.id

    @Test func isOffUnlessTheConfigurationEnablesIt() {
        let source = "final class StreakService {\n    var longest = 0\n}\n"
        let findings = LintHarness.lint([("Domain/Fitness/StreakService.swift", source)]).findings
        #expect(!findings.contains { $0.ruleID == id })
        #expect(LintHarness.findings(of: id, in: [("Domain/Fitness/StreakService.swift", source)]).count == 1)
    }

    @Test func flagsAServiceClassWithAStoredVarOnItsClassKeyword() throws {
        let findings = assertFindings(id, path: "Domain/Fitness/StreakService.swift", #"""
            import Foundation

            final ↓class StreakService {
                private let calendar: Calendar
                private var longestStreak = 0

                init(calendar: Calendar) {
                    self.calendar = calendar
                }
            }
            """#)
        let finding = try #require(findings.first)
        #expect(finding.message == "`class StreakService` keeps mutable state (`var longestStreak`) — make it an "
            + "`actor` so that state is isolated")
        #expect(finding.severity == .warning)
    }

    @Test func flagsNonFinalPublicAndNestedServiceClasses() {
        assertFindings(id, path: "Sources/BudgetDomain/Services.swift", #"""
            ↓class CacheService {
                var cache: [String: Int] = [:]
            }
            public ↓class TotalsService {
                public var total: Decimal = 0 {
                    didSet { print(total) }
                }
            }
            enum Budget {
                final ↓class ForecastService {
                    lazy var model = Model()
                }
            }
            """#)
    }

    @Test func ignoresActorsStructsEnumsAndProtocols() {
        assertFindings(id, path: "Domain/Budget/Services.swift", #"""
            actor StreakService {
                private var longestStreak = 0
            }
            struct TotalsService {
                var total = 0
            }
            enum ModeService {
                case on
                var isOn: Bool { true }
            }
            protocol BudgetService: AnyObject {
                var total: Decimal { get set }
            }
            """#)
    }

    @Test func ignoresServiceClassesWithoutMutableStoredState() {
        assertFindings(id, path: "Domain/Recipes/ScalingService.swift", #"""
            final class ScalingService: Sendable {
                private let roundingStep: Double
                var description: String { "step \(roundingStep)" }
                var doubled: Double {
                    get { roundingStep * 2 }
                }

                init(roundingStep: Double = 0.25) {
                    self.roundingStep = roundingStep
                }

                func scale(_ grams: Double) -> Double {
                    var result = grams / roundingStep
                    result.round()
                    return result * roundingStep
                }

                struct Step {
                    var size = 1
                }
            }
            """#)
    }

    @Test func ignoresOtherClassNamesAndOtherLayers() {
        let source = "final class ServiceLocator {\n    var services: [String] = []\n}\n"
            + "final class BookingServices {\n    var all: [String] = []\n}\n"
        assertFindings(id, path: "Domain/Booking/Locator.swift", source)
        for path in ["Data/Booking/CacheService.swift", "Presentation/BookingService.swift", "Booking/CacheService.swift"] {
            assertFindings(id, path: path, "final class CacheService {\n    var cache = 0\n}\n")
        }
    }
}
