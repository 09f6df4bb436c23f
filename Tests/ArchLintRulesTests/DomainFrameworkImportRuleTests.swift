import ArchLintEngine
import ArchLintRules
import Testing
import TestSupport

@Suite struct DomainFrameworkImportRuleTests {
    let id = DomainFrameworkImportRule.id

    @Test func flagsEveryFrameworkImportOnItsImportKeyword() {
        assertFindings(id, path: "Domain/Recipes/Difficulty.swift", #"""
            import Foundation
            ↓import SwiftUI
            ↓import SwiftData
            ↓import CoreData
            ↓import UIKit
            ↓import Combine
            ↓import Alamofire

            enum Difficulty { case easy, hard }
            """#)
    }

    @Test func flagsImportsWithAttributesOrOfOneDeclarationByTheirFirstComponent() {
        let findings = assertFindings(id, path: "Domain/Loans/OverdueNotifier.swift", #"""
            @preconcurrency ↓import Combine
            @_exported ↓import SwiftData
            ↓import struct SwiftUI.Color
            @testable ↓import MapKit
            """#)
        #expect(findings.map(\.message).contains {
            $0.hasPrefix("`import SwiftUI` in the Domain layer — Domain imports only Foundation")
        })
    }

    @Test func flagsImportsInsideEveryConditionalClauseAndSaysSo() {
        let findings = assertFindings(id, path: "Domain/Workouts/PersonalBestTracker.swift", #"""
            import Foundation
            #if canImport(UIKit)
            ↓import UIKit
            #elseif os(macOS)
            ↓import AppKit
            #else
            ↓import Combine
            #endif
            """#)
        #expect(findings.allSatisfy { $0.message.contains("(inside `#if`)") })
    }

    @Test func messageNamesTheModuleAndWhereItsCodeBelongs() throws {
        let findings = assertFindings(id, path: "Domain/Trip.swift", "↓import SwiftUI\n")
        let finding = try #require(findings.first)
        #expect(finding.message == "`import SwiftUI` in the Domain layer — Domain imports only Foundation; "
            + "colours, images and views belong in Presentation, which maps Domain values to them")
        #expect(finding.severity == .error)
        #expect(finding.layer == "Domain")
    }

    /// The advice fits the module: storage goes to Data, a stream becomes an async sequence, a platform framework
    /// is wrapped, and a package is the team's allow-list decision. The standard library's modules and the
    /// Domain's own modules are no finding.
    @Test func adviceFitsWhatTheModuleIs() throws {
        let findings = assertFindings(id, path: "Domain/Trips/TripRules.swift", #"""
            ↓import SwiftData
            ↓import Combine
            ↓import CoreLocation
            ↓import Dependencies
            import RegexBuilder
            import TripDomainInterface
            """#)
        let advice = findings.map { $0.message.components(separatedBy: "Foundation; ").last ?? "" }
        #expect(advice == [
            "storage and networking belong in the Data layer, behind a protocol the Domain declares",
            "publish the stream as an `AsyncSequence` (`AsyncStream`) and the Domain code can stay",
            "wrap CoreLocation in a Data-layer service behind a protocol the Domain declares",
            "if the team accepts Dependencies in Domain (a dependency-injection, test-support or identifier "
                + "library), list it in `allowedImports`; otherwise move what needs it out of Domain",
        ])
    }

    @Test func flagsSeveralImportsOnOneLineEachAtItsOwnColumn() {
        assertFindings(id, path: "Domain/Trip.swift", "↓import SwiftUI; ↓import UIKit\n")
    }

    @Test func appliesToTargetsWhoseNameEndsInDomain() {
        assertFindings(id, path: "Sources/LibraryDomain/Loan.swift", "↓import SwiftUI\n")
    }

    @Test func allowsFoundationAndTheLanguageModules() {
        assertFindings(id, path: "Domain/Trip.swift", #"""
            import Foundation
            import FoundationEssentials
            import Swift
            import _Concurrency
            import struct Foundation.Date
            @preconcurrency import Foundation
            """#)
    }

    @Test func allowsTheModulesListedInAllowedImports() {
        let configuration = Configuration(rules: [id: RuleSettings(options: ["allowedImports": ["OSLog", "Algorithms"]])])
        let findings = assertFindings(id, path: "Domain/Sync/ImportTimer.swift", #"""
            import OSLog
            import Algorithms
            ↓import SwiftUI
            """#, configuration: configuration)
        // The message names what the team allowed, not "only Foundation".
        #expect(findings.first?.message.hasPrefix("`import SwiftUI` in the Domain layer — Domain imports only "
            + "Foundation and `Algorithms`, `OSLog`; ") == true)
    }

    @Test(arguments: [
        "Data/Recipes/RecipeStore.swift", "Presentation/Recipes/RecipeView.swift", "App/RecipesApp.swift",
        "Sources/Helpers/Formatting.swift", "Tests/RecipeDomainTests/DifficultyTests.swift",
    ])
    func ignoresFilesOutsideTheDomainLayer(path: String) {
        assertFindings(id, path: path, "import SwiftUI\nimport SwiftData\nimport XCTest\n")
    }

    @Test func ignoresTheMainFileEvenInADomainFolder() {
        assertFindings(id, path: "Domain/Tool.swift", "import ArgumentParser\n@main struct Tool {}\n")
    }

    @Test func leavesImportsOfProjectModulesToLayerDependency() {
        let manifest = MarkedSource("Package.swift", #"""
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "Trips", targets: [
                .target(name: "TripDomain", dependencies: ["TripCore", "TripData"]),
                .target(name: "TripCore"),
                .target(name: "TripData"),
            ])
            """#)
        let domain = MarkedSource("Sources/TripDomain/Trip.swift", #"""
            import TripCore
            import TripData
            ↓import SwiftUI
            """#)
        assertFindings(id, [manifest, domain])
        let layering = LintHarness.findings(of: LayerDependencyRule.id, in: [(manifest.path, manifest.source),
                                                                             (domain.path, domain.source)])
        #expect(layering.map(\.line) == [2], "the project's Data module is layer-dependency's finding")
    }

    @Test func ignoresImportsInCommentsAndStrings() {
        assertFindings(id, path: "Domain/Trip.swift", #"""
            import Foundation
            // import SwiftUI
            /* import UIKit */
            /// Do not `import SwiftData` here.
            let hint = "import CoreData"
            let block = """
            import Combine
            """
            """#)
    }
}
