import ArchLintEngine
import ArchLintRules
import Testing
import TestSupport

@Suite struct LayerDependencyRuleTests {
    let id = LayerDependencyRule.id
    /// Presentation code using the Data layer is reported by this check of the rule.
    let presentationData = RuleID.check(LayerDependencyRule.presentationData, of: LayerDependencyRule.id)

    static let domainTrip = MarkedSource("Domain/Trips/TripRepository.swift", #"""
        import Foundation

        struct Trip: Identifiable, Sendable {
            let id: UUID
        }

        protocol TripRepository: Sendable {
            func upcomingTrips() async throws -> [Trip]
        }
        """#)

    static let dataRepository = MarkedSource("Data/Trips/SwiftDataTripRepository.swift", #"""
        import SwiftData

        final class SwiftDataTripRepository: TripRepository {
            static let shared = SwiftDataTripRepository()
            func upcomingTrips() async throws -> [Trip] { [] }
        }

        @Model final class TripEntity {
            var name = ""
        }
        """#)

    @Test func namesShadowedByGenericParametersAssociatedTypesAndAliasesAreNotReferences() {
        let dataRecords = MarkedSource("Data/Records/Records.swift", #"""
            final class Record {}
            final class Entry {}
            final class Source {}
            final class Page {}
            final class Ledger {}
            """#)
        let domainList = MarkedSource("Domain/Lists/PagedList.swift", #"""
            import Foundation

            protocol PagedSource {
                associatedtype Record
                func records() async throws -> [Record]
            }

            struct PagedList<Entry: Identifiable, each Source> {
                typealias Page = [Entry]
                var pages: [Page] = []
                func first<Record>(of items: [Record]) -> Record? { items.first }
                init<Other: Sequence<Entry>>(_ entries: Other) { pages = [Array(entries)] }
            }

            struct Unshadowed {
                let ledger: ↓Ledger
            }

            final class PageUseCase {
                private let source: any PagedSource
                init(Source: any PagedSource) { self.source = Source }
                func reload(Entry: Int) {}
            }
            """#)
        assertFindings(id, [dataRecords, domainList])
    }

    @Test func flagsAViewModelStoringAConcreteDataRepositoryDeclaredInAnotherFolder() throws {
        let viewModel = MarkedSource("Features/Trips/UpcomingTripsViewModel.swift", #"""
            import Observation

            @Observable
            final class UpcomingTripsViewModel {
                private let repository: ↓SwiftDataTripRepository
                private(set) var trips: [Trip] = []

                init(repository: ◦SwiftDataTripRepository) {
                    self.repository = repository
                }
            }
            """#)
        let findings = assertFindings(presentationData, [Self.domainTrip, Self.dataRepository, viewModel])
        #expect(try #require(findings.first).message == "`SwiftDataTripRepository` (Data layer) is used in the "
            + "Presentation layer — Presentation may depend only on Domain; depend on `TripRepository`, the Domain "
            + "protocol it implements, and let the composition root provide `SwiftDataTripRepository`")
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.cause == FindingCause(name: "SwiftDataTripRepository", layer: "Data"))
        assertFindings(id, [Self.domainTrip, Self.dataRepository, viewModel.unmarked])
    }

    @Test func flagsEveryKindOfTypeReferenceAndGathersEachTypesUsesInOneFinding() {
        let view = MarkedSource("Presentation/Trips/TripsView.swift", #"""
            final class TripsModel: ↓SwiftDataTripRepository {
                let entities: Array<↓TripEntity> = []
                let dictionary: [String: [◦TripEntity?]] = [:]
                func make() -> Any {
                    _ = ◦SwiftDataTripRepository.shared
                    return ◦TripEntity()
                }
                func cast(_ value: Any) -> Bool { value is ◦TripEntity }
            }
            """#)
        assertFindings(presentationData, [Self.domainTrip, Self.dataRepository, view])
    }

    @Test func countsOnePlacePerTypePerLine() {
        let view = MarkedSource("Presentation/Trips/TripsView.swift", #"""
            let repository: ↓SwiftDataTripRepository = SwiftDataTripRepository()
            let pair: (↓TripEntity, TripEntity, ◦SwiftDataTripRepository)? = nil
            """#)
        assertFindings(presentationData, [Self.domainTrip, Self.dataRepository, view])
    }

    @Test func flagsADomainUseCaseThatTakesADataStore() {
        let useCase = MarkedSource("Domain/Fitness/LogWorkoutUseCase.swift", #"""
            struct LogWorkoutUseCase {
                let store: ↓CoreDataWorkoutStore
            }
            """#)
        let store = MarkedSource("Data/Fitness/CoreDataWorkoutStore.swift", "final class CoreDataWorkoutStore {}\n")
        assertFindings(id, [useCase, store])
    }

    @Test func flagsADataRepositoryThatBuildsOrExtendsPresentationRows() {
        let row = MarkedSource("Presentation/Library/LoanRow.swift", "struct LoanRow { let title: String }\n")
        let repository = MarkedSource("Data/Library/RemoteLoanRepository.swift", #"""
            struct RemoteLoanRepository {
                func rows(_ titles: [String]) -> [↓LoanRow] {
                    titles.map { ◦LoanRow(title: $0) }
                }
            }

            extension ◦LoanRow {
                init(payload: String) { self.init(title: payload) }
            }
            """#)
        assertFindings(id, [row, repository, Self.domain])
    }

    @Test func allowsWhatTheConventionalTableAllows() {
        let viewModel = MarkedSource("Presentation/Trips/TripsViewModel.swift", #"""
            final class TripsViewModel {
                let repository: any TripRepository
                var trips: [Trip] = []
                init(repository: any TripRepository) { self.repository = repository }
            }
            extension Trip {
                var title: String { "\(id)" }
            }
            """#)
        let app = MarkedSource("App/TripsApp.swift", #"""
            @main
            struct TripsApp {
                static func main() {
                    let model = TripsViewModel(repository: SwiftDataTripRepository.shared)
                    _ = (model, TripEntity())
                }
            }
            """#)
        assertFindings(id, [Self.domainTrip, Self.dataRepository, viewModel, app])
    }

    @Test func ignoresUnlayeredFilesAndTypesDeclaredInThem() {
        let helper = MarkedSource("Shared/Formatting/TripFormatter.swift", #"""
            struct TripFormatter {
                let repository: SwiftDataTripRepository
                let entity: TripEntity
            }
            """#)
        let domain = MarkedSource("Domain/Trips/TripSummary.swift", #"""
            struct TripSummary {
                let formatter: TripFormatter
            }
            """#)
        let tests = MarkedSource("Tests/TripDataTests/RepositoryTests.swift", #"""
            struct RepositoryTests {
                let repository = SwiftDataTripRepository()
                let model = TripsViewModel()
            }
            """#)
        let viewModel = MarkedSource("Presentation/TripsViewModel.swift", "final class TripsViewModel {}\n")
        assertFindings(id, [Self.domainTrip, Self.dataRepository, helper, domain, tests, viewModel])
    }

    @Test func givesANameDeclaredInAnAllowedLayerTheBenefitOfTheDoubt() {
        let domainStore = MarkedSource("Domain/Trips/TripStore.swift", "protocol TripStore {}\n")
        let dataStore = MarkedSource("Data/Trips/TripStore.swift", "final class TripStore {}\n")
        let view = MarkedSource("Presentation/Trips/TripsView.swift", "let store: TripStore? = nil\n")
        assertFindings(id, [domainStore, dataStore, view])
    }

    @Test func ignoresTypesTheFileDeclaresItselfAndMembersWithTypeLikeNames() {
        let view = MarkedSource("Presentation/Trips/TripsView.swift", #"""
            struct TripEntity {
                let name: String
            }
            let entity = TripEntity(name: "Rome")
            let nested = Namespace.SwiftDataTripRepository.self
            """#)
        assertFindings(id, [Self.domainTrip, Self.dataRepository, view])
    }

    @Test func ignoresTypeNamesInCommentsAndStrings() {
        let view = MarkedSource("Presentation/Trips/TripsView.swift", #"""
            // Uses SwiftDataTripRepository through the protocol.
            /// Not a `TripEntity`.
            /* SwiftDataTripRepository */
            let text = "SwiftDataTripRepository"
            let block = """
                TripEntity
                """
            """#)
        assertFindings(id, [Self.domainTrip, Self.dataRepository, view])
    }

    static let manifest = MarkedSource("Package.swift", #"""
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "Trips",
            targets: [
                .target(name: "TripDomain"),
                .target(name: "TripData", dependencies: ["TripDomain"]),
                .target(name: "TripPresentation", dependencies: ["TripDomain", "TripData"]),
                .target(name: "TripKit"),
                .testTarget(name: "TripDataTests", dependencies: ["TripData"]),
            ]
        )
        """#)

    @Test func flagsImportsOfProjectModulesInForbiddenLayersOnTheImportKeyword() throws {
        let view = MarkedSource("Sources/TripPresentation/TripList.swift", #"""
            import CoreData
            import SwiftData
            import TripDomain
            import TripKit
            ↓import TripData
            @testable ◦import struct TripData.TripEntity
            """#)
        let domain = MarkedSource("Sources/TripDomain/Trip.swift", #"""
            ↓import TripPresentation
            #if DEBUG
            ↓import TripData
            #endif
            """#)
        let data = MarkedSource("Sources/TripData/Store.swift", "import TripDomain\n↓import TripPresentation\n")
        let tests = MarkedSource("Tests/TripDataTests/StoreTests.swift", "import TripData\nimport TripPresentation\n")
        let presentation = assertFindings(presentationData, [Self.manifest, view, domain.unmarked, data.unmarked, tests])
        #expect(presentation.first?.message == "`import TripData` (Data layer) in the Presentation layer — "
            + "Presentation may depend only on Domain; depend on what Domain declares instead and let the "
            + "composition root provide TripData's types")
        let findings = assertFindings(id, [Self.manifest, view.unmarked, domain, data, tests])
        #expect(findings.contains { $0.message == "`import TripPresentation` (Presentation layer) in the Domain "
            + "layer — Domain may depend on no other layer; depend on what Domain declares instead and let the "
            + "composition root provide TripPresentation's types" })
    }

    @Test func neverTakesASystemFrameworkForAProjectModule() {
        let domain = MarkedSource("Sources/TripDomain/Trip.swift", "import CoreData\nimport SwiftData\nimport Metadata\n")
        let data = MarkedSource("Data/Store.swift", "import CoreData\n")
        assertFindings(id, [Self.manifest, domain, data])
        assertFindings(id, [MarkedSource("Presentation/TripList.swift", "import CoreData\nimport TripsData\n")])
    }

    @Test func flagsTypesOfAProjectModuleQualifiedByTheModuleName() {
        let domain = MarkedSource("Sources/TripDomain/Trip.swift", "struct Trip {}\n")
        let data = MarkedSource("Sources/TripData/Store.swift", "public final class TripStore {}\n")
        let view = MarkedSource("Sources/TripPresentation/TripList.swift", #"""
            import TripDomain
            let store = TripData.↓TripStore()
            let trip = TripDomain.Trip()
            """#)
        assertFindings(presentationData, [Self.manifest, domain, data, view])
    }

    @Test func ignoresNestedTypesNamedWithoutTheirOuterType() {
        let report = MarkedSource("Data/Reports/ReportStore.swift", #"""
            final class ReportStore {
                enum Section { case recent, archived }
                struct Configuration {}
            }
            """#)
        let view = MarkedSource("Presentation/Reports/ReportView.swift", #"""
            struct ReportView {
                let configuration: Configuration
                let section = Section("Recent") {}
                let store: ↓ReportStore.Section
            }
            """#)
        assertFindings(presentationData, [report, view, Self.domain])
    }

    @Test func seesOnlyTypesOfItsOwnModuleAndOfTheModulesItImports() {
        let data = MarkedSource("Sources/TripData/Rows.swift", "public struct Row {}\npublic struct TripStore {}\n")
        let helpers = MarkedSource("Sources/TripKit/Badge.swift", "public struct Badge {}\n")
        let shared = MarkedSource("Shared/Loose.swift", "struct Loose {}\n")
        let list = MarkedSource("Sources/TripPresentation/TripList.swift", #"""
            import SwiftUI
            import TripKit
            let row = Row()
            let badge = Badge()
            let loose = Loose()
            """#)
        let importing = MarkedSource("Sources/TripPresentation/TripStoreView.swift", #"""
            @testable ↓import TripData
            let store = ◦TripStore()
            """#)
        assertFindings(presentationData, [Self.manifest, data, helpers, shared, list, importing, Self.domain])
    }

    @Test func followsConfiguredLayersPathsModulesAndAllowedDependencies() {
        let configuration = Configuration(layers: [
            LayerDefinition(name: "Core", paths: ["Sources/Core/**"], modules: ["CoreKit"]),
            LayerDefinition(name: "Feature", paths: ["Sources/Feature/**"], mayDependOn: ["Core"]),
            LayerDefinition(name: "Shell", paths: ["Sources/Shell/**"], mayDependOn: ["Core", "Feature"]),
        ])
        let core = MarkedSource("Sources/Core/Money.swift", #"""
            struct Money {
                let screen: ↓CheckoutScreen
            }
            """#)
        let feature = MarkedSource("Sources/Feature/CheckoutScreen.swift", #"""
            import CoreKit
            struct CheckoutScreen {
                let total: Money
                let shell: ↓Shell
            }
            """#)
        let shell = MarkedSource("Sources/Shell/Shell.swift", #"""
            import CoreKit
            struct Shell {
                let screen: CheckoutScreen
                let total: Money
            }
            """#)
        let other = MarkedSource("Sources/Domain/Loose.swift", "let screen: CheckoutScreen? = nil\n")
        let findings = assertFindings(id, [core, feature, shell, other], configuration: configuration)
        #expect(findings.allSatisfy { $0.layer == "Core" || $0.layer == "Feature" })
    }

    @Test func flagsImportsOfModulesTheConfigurationPutsInAForbiddenLayer() {
        let configuration = Configuration(layers: [
            LayerDefinition(name: "Domain", paths: ["Domain/**"]),
            LayerDefinition(name: "Data", paths: ["Data/**"], modules: ["Networking", "Storage"], mayDependOn: ["Domain"]),
        ])
        assertFindings(id, path: "Domain/Trip.swift", "import Foundation\n↓import Networking\n↓import Storage\n",
                       configuration: configuration)
    }

    /// A Domain file, so that the project shows the layered shape and folder names give layers.
    static let domain = MarkedSource("Domain/Anchor.swift", "struct Anchor {}\n")

    @Test func projectsWithoutADomainLayerGetNoLayerFindings() {
        let files = [
            MarkedSource("Data/TripStore.swift", "final class TripStore {}\n"),
            MarkedSource("UI/TripsView.swift", "struct TripsView {\n    let store: TripStore\n}\n"),
            MarkedSource("Networking/Client.swift", "struct Client {\n    let view: TripsView\n}\n"),
            MarkedSource("Sources/TripsSwiftData/Entry.swift", "@main struct Entry {\n    let view: TripsView\n}\n"),
        ]
        assertFindings(id, files)
        let result = LintHarness.lint(files.map { ($0.path, $0.source) })
        #expect(result.files.allSatisfy { $0.layer == nil })
        #expect(result.layerDetection.summary == "no layered structure found (no Domain layer; by name only "
            + "Presentation (UI), Data (Data, Networking)): layer rules are off; view, view-model, entity and n+1 "
            + "rules still apply")
    }
}
