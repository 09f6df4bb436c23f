import ArchLintEngine
import ArchLintRules
import Testing
import TestSupport

@Suite struct LayeringTests {
    /// The layer the engine gives each file.
    private func layers(_ files: [(path: String, source: String)], configuration: Configuration = Configuration())
        -> [String: String?] {
        let result = LintHarness.lint(files, configuration: configuration)
        return Dictionary(uniqueKeysWithValues: result.files.map { ($0.path, $0.layer) })
    }

    /// The layer of `path` in a project that shows the layered shape (it has a Domain folder).
    private func layer(of path: String, source: String = "struct A {}\n") -> String? {
        layers([(path, source), ("Domain/Anchor.swift", "struct Anchor {}\n")])[path] ?? nil
    }

    @Test(arguments: [
        ("Domain/Trip.swift", "Domain"), ("Sources/TripDomain/Trip.swift", "Domain"),
        ("Data/Store.swift", "Data"), ("Infrastructure/Store.swift", "Data"), ("Sources/TripsData/Store.swift", "Data"),
        ("Persistence/Store.swift", "Data"), ("Networking/Client.swift", "Data"), ("Repositories/Repo.swift", "Data"),
        ("Presentation/View.swift", "Presentation"), ("UI/View.swift", "Presentation"), ("Views/V.swift", "Presentation"),
        ("Features/F.swift", "Presentation"), ("Screens/S.swift", "Presentation"),
        ("ViewModels/VM.swift", "Presentation"), ("Sources/TripUI/V.swift", "Presentation"),
        ("App/Root.swift", "App"),
    ])
    func folderNamesGiveConventionalLayers(path: String, expected: String) {
        #expect(layer(of: path) == expected)
    }

    @Test(arguments: ["Sources/Helpers/Domain.swift", "Sources/Metadata/Info.swift", "Domains/Trip.swift",
                      "Application/Root.swift", "Trip.swift"])
    func otherFilesAreInNoLayer(path: String) {
        #expect(layer(of: path) == nil)
    }

    @Test func deepestFolderThatNamesALayerWins() {
        #expect(layer(of: "Features/Trips/Data/TripStore.swift") == "Data")
        #expect(layer(of: "Presentation/Features/Trips/Views/TripList.swift") == "Presentation")
        #expect(layer(of: "App/Domain/Rules.swift") == "Domain")
    }

    @Test func filesOfOneFolderShareItsLayerButMainStillMakesTheCompositionRoot() {
        let found = layers([
            ("Domain/A.swift", "struct A {}\n"), ("Domain/B.swift", "@main struct B {}\n"),
            ("Domain/C.swift", "struct C {}\n"), ("Domain/Tests/D.swift", "struct D {}\n"),
            ("Top.swift", "struct Top {}\n"), ("Data/A.swift", "struct DataA {}\n"),
        ])
        #expect(found["Domain/A.swift"] == "Domain")
        #expect(found["Domain/B.swift"] == "App")
        #expect(found["Domain/C.swift"] == "Domain")
        #expect(found["Domain/Tests/D.swift"] == .some(nil))
        #expect(found["Top.swift"] == .some(nil))
        #expect(found["Data/A.swift"] == "Data")
    }

    @Test func aFolderNamedDataIsTheLayerOnlyBesideOrInsideAnotherLayer() {
        let found = layers([
            ("Domain/Trip.swift", "struct Trip {}\n"),
            ("Shared/Core/Sources/Data/Currency.swift", "enum Currency { case euro, dollar }\n"),
            ("Shared/Core/Sources/Utility/Format.swift", "struct Format {}\n"),
            ("App/Data/TripStore.swift", "struct TripStore {}\n"), ("App/Domain/Rules.swift", "struct Rules {}\n"),
            ("Features/Trips/Data/TripCache.swift", "struct TripCache {}\n"),
            ("Shared/Core/Sources/Persistence/Disk.swift", "struct Disk {}\n"),
        ])
        // A `Data` folder among utility folders of a shared module holds plain values, not the Data layer.
        #expect(found["Shared/Core/Sources/Data/Currency.swift"] == .some(nil))
        #expect(found["App/Data/TripStore.swift"] == "Data")
        #expect(found["Features/Trips/Data/TripCache.swift"] == "Data")
        // A role folder says what it holds and needs no sibling.
        #expect(found["Shared/Core/Sources/Persistence/Disk.swift"] == "Data")
    }

