import ArchLintEngine
import ArchLintRules
import Testing
import TestSupport

/// One finding per cause: a type a file uses, or a module it imports with the uses of that module's types; advice
/// that fits what is used; suppressions, severities and profiles applied to causes.
extension LayerDependencyRuleTests {
    /// The message of the finding whose cause is the type `name`, or "".
    func message(_ findings: [Finding], about name: String) -> String {
        findings.first { $0.cause?.name == name }?.message ?? ""
    }

    static let tripsManifest = MarkedSource("Package.swift", #"""
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "Trips",
            targets: [
                .target(name: "TripDomain"),
                .target(name: "TripData", dependencies: ["TripDomain"]),
            ]
        )
        """#)

    @Test func anImportAndTheUsesOfTheModulesTypesAreOneCause() throws {
        let data = MarkedSource("Sources/TripData/Store.swift", #"""
            public final class TripStore {}
            public struct TripRecord {}
            """#)
        let useCase = MarkedSource("Sources/TripDomain/PlanTrip.swift", #"""
            ↓import TripData

            struct PlanTrip {
                let store: ◦TripStore
                let records: [◦TripRecord]
                func run(_ store: ◦TripStore) -> ◦TripRecord? { nil }
            }
            """#)
        let findings = assertFindings(id, [Self.tripsManifest, data, useCase])
        let finding = try #require(findings.first)
        #expect(finding.message == "`import TripData` (Data layer) in the Domain layer for `TripStore`, `TripRecord` — "
            + "Domain may depend on no other layer; depend on what Domain declares instead and let the composition "
            + "root provide TripData's types")
        #expect(finding.cause == FindingCause(name: "TripData", layer: "Data", isModule: true))
        #expect(finding.uses == 5)
        #expect(finding.places.map(\.sourceLine) == ["let store: TripStore", "let records: [TripRecord]",
                                                     "func run(_ store: TripStore) -> TripRecord? { nil }",
                                                     "func run(_ store: TripStore) -> TripRecord? { nil }"])
    }

    @Test func adviceFitsWhatIsReferenced() throws {
        let domain = MarkedSource("Domain/Trips/Trip.swift", #"""
            struct Trip {
                let source: ↓TripSource
                let style: ↓RowStyle
                let stamp: ↓Stamp
            }
            """#)
        let data = MarkedSource("Data/Trips/TripSource.swift", #"""
            protocol TripSource {}
            struct Stamp {}
            final class TripCache {}
            @Model final class TripRecord { var name = "" }
            """#)
        let presentation = MarkedSource("Presentation/Trips/TripRow.swift", #"""
            struct RowStyle {}
            struct TripRow {
                let cache: ↓TripCache
                let record: ↓TripRecord
                let stamp: ↓Stamp
            }
            """#)
        let files = [domain, data, presentation]
        let rule = assertFindings(id, files.map { $0.path.hasPrefix("Presentation") ? $0.unmarked : $0 })
        #expect(message(rule, about: "TripSource").hasSuffix("; move the protocol `TripSource` to Domain, where Data "
            + "can still implement it"))
        #expect(message(rule, about: "RowStyle").hasSuffix("; move `RowStyle` into Domain, where Presentation can "
            + "still use it"))
        #expect(message(rule, about: "Stamp").hasSuffix("; it is used from Domain and Presentation: move `Stamp` to a "
            + "shared place (Domain, which they all may use)"))
        let check = assertFindings(presentationData, files.map { $0.path.hasPrefix("Presentation") ? $0 : $0.unmarked })
        #expect(message(check, about: "TripCache").hasSuffix("; depend on a protocol declared in Domain and let the "
            + "composition root provide `TripCache`"))
        #expect(message(check, about: "TripRecord").hasSuffix("; work with a Domain type that the Data layer maps "
            + "`TripRecord` to (the SwiftData stance lets views use entities: `--profile swiftdata`)"))
    }

    /// A move is advised only where the destination's rules would still hold: UI code and a networking error are
    /// never sent into Domain.
    @Test func adviceNeverMovesUICodeOrANetworkingErrorIntoDomain() throws {
        let domain = MarkedSource("Domain/Trips/Trip.swift", #"""
            struct Trip {
                let badge: ↓TripBadge
                let failure: ↓TripAPIError?
                let texts: ↓ReceiptTextsRepositoryImpl
            }
            """#)
        let presentation = MarkedSource("Presentation/Trips/TripBadge.swift", #"""
            import SwiftUI

