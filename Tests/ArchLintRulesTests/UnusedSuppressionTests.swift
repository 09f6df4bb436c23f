import ArchLintEngine
import ArchLintRules
import Testing
import TestSupport

@Suite struct UnusedSuppressionTests {
    let id = RuleRegistry.unusedSuppressionID

    @Test func flagsADisableNextThatHasNothingToSuppressOnTheComment() throws {
        let findings = assertFindings(id, path: "Domain/Recipes/Ingredient.swift", #"""
            ↓// archlint:disable:next domain-framework-import
            import Foundation

            struct Ingredient {
                let name: String
            }
            """#)
        let finding = try #require(findings.first)
        #expect(finding.message == "`domain-framework-import` in `archlint:disable:next` suppresses no finding — "
            + "remove it from the comment")
        #expect(finding.severity == .warning)
    }

    @Test func flagsARangeAroundABodyThatNoLongerBreaksTheRule() {
        assertFindings(id, path: "Presentation/Library/LoanRowView.swift", #"""
            struct LoanRowView: View {
                let title: String

                ↓// archlint:disable view-body-logic -- date maths moved to LoanRow, remove after review
                var body: some View {
                    Text(title)
                }
                // archlint:enable view-body-logic
            }
            """#)
    }

    @Test func flagsATrailingDisableThisOnItsOwnColumn() {
        assertFindings(id, path: "Domain/Trip.swift", "import Foundation ↓// archlint:disable:this domain-framework-import\n")
    }

    @Test func reportsEachUnusedRuleOfACommentNamingSeveral() throws {
        let findings = assertFindings(id, path: "Domain/Trip.swift", #"""
            ↓↓// archlint:disable:next domain-framework-import, domain-io-api, layer-dependency
            import SwiftUI
            """#)
        #expect(findings.map(\.message).sorted() == [
            "`domain-io-api` in `archlint:disable:next` suppresses no finding — remove it from the comment",
            "`layer-dependency` in `archlint:disable:next` suppresses no finding — remove it from the comment",
        ])
    }

    @Test func flagsAnAllThatSuppressesNothing() throws {
        let findings = assertFindings(id, path: "Domain/Trip.swift", #"""
            ↓// archlint:disable:next all
            import Foundation
            ↓// archlint:disable:this all
            ↓// archlint:disable all -- legacy file
            """#)
        #expect(findings.map(\.message) == [
            "`all` in `archlint:disable:next` suppresses no finding — remove it from the comment",
            "`all` in `archlint:disable:this` suppresses no finding — remove it from the comment",
            "`all` in `archlint:disable` suppresses no finding — remove it from the comment",
        ])
    }

    @Test func namesUnknownRulesAndSuggestsTheNearestId() throws {
        let findings = assertFindings(id, path: "Domain/Trip.swift", #"""
            ↓// archlint:disable:next domain-framework-imports
            import SwiftUI
            ↓// archlint:disable:next no-such-thing-at-all-really
            let x = 1
            """#)
        #expect(findings.map(\.message) == [
            "`domain-framework-imports` in `archlint:disable:next` is not a rule id — did you mean "
                + "`domain-framework-import`?",
            "`no-such-thing-at-all-really` in `archlint:disable:next` is not a rule id — use an id that "
                + "`archlint rules` lists, or `all`",
        ])
    }

    @Test func aMisspelledEnableIsReportedAndACorrectOneIsNot() throws {
        // The misspelled `enable` leaves the `disable` on: the second SwiftUI import is hidden too.
        let findings = assertFindings(id, path: "Domain/Trip.swift", #"""
            // archlint:disable domain-framework-import -- migration in progress
            import SwiftUI
            ↓// archlint:enable domain-framework-imports
            import UIKit
            // archlint:enable domain-framework-import
            """#)
        #expect(findings.map(\.message) == [
            "`domain-framework-imports` in `archlint:enable` is not a rule id — did you mean "
                + "`domain-framework-import`?",
        ])
    }

    @Test func reportsMalformedSuppressionComments() throws {
        let findings = assertFindings(id, path: "Domain/Trip.swift", #"""
            ↓// archlint:disabel view-body-logic
            ↓// archlint:disable:next
            ↓// archlint: -- nothing
            let x = 1
            """#)
        #expect(findings.map(\.message) == [
            "`archlint:disabel` is not a suppression command — use disable, enable, disable:next or disable:this",
            "`archlint:disable:next` names no rule — name rule ids or `all`",
            "`archlint:` is not a suppression command — use disable, enable, disable:next or disable:this",
        ])
    }

    @Test func ignoresSuppressionsThatHideAFinding() {
        assertFindings(id, path: "Domain/Sync/ImportTimer.swift", #"""
            // archlint:disable:next domain-framework-import -- signposts for the nightly import profiler
            import OSLog
            import SwiftUI // archlint:disable:this domain-framework-import
            // archlint:disable domain-io-api, domain-framework-import
            import Combine
            let defaults = UserDefaults.standard
            // archlint:enable domain-io-api, domain-framework-import
            // archlint:disable:next all
            import UIKit
            """#)
    }

    @Test func ignoresEnableCommentsAndRuleIdsWithoutThePrefix() {
        assertFindings(id, path: "Domain/Trip.swift", #"""
            // archlint:enable view-body-logic
            // archlint:enable all
            // view-body-logic is suppressed elsewhere
            // see domain-framework-import
            let x = 1
            """#)
    }

    @Test func ignoresArchlintTextInStringsAndNonLineComments() {
        assertFindings(id, path: "Domain/Trip.swift", #"""
            let a = "// archlint:disable:next view-body-logic"
            let b = """
                // archlint:disable all
                """
            /* archlint:disable:next view-body-logic */
            /// archlint:disable:next view-body-logic
            let c = 1
            """#)
    }

    @Test func ignoresSuppressionsOfRulesThatDidNotRun() {
        assertFindings(id, path: "Domain/Fitness/StreakService.swift", #"""
            // archlint:disable:next domain-service-actor -- off by default, so it cannot be judged unused
            final class StreakService {}
            """#)
        let configuration = Configuration(rules: ["view-body-logic": RuleSettings(enabled: false)])
        assertFindings(id, path: "Presentation/TripView.swift", "// archlint:disable:next view-body-logic\nlet x = 1\n",
                       configuration: configuration)
    }

    @Test func isItselfSwitchedOffByConfiguration() {
        let configuration = Configuration(rules: [id: RuleSettings(enabled: false)])
        let result = LintHarness.lint([("Domain/Trip.swift", "// archlint:disable:next all\nlet x = 1\n")],
                                      configuration: configuration)
        #expect(result.findings.isEmpty)
    }
}