    @Test func aLayerFolderOutranksARoleFolderBelowIt() {
        #expect(layer(of: "Domain/Repositories/TripRepository.swift") == "Domain")
        #expect(layer(of: "Data/Features/TripList.swift") == "Data")
    }

    @Test(arguments: ["Tests/Domain/TripTests.swift", "Tests/TripDomainTests/TripTests.swift",
                      "Sources/TripDomainTests/TripTests.swift", "Domain/UITests/Flow.swift", "Data/Test/Fake.swift"])
    func testFoldersAreInNoLayer(path: String) {
        #expect(layer(of: path) == nil)
    }

    @Test func manifestsAndTuistFilesAreInNoLayer() {
        for path in ["Domain/Package.swift", "Domain/Package@swift-5.10.swift", "Data/Project.swift",
                     "Domain/Workspace.swift", "Tuist/ProjectDescriptionHelpers/Domain.swift",
                     "Domain/TripsUITests/Flow.swift"] {
            #expect(layer(of: path) == nil, "\(path)")
        }
        #expect(layer(of: "Domain/Project+Trips.swift") == "Domain")
    }

    @Test func namesGiveLayersOnlyWithADomain() {
        let noDomain = LintHarness.lint([
            ("Data/Store.swift", "final class Store {}\n"), ("UI/TripsView.swift", "struct TripsView {}\n"),
            ("Sources/TripsApp.swift", "@main struct TripsApp {}\n"),
        ])
        #expect(noDomain.files.allSatisfy { $0.layer == nil })
        #expect(noDomain.layerGraph.layers.isEmpty)
        let layered = LintHarness.lint([
            ("Sources/Domain/Trip.swift", "struct Trip {}\n"), ("Sources/Data/Store.swift", "struct Store {}\n"),
            ("Sources/UI/Views/TripsView.swift", "struct TripsView {}\n"),
        ])
        #expect(layered.layerDetection.summary
            == "layers: Presentation (Sources/UI), Domain (Sources/Domain), Data (Sources/Data) — from folder names")
        let configured = LintHarness.lint([("Core/A.swift", "struct A {}\n")], configuration: Self.configured)
        #expect(configured.layerDetection.summary == "layers: Core, Feature, App — from the configuration")
    }

    @Test func anAppFolderEndingInATechnologyNameIsNoLayer() {
        let found = layers([
            ("Domain/Trip.swift", "struct Trip {}\n"),
            ("TripsSwiftData/TripsViewModel.swift", "final class TripsViewModel {}\n"),
            ("MySwiftDataApp/Views/TripsView.swift", "struct TripsView {}\n"),
        ])
        #expect(found["TripsSwiftData/TripsViewModel.swift"] == .some(nil))
        #expect(found["MySwiftDataApp/Views/TripsView.swift"] == "Presentation")
    }

    @Test func observableClassesInViewFoldersStayViewModelsWithoutLayers() {
        let result = LintHarness.lint([
            ("Views/TripsStore.swift", "import SwiftData\n@Observable final class TripsStore {\n    let context: ModelContext\n}\n"),
        ])
        #expect(result.findings.map(\.ruleID) == [ViewModelPersistenceRule.id])
        #expect(result.findings.first?.places.count == 1)
    }

    @Test func mainFileIsTheCompositionRootWhereverItIs() {
        #expect(layer(of: "Presentation/TripsApp.swift", source: "@main\nstruct TripsApp: App {}\n") == "App")
        #expect(layer(of: "Sources/Tool/main.swift", source: "@main struct Tool {}\n") == "App")
        #expect(layer(of: "Tests/Runner.swift", source: "@main struct Runner {}\n") == nil)
    }

    @Test func compositionRootMayDependOnEveryLayer() {
        let files = [
            ("Domain/Trip.swift", "struct Trip {}\n"),
            ("Data/Store.swift", "final class TripStore {}\n"),
            ("Presentation/TripsView.swift", "struct TripsView {}\n"),
            ("Sources/Entry.swift", "@main\nstruct Entry {\n    let views = (Trip(), TripStore(), TripsView())\n}\n"),
        ]
        #expect(LintHarness.findings(of: LayerDependencyRule.id, in: files).isEmpty)
    }

    static let manifest = """
        // swift-tools-version:6.0
        import PackageDescription
        let package = Package(name: "Trips", targets: [
            .target(name: "TripKit"),
            .target(name: "TripStorage", path: "Modules/Storage"),
            .target(name: "TripData", path: "Modules/Screens/Trips"),
            .executableTarget(name: "TripTool"),
            .testTarget(name: "Specs", path: "Specs"),
        ])
        """

    @Test func manifestTargetsGiveLayersByTheirNamesAndPaths() {
        let found = layers([
            ("Package.swift", Self.manifest),
            ("Sources/TripKit/Domain/Trip.swift", "struct Trip {}\n"),
            ("Sources/TripKit/Helpers.swift", "struct Helpers {}\n"),
            ("Modules/Screens/Trips/Store.swift", "struct Store {}\n"),
            ("Modules/Storage/Disk.swift", "struct Disk {}\n"),
            ("Specs/Domain/TripSpec.swift", "struct TripSpec {}\n"),
        ])
        #expect(found["Sources/TripKit/Domain/Trip.swift"] == "Domain")
        #expect(found["Sources/TripKit/Helpers.swift"] == .some(nil))
        #expect(found["Modules/Screens/Trips/Store.swift"] == "Data", "the target's name beats its folders")
        #expect(found["Modules/Storage/Disk.swift"] == .some(nil))
        #expect(found["Specs/Domain/TripSpec.swift"] == .some(nil), "a test target is in no layer")
        #expect(found["Package.swift"] == .some(nil))
    }

    @Test func manifestsInSubfoldersDescribeTheirOwnPackages() {
        let manifest = """
            import PackageDescription
            let package = Package(name: "Core", targets: [.target(name: "CoreDomain"), .target(name: "CoreData2")])
            """
        let found = layers([
            ("Packages/Core/Package.swift", manifest),
            ("Packages/Core/Sources/CoreDomain/Rule.swift", "struct Rule {}\n"),
        ])
        #expect(found["Packages/Core/Sources/CoreDomain/Rule.swift"] == "Domain")
    }

    @Test func aTargetPathThatClimbsOutOfItsPackageClaimsNothing() {
        let manifest = """
            import PackageDescription
            let package = Package(name: "Old", targets: [
                .testTarget(name: "OldTests", path: "../../Domain"),
                .target(name: "OldData", path: "Sources", sources: ["../../../Data"], exclude: ["../Keep"]),
            ])
            """
        let found = layers([
            ("Fixtures/Old/Package.swift", manifest),
            ("Domain/Trip.swift", "struct Trip {}\n"),
            ("Data/Store.swift", "struct Store {}\n"),
            ("Fixtures/Old/Keep/K.swift", "struct K {}\n"),
        ])
        #expect(found["Domain/Trip.swift"] == "Domain", "not taken for the fixture's test target")
        #expect(found["Data/Store.swift"] == "Data")
    }

    @Test func targetsSharingAPathOwnOnlyTheirSources() {
        let manifest = """
            import PackageDescription
            let package = Package(name: "Trips", targets: [
                .target(name: "TripDomain", path: "Sources/Trips", sources: ["Rules", "Trip.swift"]),
                .target(name: "TripData", path: "Sources/Trips", exclude: ["Scratch"]),
            ])
            """
        let found = layers([
            ("Package.swift", manifest),
            ("Sources/Trips/Rules/Budget.swift", "struct Budget {}\n"),
            ("Sources/Trips/Trip.swift", "struct Trip {}\n"),
            ("Sources/Trips/Store.swift", "struct Store {}\n"),
            ("Sources/Trips/Disk/File.swift", "struct File {}\n"),
            ("Sources/Trips/Scratch/Try.swift", "struct Try {}\n"),
        ])
        #expect(found["Sources/Trips/Rules/Budget.swift"] == "Domain")
        #expect(found["Sources/Trips/Trip.swift"] == "Domain", "a file named in `sources:`")
        #expect(found["Sources/Trips/Store.swift"] == "Data", "the target without `sources:` keeps the rest")
        #expect(found["Sources/Trips/Disk/File.swift"] == "Data")
        #expect(found["Sources/Trips/Scratch/Try.swift"] == .some(nil), "excluded, and no other target claims it")
    }

    static let configured = Configuration(layers: [
        LayerDefinition(name: "Core", paths: ["Sources/Core/**", "Shared/Models/*.swift"]),
        LayerDefinition(name: "Feature", paths: ["Sources/Feature/**"], modules: ["TripKit"], mayDependOn: ["Core"]),
        LayerDefinition(name: "App", paths: [], mayDependOn: ["Core", "Feature"]),
    ])

    @Test func testFoldersStayOutOfAConfiguredLayerWhoseGlobsCoverThem() {
        let result = LintHarness.lint([
            ("Packages/Domain/Sources/Domain/Trip.swift", "import Foundation\nstruct Trip {}\n"),
            ("Packages/Domain/Tests/DomainTests/TripTests.swift", "import XCTest\nfinal class TripTests {}\n"),
        ], configuration: Configuration(layers: [LayerDefinition(name: "Domain", paths: ["Packages/Domain/**"])]))
        let found = Dictionary(uniqueKeysWithValues: result.files.map { ($0.path, $0.layer) })
        #expect(found["Packages/Domain/Sources/Domain/Trip.swift"] == "Domain")
        #expect(found["Packages/Domain/Tests/DomainTests/TripTests.swift"] == .some(nil))
        #expect(result.findings.isEmpty)
    }

    @Test func aTargetNamedInModulesOutranksABroaderFolderGlob() {
        let manifest = """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "Trips", targets: [
                .target(name: "TripsUI", path: "Features/Trips/UI"),
                .target(name: "TripsStore", path: "Features/Trips/Store"),
            ])
            """
        let found = layers([
            ("Package.swift", manifest),
            ("Features/Trips/UI/TripsView.swift", "struct TripsView {}\n"),
            ("Features/Trips/Store/TripsStore.swift", "struct TripsStore {}\n"),
        ], configuration: Configuration(layers: [
            LayerDefinition(name: "Presentation", paths: ["Features/**"], modules: ["TripsUI"]),
            LayerDefinition(name: "Data", paths: [], modules: ["TripsStore"]),
        ]))
        #expect(found["Features/Trips/UI/TripsView.swift"] == "Presentation")
        #expect(found["Features/Trips/Store/TripsStore.swift"] == "Data")
    }

    @Test func configuredLayersReplaceTheConventions() {
        let found = layers([
            ("Package.swift", Self.manifest),
            ("Sources/Core/Money.swift", "struct Money {}\n"),
            ("Shared/Models/Trip.swift", "struct Trip {}\n"),
            ("Shared/Models/Nested/Deep.swift", "struct Deep {}\n"),
            ("Sources/Feature/Checkout.swift", "struct Checkout {}\n"),
            ("Sources/TripKit/Kit.swift", "struct Kit {}\n"),
            ("Domain/Trip.swift", "struct Plain {}\n"),
            ("Sources/Main/Entry.swift", "@main struct Entry {}\n"),
        ], configuration: Self.configured)
        #expect(found["Sources/Core/Money.swift"] == "Core")
        #expect(found["Shared/Models/Trip.swift"] == "Core")
        #expect(found["Shared/Models/Nested/Deep.swift"] == .some(nil), "`*` stays inside one folder")
        #expect(found["Sources/Feature/Checkout.swift"] == "Feature")
        #expect(found["Sources/TripKit/Kit.swift"] == "Feature", "a configured module's target folder")
        #expect(found["Domain/Trip.swift"] == .some(nil), "conventions do not apply")
        #expect(found["Sources/Main/Entry.swift"] == "App", "`@main` joins a declared App layer")
    }

    @Test func configuredMayDependOnDecidesWhatIsAllowed() {
        let files = [
            ("Sources/Core/Money.swift", "struct Money {\n    let checkout: Checkout\n}\n"),
            ("Sources/Feature/Checkout.swift", "struct Checkout {\n    let total: Money\n}\n"),
        ]
        let findings = LintHarness.findings(of: LayerDependencyRule.id, in: files, configuration: Self.configured)
        #expect(findings.map { "\($0.file):\($0.line):\($0.column)" } == ["Sources/Core/Money.swift:2:19"])
        #expect(findings.first?.layer == "Core")
    }

    /// Unlayered app code gets the rules about views, persisted entities, view models and n+1 awaits, and no others.
    @Test func unlayeredFilesOnlyGetViewEntityViewModelAndNPlusOneRules() {
        let source = #"""
            import SwiftUI
            import SwiftData

            struct TripsView: View {
                @Environment(\.modelContext) private var modelContext
                var body: some View {
                    Button("Save") { try? modelContext.save() }
                }
            }

            @Model final class TripEntity {
                func validate() throws {}
            }

            final class TripsViewModel {
                let context: ModelContext
                let session = URLSession.shared
                let store: DataStore
                func load(_ ids: [Int]) async {
                    for id in ids { await repository.load(id) }
                }
            }

            final class CacheService {
                var cache: [Int] = []
            }
            """#
        var configuration = Configuration()
        for id in RuleRegistry.allIDs { configuration.rules[id] = RuleSettings(enabled: true) }
        let files = [("Sources/Trips/Everything.swift", source), ("Data/DataStore.swift", "final class DataStore {}\n")]
        let unlayered = LintHarness.lint(files, configuration: configuration).findings
            .filter { $0.file == "Sources/Trips/Everything.swift" }
        #expect(Set(unlayered.map(\.ruleID)) == [ViewBodyLogicRule.id, PersistedEntityLogicRule.id,
                                                 ViewModelPersistenceRule.id, NPlusOneAwaitRule.id])
        let asDomain = LintHarness.lint([("Domain/Everything.swift", source), files[1]], configuration: configuration)
        #expect(Set(asDomain.findings.map(\.ruleID)).isSuperset(of: [DomainFrameworkImportRule.id, DomainIOAPIRule.id,
                                                                     DomainServiceActorRule.id, LayerDependencyRule.id,
                                                                     NPlusOneAwaitRule.id]))
    }

    @Test func aFileALayerNamesByItsPathIsInThatLayerWhateverGlobCameFirst() {
        let configuration = Configuration(layers: [
            LayerDefinition(name: "Presentation", paths: ["Sources/UI/**"], mayDependOn: ["Domain"]),
            LayerDefinition(name: "Domain", paths: ["Sources/Domain/**"]),
            LayerDefinition(name: "App", paths: ["Sources/UI/AppDelegate.swift"], mayDependOn: ["Presentation"]),
        ])
        let found = layers([("Sources/UI/AppDelegate.swift", "final class AppDelegate {}\n"),
                            ("Sources/UI/TripView.swift", "struct TripView {}\n"),
                            ("Sources/Domain/Trip.swift", "struct Trip {}\n")], configuration: configuration)
        #expect(found["Sources/UI/AppDelegate.swift"] == "App")
        #expect(found["Sources/UI/TripView.swift"] == "Presentation")
    }
}

/// Files in no layer are read only for the index unless a rule can still flag them.
@Suite struct IndexOnlyFileTests {
    @Test func aViewInNoLayerIsStillChecked() {
        let result = LintHarness.lint([("Sources/Kit/Row.swift", #"""
            struct Row: View {
                @Environment(\.modelContext) private var context
                var body: some View {
                    Button("Save") { try? context.save() }
                }
            }
            """#)])
        #expect(result.findings.map(\.ruleID) == ["view-body-logic"])
    }

    @Test func suppressionCommentsInNoLayerAreStillChecked() {
        let result = LintHarness.lint([("Sources/Kit/Plain.swift",
                                        "// archlint:disable:next domain-io-api\nlet a = 1\n")])
        #expect(result.findings.map(\.ruleID) == ["unused-suppression"])
    }

    @Test func anEntityExtendedFromAFileInNoLayerIsChecked() {
        let result = LintHarness.lint([
            ("Data/TripEntity.swift", "@Model final class TripEntity {\n    var name = \"\"\n}\n"),
            ("Sources/Kit/TripEntity+Rules.swift",
             "extension TripEntity {\n    func validate() throws {\n        guard !name.isEmpty else { throw E.x }\n    }\n}\n"),
        ])
        #expect(result.findings.contains { $0.ruleID == "persisted-entity-logic" && $0.file == "Sources/Kit/TripEntity+Rules.swift" })
    }
}