            struct TripBadge {
                let color: Color
            }
            """#)
        let data = MarkedSource("Data/Trips/TripAPIError.swift", "enum TripAPIError: Error { case offline }\n")
        let repository = MarkedSource("Data/Trips/ReceiptTextsRepositoryImpl.swift",
                                      "import UIKit\n\nstruct ReceiptTextsRepositoryImpl { let image: UIImage }\n")
        let findings = assertFindings(id, [domain, presentation, data, repository])
        #expect(message(findings, about: "TripBadge").hasSuffix("; `TripBadge` is UI code (its file imports a UI toolkit), "
            + "which Domain may not hold: keep it in Presentation and give Domain a plain value of its own that "
            + "Presentation maps to `TripBadge`"))
        #expect(message(findings, about: "TripAPIError").hasSuffix("; `TripAPIError` describes a networking failure, which Domain "
            + "may not know: map it to a Domain error where Data catches it"))
        // A repository's implementation is a service, whatever its file imports.
        #expect(message(findings, about: "ReceiptTextsRepositoryImpl").hasSuffix("; depend on a protocol declared in Domain and "
            + "let the composition root provide `ReceiptTextsRepositoryImpl`"))
    }

    /// A networking client is a type one of whose members reaches the network, as effects analysis finds it: a
    /// networking library's call, or a call of another client. A type that only names `URLSession` or `URLRequest`
    /// in its properties and signatures sends nothing, and is a value.
    @Test func aNetworkingClientIsATypeWhoseMemberReachesTheNetwork() throws {
        let domain = MarkedSource("Domain/Shelf/Shelf.swift", #"""
            struct Shelf {
                let courier: ↓ShelfCourier
                let sync: ↓ShelfSync
                let network: ↓ShelfNetwork
            }
            """#)
        let courier = MarkedSource("Data/Shelf/ShelfCourier.swift", #"""
            import Alamofire

            struct ShelfCourier {
                func send(_ path: String) async throws {
                    _ = AF.request("https://example.com/" + path)
                }
            }
            """#)
        let sync = MarkedSource("Data/Shelf/ShelfSync.swift", #"""
            struct ShelfSync {
                let courier: ShelfCourier
                func run() async throws {
                    try await courier.send("shelves")
                }
            }
            """#)
        let network = MarkedSource("Data/Shelf/ShelfNetwork.swift", #"""
            import Foundation

