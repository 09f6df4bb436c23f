import ArchLintEngine
import ArchLintRules
import Testing
import TestSupport

/// What counts as a dependency between layers: not previews, not folders that a target or an enclosing layer
/// overrules, not names the file cannot see, not the composition root's shared namespaces.
extension LayerDependencyRuleTests {
    @Test func previewsAreCompositionCode() {
        let data = MarkedSource("Data/Journal/EntryRecord.swift", #"""
            @Model final class EntryRecord { var text = "" }
            final class EntryStore {}
            """#)
        let view = MarkedSource("Presentation/Journal/JournalView.swift", #"""
            struct JournalView: View {
                let store: ↓EntryStore
                var body: some View { Text("") }
            }

            #Preview("Filled", traits: .sizeThatFitsLayout) {
                JournalView(store: EntryStore())
                    .modelContainer(for: [EntryRecord.self], inMemory: true)
            }

            struct JournalView_Previews: PreviewProvider {
                static let store = EntryStore()
                static var previews: some View { JournalView(store: store) }
            }
            """#)
        assertFindings(presentationData, [Self.domain, data, view])
    }

    static let utilitiesManifest = MarkedSource("Package.swift", #"""
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "Trips",
            targets: [
                .target(name: "TripDomain", dependencies: ["Mocks"]),
                .target(name: "Mocks"),
                .target(name: "TripKit"),
            ]
        )
        """#)

    @Test func aTargetsOwnLayerOrItsHavingNoneOutranksTheLayerFoldersInsideIt() {
        let view = MarkedSource("Sources/Mocks/Views/MockRow.swift", "struct MockRow {}\n")
        let mock = MarkedSource("Sources/Mocks/Data/MockTripStore.swift", #"""
            struct MockTripStore {
                let row: MockRow
            }
            """#)
        let domain = MarkedSource("Sources/TripDomain/Trip.swift", #"""
            import Mocks
            struct Trip {
                let store: MockTripStore
            }
            """#)
        let result = LintHarness.lint([Self.utilitiesManifest, view, mock, domain].map { ($0.path, $0.source) })
        #expect(result.files.first { $0.path == mock.path }?.layer == nil)
        #expect(result.files.first { $0.path == view.path }?.layer == nil)
        #expect(result.findings.isEmpty, "\(result.findings.map(\.message))")
        // A target that holds the layered shape itself keeps the layers its folders name.
        let layered = [
            MarkedSource("Sources/TripKit/Domain/Plan.swift", "struct Plan {\n    let store: ↓PlanStore\n}\n"),
            MarkedSource("Sources/TripKit/Data/PlanStore.swift", "final class PlanStore {}\n"),
        ]
        assertFindings(id, [Self.utilitiesManifest] + layered)
    }

    @Test func anEnclosingLayerFolderOutranksTheLayerFoldersInsideIt() {
        let theme = MarkedSource("Presentation/Theme/Palette.swift", "struct Palette {}\n")
        let display = MarkedSource("Presentation/Trips/Extensions/Domain/Trip+Display.swift", #"""
            import SwiftUI
            extension Trip {
                var tint: Palette { Palette() }
            }
            """#)
        let trip = MarkedSource("Domain/Trips/Trip.swift", "struct Trip {}\n")
        let result = LintHarness.lint([theme, display, trip].map { ($0.path, $0.source) })
        #expect(result.files.first { $0.path == display.path }?.layer == "Presentation")
        #expect(result.findings.isEmpty, "\(result.findings.map { "\($0.ruleID): \($0.message)" })")
        // `App` holds an app's layers rather than enclosing them.
        let app = LintHarness.lint([("App/Domain/Trip.swift", "struct Trip {}\n")])
        #expect(app.files.first?.layer == "Domain")
    }

    @Test func aNameMeansAProjectTypeOnlyWhereTheFileCanSeeItAndItIsNoMemberOfAnotherType() {
        let manifest = MarkedSource("Package.swift", #"""
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(name: "Styles", targets: [.target(name: "StylesUI")])
            """#)
        // The app's own files are in no module: a package target cannot see them.
        let appData = MarkedSource("Trips/Data/Configuration.swift", "struct Configuration {}\nstruct Trip {}\n")
        let appDomain = MarkedSource("Trips/Domain/Plan.swift", "struct Plan {}\n")
        let style = MarkedSource("Sources/StylesUI/CheckStyle.swift", #"""
            import SwiftUI
            struct CheckStyle: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Toggle(configuration)
                }
                func label(_ configuration: ToggleStyle.Configuration) -> Trip? { nil }
            }
            """#)
        let view = MarkedSource("Trips/Presentation/PlanView.swift", #"""
            struct PlanView {
                let configuration: ↓Configuration
                let style: ToggleStyle.Configuration
            }
            """#)
        assertFindings(presentationData, [manifest, appData, appDomain, style, view])
    }

    @Test func aCompositionRootNamespaceThatDependsOnNoProjectTypeIsShared() {
        let log = MarkedSource("App/AppLog.swift", #"""
            import OSLog
            enum AppLog {
                static let data = Logger(subsystem: "trips", category: "data")
                static let pageSize = 50
            }
            """#)
        let container = MarkedSource("App/Container.swift", #"""
            final class Container {
                let store = TripStore()
            }
            """#)
        let store = MarkedSource("Data/Trips/TripStore.swift", #"""
            final class TripStore {
                func load() { AppLog.data.info("loading \(AppLog.pageSize)") }
            }
            """#)
        let plan = MarkedSource("Domain/Trips/Plan.swift", #"""
            struct Plan {
                let limit = AppLog.pageSize
                let container: ↓Container
            }
            """#)
        assertFindings(id, [log, container, store, plan])
    }

    @Test func anAppBesideTheLayeredOneHasNoLayersOfItsOwn() {
        let app = [
            MarkedSource("Trips/App/TripsApp.swift", "@main\nstruct TripsApp {}\n"),
            MarkedSource("Trips/Domain/Trip.swift", "struct Trip {}\n"),
            MarkedSource("Trips/Data/TripStore.swift", "final class TripStore {}\n"),
            MarkedSource("Trips/Views/TripsView.swift", "struct TripsView {\n    let store: ↓TripStore\n}\n"),
        ]
        let watch = [
            MarkedSource("TripsWatch/TripsWatchApp.swift", "@main\nstruct TripsWatchApp {}\n"),
            MarkedSource("TripsWatch/Views/WatchRow.swift", "struct WatchRow {\n    let store: TripStore\n}\n"),
            MarkedSource("TripsWatch/Data/WatchCache.swift", "struct WatchCache {\n    let row: WatchRow\n}\n"),
        ]
        assertFindings(presentationData, app + watch)
        assertFindings(id, (app + watch).map(\.unmarked))
        let result = LintHarness.lint((app + watch).map { ($0.path, $0.source) })
        #expect(result.files.filter { $0.path.hasPrefix("TripsWatch/") }.allSatisfy { $0.layer == nil })
        // With no app holding the Domain (it is a package beside the app), the app keeps its layers.
        let beside = [
            MarkedSource("Domain/Trip.swift", "struct Trip {}\n"),
            MarkedSource("TripsApp/TripsApp.swift", "@main\nstruct TripsApp {}\n"),
            MarkedSource("TripsApp/Data/TripStore.swift", "final class TripStore {}\n"),
            MarkedSource("TripsApp/Views/TripsView.swift", "struct TripsView {\n    let store: ↓TripStore\n}\n"),
        ]
        assertFindings(presentationData, beside)
        // An app delegate marked @UIApplicationMain is an entry point as @main is.
        let delegateApp = app.map { source in source.path == "Trips/App/TripsApp.swift"
            ? MarkedSource(source.path, "@UIApplicationMain\nfinal class AppDelegate {}\n") : source }
        let delegateResult = LintHarness.lint((delegateApp + watch).map { ($0.path, $0.source) })
        #expect(delegateResult.files.filter { $0.path.hasPrefix("TripsWatch/") }.allSatisfy { $0.layer == nil })
        #expect(delegateResult.files.contains { $0.path == "Trips/Views/TripsView.swift" && $0.layer == "Presentation" })
    }
}
