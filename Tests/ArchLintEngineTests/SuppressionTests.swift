import ArchLintEngine
import ArchLintRules
import Testing
import TestSupport

/// How suppression comments hide findings. Each `↓` marks a finding that must remain (of any rule, unused
/// suppressions included); everything else must be suppressed.
@Suite struct SuppressionTests {
    @discardableResult
    private func expectRemaining(_ path: String, _ marked: String,
                                 sourceLocation: SourceLocation = #_sourceLocation) -> [Finding] {
        let file = MarkedSource(path, marked)
        let findings = LintHarness.lint([(file.path, file.source)]).findings
        let actual = findings.map { MarkedSource.Position(file: $0.file, line: $0.line, column: $0.column) }
        #expect(actual == file.markers.sorted(), "\(findings.map { "\($0.line):\($0.column) \($0.ruleID)" })",
                sourceLocation: sourceLocation)
        return findings
    }

    @Test func disableCoversTheLinesUntilTheMatchingEnable() {
        expectRemaining("Domain/Trip.swift", #"""
            ↓import UIKit
            // archlint:disable domain-framework-import
            import SwiftUI
            import Combine
            // archlint:enable domain-framework-import
            ↓import SwiftData
            """#)
    }

    @Test func disableWithoutEnableRunsToTheEndOfTheFile() {
        expectRemaining("Domain/Trip.swift", #"""
            ↓import UIKit
            // archlint:disable domain-framework-import -- generated file
            import SwiftUI

            struct Trip {}
            import Combine
            """#)
    }

    @Test func disableNextCoversOnlyTheNextLine() {
        expectRemaining("Domain/Trip.swift", #"""
            // archlint:disable:next domain-framework-import
            import SwiftUI
            ↓import Combine
            """#)
    }

    @Test func disableThisCoversOnlyItsOwnLine() {
        expectRemaining("Domain/Trip.swift", #"""
            import SwiftUI // archlint:disable:this domain-framework-import -- colours for previews
            ↓import Combine
            """#)
    }

    @Test func disableNextCountsFromTheLineWhereTheFindingSits() {
        expectRemaining("Presentation/TripsView.swift", #"""
            struct TripsView: View {
                @Environment(\.modelContext) private var modelContext
                var body: some View {
                    Button("Save") {
                        // archlint:disable:next view-body-logic
                        try? modelContext
                            .save()
                        ↓modelContext.insert(Trip())
                    }
                }
            }
            """#)
    }

    @Test func allSuppressesEveryRule() {
        expectRemaining("Domain/Trip.swift", #"""
            // archlint:disable:next all
            import SwiftUI; let session = URLSession.shared
            let defaults = UserDefaults.standard // archlint:disable:this all
            // archlint:disable all
            import Combine
            """#)
    }

    @Test func severalIdsAreSeparatedByCommasOrSpaces() {
        expectRemaining("Domain/Trip.swift", #"""
            // archlint:disable:next domain-framework-import, domain-io-api
            import SwiftUI; let session = URLSession.shared
            // archlint:disable:next domain-framework-import domain-io-api
            import UIKit; let files = FileManager.default
            // archlint:disable:next domain-framework-import,domain-io-api -- both on purpose
            import Combine; let defaults = UserDefaults.standard
            """#)
    }

    @Test func aSuppressionHidesOnlyTheRulesItNames() {
        expectRemaining("Domain/Trip.swift", #"""
            ↓// archlint:disable:next domain-io-api
            ↓import SwiftUI
            """#)
    }

    @Test func enableCanReopenOneRuleOfSeveral() {
        expectRemaining("Domain/Trip.swift", #"""
            // archlint:disable domain-framework-import, domain-io-api
            import SwiftUI
            let a = URLSession.shared
            // archlint:enable domain-io-api
            import Combine
            let b = ↓URLSession.shared
            """#)
    }

    @Test func reasonTextIsNotReadAsRuleIds() {
        expectRemaining("Domain/Trip.swift", #"""
            // archlint:disable:next domain-framework-import -- see domain-io-api and all the rest
            import SwiftUI
            """#)
    }

    @Test func aSecondDisableOfAnOpenRangeSuppressesNothing() throws {
        let findings = expectRemaining("Domain/Trip.swift", #"""
            // archlint:disable domain-framework-import
            import SwiftUI
            ↓// archlint:disable domain-framework-import
            import Combine
            """#)
        #expect(findings.map(\.ruleID) == [RuleRegistry.unusedSuppressionID])
    }

    @Test func suppressionsDoNotReachOtherFiles() {
        let files = [
            ("Domain/A.swift", "// archlint:disable all\nimport SwiftUI\n"),
            ("Domain/B.swift", "import SwiftUI\n"),
        ]
        let findings = LintHarness.lint(files).findings
        #expect(findings.map { "\($0.file):\($0.line):\($0.ruleID)" } == ["Domain/B.swift:1:domain-framework-import"])
    }

    @Test func unusedAndUnknownSuppressionsAreReportedAtTheComment() throws {
        let findings = expectRemaining("Domain/Trip.swift", #"""
            import Foundation
                ↓// archlint:disable:next domain-framework-import
            let x = 1
            ↓// archlint:disable:this view-body-logik
            """#)
        #expect(findings.map(\.ruleID) == [RuleRegistry.unusedSuppressionID, RuleRegistry.unusedSuppressionID])
        #expect(findings.last?.message.contains("did you mean `view-body-logic`?") == true)
    }

    @Test func suppressedFindingsAreGoneFromEveryCount() {
        let result = LintHarness.lint([("Domain/Trip.swift", "import SwiftUI // archlint:disable:this all\n")])
        #expect(result.findings.isEmpty)
        #expect(result.errorCount == 0 && result.warningCount == 0)
    }
}