            struct ShelfNetwork {
                let session: URLSession
                func request(for url: URL) -> URLRequest {
                    URLRequest(url: url)
                }
            }
            """#)
        let findings = assertFindings(id, [domain, courier, sync, network])
        #expect(message(findings, about: "ShelfCourier").hasSuffix("; depend on a protocol declared in Domain and let the "
            + "composition root provide `ShelfCourier`"))
        #expect(message(findings, about: "ShelfSync").hasSuffix("; depend on a protocol declared in Domain and let the "
            + "composition root provide `ShelfSync`"))
        #expect(message(findings, about: "ShelfNetwork").hasSuffix("; move `ShelfNetwork` into Domain, where Data can still "
            + "use it"))
    }

    /// The composition root is never told to move, nor to be provided by itself; an App service still gives way
    /// to a protocol.
    @Test func theCompositionRootIsNeverMovedOrHandedOver() throws {
        let coordinator = MarkedSource("Presentation/Trips/TripsCoordinator.swift", #"""
            final class TripsCoordinator {
                let container: ↓AppContainer
                let clock: ↓TripClock
                init(container: ◦AppContainer, clock: ◦TripClock) {
                    self.container = container
                    self.clock = clock
                }
            }
            """#)
        // App code that uses a layer's type: wiring, in App.
        let container = MarkedSource("App/AppContainer.swift",
                                     "final class AppContainer {\n    var trips: [Trip] = []\n}\n")
        let clock = MarkedSource("App/TripClock.swift", "final class TripClock {\n    var last: Trip?\n}\n")
        let domain = MarkedSource("Domain/Trips/Trip.swift", "struct Trip {}\n")
        let findings = assertFindings(id, [coordinator, container, clock, domain])
        #expect(message(findings, about: "AppContainer").hasSuffix("; `AppContainer` is the composition root, which wires the "
            + "layers together: leave it in App and have it pass in only what this code uses, so Presentation never "
            + "sees `AppContainer`"))
        #expect(message(findings, about: "TripClock").hasSuffix("; depend on a protocol declared in Presentation and let the "
            + "composition root provide `TripClock`"))
    }

    /// UI code is kept out of Data in Data's own words, and moved into Presentation freely.
    @Test func uiCodeAdviceNamesTheLayerThatWouldHoldIt() throws {
        let data = MarkedSource("Data/Trips/TripExporter.swift", "struct TripExporter {\n    let style: ↓ExportStyle\n}\n")
        let view = MarkedSource("Presentation/Trips/TripRow.swift", "struct TripRow {\n    let style: ↓ExportStyle\n}\n")
        let app = MarkedSource("App/ExportStyle.swift",
                               "import SwiftUI\n\nstruct ExportStyle {\n    let tint: Color\n    let sample: Trip\n}\n")
        let domain = MarkedSource("Domain/Trips/Trip.swift", "struct Trip {}\n")
        let findings = assertFindings(id, [data, view, app, domain])
        let fromData = try #require(findings.first { $0.file.hasPrefix("Data/") }).message
        #expect(fromData.hasSuffix("`ExportStyle` is UI code (its file imports a UI toolkit), which Data should not "
            + "hold: keep it in App and give Data a plain value of its own that App maps to `ExportStyle`"), "\(fromData)")
        let fromView = try #require(findings.first { $0.file.hasPrefix("Presentation/") }).message
        #expect(!fromView.contains("UI code") && !fromView.contains("Domain may not"), "\(fromView)")
    }

    @Test func aSuppressionOnAUseLineAcceptsThatUseAndTheNextUseLeads() throws {
        let data = MarkedSource("Data/Trips/TripStore.swift", "final class TripStore {}\n")
        let useCase = MarkedSource("Domain/Trips/PlanTrip.swift", #"""
            struct PlanTrip {
                let store: TripStore // archlint:disable:this layer-dependency -- wired in tests
                func run(_ store: ↓TripStore) {}
                func undo(_ store: ◦TripStore) {}
            }
            """#)
        let findings = assertFindings(id, [data, useCase])
        #expect(findings.first?.sourceLine == "func run(_ store: TripStore) {}")
        let everyUse = MarkedSource("Domain/Trips/PlanTrip.swift", #"""
            struct PlanTrip {
                // archlint:disable:next layer-dependency
                let store: TripStore
                func run(_ store: TripStore) {} // archlint:disable:this layer-dependency
            }
            """#)
        let result = LintHarness.lint([data, everyUse].map { ($0.path, $0.source) })
        #expect(result.findings.isEmpty, "both comments are used: \(result.findings.map(\.message))")
    }

    @Test func presentationDataHasItsOwnSeverityAndSwitchAndTheRulesIdCoversIt() {
        let data = MarkedSource("Data/Trips/TripStore.swift", "final class TripStore {}\n")
        let view = MarkedSource("Presentation/Trips/TripsView.swift", "struct TripsView {\n    let store: ↓TripStore\n}\n")
        let files = [Self.domain, data, view]
        var configuration = Configuration()
        configuration.rules[presentationData] = RuleSettings(severity: .error)
        #expect(assertFindings(presentationData, files, configuration: configuration).map(\.severity) == [.error])
        configuration.rules[presentationData] = RuleSettings(enabled: false)
        #expect(LintHarness.lint(files.map { ($0.path, $0.source) }, configuration: configuration).findings.isEmpty)
        configuration.rules = [id: RuleSettings(enabled: false)]
        #expect(LintHarness.lint(files.map { ($0.path, $0.source) }, configuration: configuration).findings.isEmpty)
        let suppressed = MarkedSource("Presentation/Trips/TripsView.swift", #"""
            struct TripsView {
                let store: TripStore // archlint:disable:this layer-dependency
            }
            """#)
        #expect(LintHarness.lint([Self.domain, data, suppressed].map { ($0.path, $0.source) }).findings.isEmpty)
        // A comment naming the check covers the check alone.
        let both = MarkedSource("Domain/Trips/Plan.swift", #"""
            struct Plan {
                let store: TripStore // archlint:disable:this layer-dependency/presentation-data
            }
            """#)
        let findings = LintHarness.lint([both, data].map { ($0.path, $0.source) }).findings
        #expect(findings.map(\.ruleID) == [id, RuleRegistry.unusedSuppressionID])
    }

    @Test func theSwiftDataStanceLetsViewsUseEntitiesButNotConcreteServices() {
        let data = MarkedSource("Data/Journal/EntryRecord.swift", #"""
            @Model final class EntryRecord { var text = "" }
            final class EntryExporter {}
            """#)
        let view = MarkedSource("Presentation/Journal/JournalView.swift", #"""
            struct JournalView {
                @Query private var records: [EntryRecord]
                let exporter: ↓EntryExporter
            }
            """#)
        var configuration = Configuration()
        configuration.profile = .swiftdata
        assertFindings(presentationData, [Self.domain, data, view], configuration: configuration)
    }
}
