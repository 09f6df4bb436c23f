@testable import ArchLintCLI
@testable import ArchLintProject
import ArchLintEngine
import Foundation
import TestSupport
import Testing

@Suite struct InitCommandTests {
    @Test func starterConfigurationIsValidAndOrdered() throws {
        let text = StarterConfiguration.text(layers: [
            DetectedLayer(name: "Data", paths: ["Sources/TripData/**"]),
            DetectedLayer(name: "Domain", paths: ["Sources/TripDomain/**"], modules: ["TripDomain"]),
            DetectedLayer(name: "App", paths: ["App/*.swift"]),
        ])
        let configuration = try Configuration.parse(Data(text.utf8), file: "x", knownRules: [:])
        #expect(configuration.layers == [
            LayerDefinition(name: "Domain", paths: ["Sources/TripDomain/**"], modules: ["TripDomain"]),
            LayerDefinition(name: "Data", paths: ["Sources/TripData/**"], mayDependOn: ["Domain"]),
            LayerDefinition(name: "App", paths: ["App/*.swift"], mayDependOn: ["Domain", "Data"]),
        ])
        let empty = try Configuration.parse(Data(StarterConfiguration.text(layers: []).utf8), file: "x",
                                            knownRules: [:])
        #expect(empty.layers == nil)
    }

    @Test func aFolderNamedWithWildcardCharactersIsWrittenEscaped() throws {
        let directory = try TemporaryDirectory()
        try directory.write("{Core,Shared}Domain/A.swift", "")
        try directory.write("CoreDomain/B.swift", "")
        let run = runArchLint(["init"], in: directory.path)
        #expect(run.code == .clean)
        // The layer's place is shown as the folder is named, not as the pattern is written.
        #expect(run.output.contains("Domain (CoreDomain, {Core,Shared}Domain)"), "\(run.output)")
        let configuration = try Configuration.parse(Data(try directory.read(".archlint.json").utf8), file: "x",
                                                    knownRules: [:])
        let globs = try #require(configuration.layers?.first { $0.name == "Domain" }).paths.map(Glob.init)
        #expect(globs.map(\.pattern) == ["CoreDomain/**", #"\{Core\,Shared\}Domain/**"#])
        #expect(globs[1].matches("{Core,Shared}Domain/A.swift") && !globs[1].matches("CoreDomain/B.swift"))
    }

    @Test func initWritesTheLayersItFinds() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Package.swift", #".target(name: "TripDomain"), .target(name: "TripData")"#)
        try directory.write("Sources/TripDomain/Trip.swift", "")
        try directory.write("Sources/TripData/Store.swift", "")
        try directory.write("App/TripsApp.swift", "")
        try directory.write("App/Features/List/ListView.swift", "")
        try directory.write("Tests/TripDomainTests/T.swift", "")
        try directory.write(".build/checkouts/Other/Sources/OtherDomain/x.swift", "")
        let run = runArchLint(["init"], in: directory.path)
        #expect(run.code == .clean)
        #expect(run.output == "Wrote .archlint.json with layers Presentation, Domain, Data, App.\nWrote .archlint.schema.json, the JSON Schema editors check .archlint.json against.\n"
            + "layers: Presentation (App/Features), Domain (Sources/TripDomain), Data (Sources/TripData), App (App) "
            + "— from folder and target names\n")
        let configuration = try Configuration.parse(Data(try directory.read(".archlint.json").utf8), file: "x",
                                                    knownRules: [:])
        #expect(configuration.layers == [
            LayerDefinition(name: "Presentation", paths: ["App/Features/**"], mayDependOn: ["Domain"]),
            LayerDefinition(name: "Domain", paths: ["Sources/TripDomain/**"], modules: ["TripDomain"]),
            LayerDefinition(name: "Data", paths: ["Sources/TripData/**"], modules: ["TripData"],
                            mayDependOn: ["Domain"]),
            LayerDefinition(name: "App", paths: ["App/*.swift"], mayDependOn: ["Presentation", "Domain", "Data"]),
        ])
    }

    /// One description of the layers: a watch app beside the layered app has none, and `lint`, `layers` and
    /// `init` all say so of its `Views` folder and its entry point.
    @Test func lintLayersAndInitAgreeOnAnAppBesideTheLayeredOne() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Trips/App/TripsApp.swift", "@main struct TripsApp { let trips: [Trip] }\n")
        try directory.write("Trips/Domain/Trip.swift", "struct Trip {}\n")
        try directory.write("Trips/Data/TripStore.swift", "final class TripStore { var trips: [Trip] = [] }\n")
        try directory.write("Trips/Presentation/TripList.swift", "struct TripList { let trips: [Trip] }\n")
        try directory.write("TripsWatch/TripsWatchApp.swift", "@main struct TripsWatchApp {}\n")
        try directory.write("TripsWatch/Views/Glance.swift", "struct Glance {}\n")
        let expected = "layers: Presentation (Trips/Presentation), Domain (Trips/Domain), Data (Trips/Data), "
            + "App (Trips/App) — from folder names"
        let lint = runArchLint(["lint", "."], in: directory.path, services: .live)
        #expect((lint.output + lint.errors).contains(expected + "\n"), "\(lint.output)\(lint.errors)")
        let layers = runArchLint(["layers", "."], in: directory.path, services: .live)
        #expect(layers.output.contains("TripsWatch/Views  1 file  (app TripsWatch is in no layer"), "\(layers.output)")
        let run = runArchLint(["init"], in: directory.path, services: .live)
        #expect(run.output.contains(expected + "\n"), "\(run.output)")
        let configuration = try Configuration.parse(Data(try directory.read(".archlint.json").utf8), file: "x",
                                                    knownRules: [:])
        let paths = (configuration.layers ?? []).flatMap(\.paths)
        #expect(!paths.contains { $0.hasPrefix("TripsWatch") }, "\(paths)")
        let after = runArchLint(["layers", "."], in: directory.path, services: .live)
        #expect(after.output.contains("TripsWatch/Views  1 file"), "\(after.output)")
        #expect(after.output.contains("Presentation — 1 file"), "\(after.output)")
    }

    @Test func initWithoutLayersSaysLayerRulesAreOff() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/Thing/a.swift", "")
        let run = runArchLint(["init", "."], in: directory.path)
        #expect(run.code == .clean)
        #expect(run.output == "Wrote .archlint.json with no layers.\n"
            + "Wrote .archlint.schema.json, the JSON Schema editors check .archlint.json against.\n"
            + "no layered structure found (no Domain layer): "
            + "layer rules are off; view, view-model, entity and n+1 rules still apply\n")
        #expect(directory.exists(".archlint.json"))
    }

    @Test func inAnAppFolderWithoutADomainInitProposesItsModelsFolderAsDomainAndSaysWhy() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Trips/Models/Trip.swift", "import Foundation\nstruct Trip { let name: String }\n")
        try directory.write("Trips/Views/TripView.swift", "import SwiftUI\nstruct TripView: View {\n"
            + "    let trip: Trip\n    var body: some View { Text(trip.name) }\n}\n")
        try directory.write("Trips/Sync/Uploader.swift", "import Foundation\nstruct Uploader {}\n")
        try directory.write("Trips/TripsApp.swift", "@main struct TripsApp { static func main() {} }\n")
        let run = runArchLint(["init"], in: directory.path, services: .live)
        #expect(run.output.contains("it proposes Trips/Models as Domain, for its name (where value types and rules "
            + "usually live)"), "\(run.output)")
        let text = try directory.read(".archlint.json")
        // The folder that holds the whole app is not App: its parts are placed one by one.
        #expect(text.contains(#"//   "Domain": {"paths": ["Trips/Models/**"], "mayDependOn": []},"#), "\(text)")
        #expect(text.contains(#"//   "Presentation": {"paths": ["Trips/Views/**"], "mayDependOn": ["Domain"]},"#))
        #expect(text.contains(#"//   "App": {"paths": ["Trips/TripsApp.swift"]"#))
        #expect(text.contains("// not placed yet: Trips/Sync (1 file)"))
    }

    @Test func initWithoutADomainWritesNoLayerGraph() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Data/TripStore.swift", "final class TripStore {}\n")
        try directory.write("UI/TripsView.swift", "struct TripsView {\n    let store: TripStore\n}\n")
        try directory.write("Networking/Client.swift", "")
        let run = runArchLint(["init"], in: directory.path, services: .live)
        let lint = runArchLint(["lint"], in: directory.path, services: .live)
        // The same words as lint's, which read the configuration init wrote: it declares no layers.
        let words = "no layered structure found (no Domain layer; by name only Presentation (UI), Data (Data, Networking))"
        #expect(run.output.contains(words))
        #expect(lint.errors.contains(words))
        let configuration = try Configuration.parse(Data(try directory.read(".archlint.json").utf8), file: "x",
                                                    knownRules: [:])
        #expect(configuration.layers == nil)
    }

    @Test func layersDeeperThanInitLooksAreLeftToTheConventionsThatFindThem() throws {
        let directory = try TemporaryDirectory()
        let sources = "Workspace/Projects/App/Sources/"
        try directory.write(sources + "Domain/Trip.swift", "import UIKit\n\nstruct Trip {}\n")
        try directory.write(sources + "Data/TripStore.swift", "struct TripStore {}\n")
        try directory.write(sources + "Presentation/TripsView.swift", "struct TripsView {}\n")
        try directory.write("Workspace/Projects/App/TripsApp.swift", "@main\nstruct TripsApp {}\n")
        let before = runArchLint(["lint"], in: directory.path, services: .live)
        let run = runArchLint(["init"], in: directory.path, services: .live)
        let after = runArchLint(["lint"], in: directory.path, services: .live)
        // Writing the App folder alone would replace the conventions and leave Domain, Data and Presentation out.
        let configuration = try Configuration.parse(Data(try directory.read(".archlint.json").utf8), file: "x",
                                                    knownRules: [:])
        #expect(configuration.layers == nil)
        #expect(run.output.hasPrefix("Wrote .archlint.json with no layers.\nWrote .archlint.schema.json, the JSON Schema editors check .archlint.json against.\nlayers: Presentation ("))
        #expect(!run.output.contains("No Domain layer"))
        #expect(before.output.contains("domain-framework-import") && after.output == before.output)
    }

    @Test func initWritesTheSchemaAndLintsWordsForTheLayers() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Package.swift", #".target(name: "TripDomain"), .target(name: "TripData")"#)
        try directory.write("Sources/TripDomain/Trip.swift", "struct Trip {}\n")
        try directory.write("Sources/TripData/Store.swift", "struct Store {}\n")
        try directory.write("Sources/Entry/AppDelegate.swift",
                            "import UIKit\n\n@UIApplicationMain\nfinal class AppDelegate: UIResponder {}\n")
        let before = runArchLint(["lint"], in: directory.path, services: .live)
        let run = runArchLint(["init"], in: directory.path, services: .live)
        let words = "layers: Domain (Sources/TripDomain), Data (Sources/TripData), App (Sources/Entry/AppDelegate.swift) "
            + "— from target names"
        #expect(before.errors.hasPrefix(words + "\n"), "\(before.errors)")
        #expect(run.output == "Wrote .archlint.json with layers Domain, Data, App.\nWrote .archlint.schema.json, the JSON Schema editors check .archlint.json against.\n" + words + "\n")
        let text = try directory.read(".archlint.json")
        #expect(text.hasPrefix("{\n  \"$schema\": \"./.archlint.schema.json\",\n"))
        #expect(try directory.read(".archlint.schema.json") == ConfigurationSchema.text)
        let configuration = try Configuration.parse(Data(text.utf8), file: "x", knownRules: [:])
        // The composition root keeps its layer once the layers are declared.
        #expect(configuration.layers?.last == LayerDefinition(name: "App", paths: ["Sources/Entry/AppDelegate.swift"],
                                                              mayDependOn: ["Domain", "Data"]))
        let after = runArchLint(["layers"], in: directory.path, services: .live)
        #expect(after.output.contains("App — 1 file\n  Sources/Entry  1 file  (glob Sources/Entry/AppDelegate.swift)"))
    }

    @Test func theSchemaCopyIsBroughtUpToDateButAnotherFileOfItsNameIsLeftAlone() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Domain/Trip.swift", "struct Trip {}\n")
        try directory.write(".archlint.schema.json", "{\"title\": \"ArchLint configuration (.archlint.json)\"}\n")
        #expect(runArchLint(["init"], in: directory.path, services: .live).code == .clean)
        #expect(try directory.read(".archlint.schema.json") == ConfigurationSchema.text)
        // Someone else's file of that name stays, and the configuration names no schema.
        let other = try TemporaryDirectory()
        try other.write("Domain/Trip.swift", "struct Trip {}\n")
        try other.write(".archlint.schema.json", "{\"title\": \"Something else\"}\n")
        let run = runArchLint(["init"], in: other.path, services: .live)
        #expect(run.output.contains("Left .archlint.schema.json as it is (it is not ArchLint's schema), so "
            + ".archlint.json names no schema."))
        #expect(try other.read(".archlint.schema.json") == "{\"title\": \"Something else\"}\n")
        #expect(!(try other.read(".archlint.json")).contains("$schema"))
    }

    @Test func initInASwiftDataAppWritesTheModelsAsALayerViewsMayUse() throws {
        let directory = try NextStepsTests.swiftDataApp()
        let run = runArchLint(["init"], in: directory.path, services: .live)
        #expect(run.code == .clean)
        #expect(run.output.hasPrefix("""
            Wrote .archlint.json with layers Models, Presentation, Domain, App.
            Wrote .archlint.schema.json, the JSON Schema editors check .archlint.json against.
            layers: Presentation (Views), Domain (Domain), App (PantryApp.swift) — from folder names
            Models (Models) is a layer of its own that Presentation and App may use and Domain may not: 3 views query \
            its @Model types with @Query, the SwiftData stance.
            next steps:
              1. 3 of 3 views query @Model types with @Query:
            """.dropLast()), "\(run.output)")
        let configuration = try Configuration.parse(Data(try directory.read(".archlint.json").utf8), file: "x",
                                                    knownRules: [:])
        #expect(configuration.layers == [
            LayerDefinition(name: "Models", paths: ["Models/**"], mayDependOn: ["Domain"]),
            LayerDefinition(name: "Presentation", paths: ["Views/**"], mayDependOn: ["Domain", "Models"]),
            LayerDefinition(name: "Domain", paths: ["Domain/**"]),
            LayerDefinition(name: "App", paths: ["PantryApp.swift"], mayDependOn: ["Presentation", "Domain", "Models"]),
        ])
        // Views may use the models; Domain may not.
        try directory.write("Domain/Plan.swift", "struct Plan {\n    let recipe: Recipe\n}\n")
        let lint = runArchLint(["lint", "--format", "json"], in: directory.path, services: .live)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(lint.output.utf8)) as? [String: Any])
        let layerFindings = try #require(object["findings"] as? [[String: Any]]).filter {
            $0["rule"] as? String == "layer-dependency"
        }
        #expect(layerFindings.map { $0["file"] as? String } == ["Domain/Plan.swift"])
    }

    @Test func initWithoutADomainWritesTheLayersBlockCommentedOut() throws {
        let directory = try NextStepsTests.appWithoutDomain()
        let run = runArchLint(["init"], in: directory.path, services: .live)
        #expect(run.output.contains("No Domain layer, so the layer rules are off. .archlint.json holds a layers block "
            + "built from the folders and targets seen, commented out"))
        let text = try directory.read(".archlint.json")
        #expect(try Configuration.parse(Data(text.utf8), file: "x", knownRules: [:]).layers == nil)
        // Uncommented, the block is the one lint prints, and the configuration declares those layers.
        let uncommented = text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line -> String? in
            guard line.hasPrefix("  // ") else { return String(line) }
            let rest = line.dropFirst(5)
            return rest.hasPrefix("\"") || rest.hasPrefix("}") || rest.hasPrefix("  ") ? "  " + rest : nil
        }.joined(separator: "\n")
        let configuration = try Configuration.parse(Data(uncommented.utf8), file: "x", knownRules: [:])
        #expect(configuration.layers?.map(\.name) == ["Presentation", "Domain", "App"])
        let lint = runArchLint(["lint", "--format", "terminal"], in: directory.path, services: .live)
        let printed = try #require(NextStepsTests.block(in: lint.errors, indent: "       "))
        #expect(text.contains(printed.split(separator: "\n").map { "  // " + $0 }.joined(separator: "\n")))
    }

    /// In a SwiftPM app without a Domain, the package targets are placed one by one, by name, in `modules`.
    @Test func initPlacesThePackageTargetsOfAnAppWithoutADomainOneByOne() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Packages/Package.swift", """
            let package = Package(name: "Kit", targets: [
                .target(name: "Models"), .target(name: "FeedUI"), .target(name: "Profile"), .target(name: "Network"),
            ])
            """)
        try directory.write("Packages/Sources/Models/Post.swift", "public struct Post {}\n")
        try directory.write("Packages/Sources/FeedUI/FeedView.swift", "import Models\nstruct FeedView { let posts: [Post] }\n")
        try directory.write("Packages/Sources/Profile/ProfileView.swift", "struct ProfileView {}\n")
        try directory.write("Packages/Sources/Profile/ProfileCard.swift", "struct ProfileCard {}\n")
        try directory.write("Packages/Sources/Network/Client.swift", "struct Client {}\n")
        try directory.write("Shop/ShopApp.swift", "@main struct ShopApp {}\n")
        let run = runArchLint(["init"], in: directory.path, services: .live)
        #expect(run.output.contains("it proposes target Models as Domain, for its name"), "\(run.output)")
        let text = try directory.read(".archlint.json")
        #expect(text.contains(#"//   "Domain": {"paths": [], "modules": ["Models"], "mayDependOn": []},"#), "\(text)")
        #expect(text.contains("target Network (1 file), target Profile (2 files)"), "\(text)")
        #expect(!text.contains("Packages (") && !text.contains("target FeedUI"), "\(text)")
    }

    /// A file of no target beside the targets, at the root or in their folder, names each target once.
    @Test(arguments: ["Tools.swift", "Packages/Sources/Loose.swift"])
    func initNamesEachPackageTargetOnceBesideAStrayFile(stray: String) throws {
        let directory = try TemporaryDirectory()
        try directory.write("Packages/Package.swift", """
            let package = Package(name: "Kit", targets: [
                .target(name: "Models"), .target(name: "FeedUI"), .target(name: "Profile"), .target(name: "Network"),
            ])
            """)
        try directory.write("Packages/Sources/Models/Post.swift", "public struct Post {}\n")
        try directory.write("Packages/Sources/FeedUI/FeedView.swift", "import Models\nstruct FeedView { let posts: [Post] }\n")
        try directory.write("Packages/Sources/Profile/ProfileView.swift", "struct ProfileView {}\n")
        try directory.write("Packages/Sources/Network/Client.swift", "struct Client {}\n")
        try directory.write("Shop/ShopApp.swift", "@main struct ShopApp {}\n")
        try directory.write(stray, "enum Tools {}\n")
        _ = runArchLint(["init"], in: directory.path, services: .live)
        let text = try directory.read(".archlint.json")
        #expect(text.contains(#""modules": ["Models"]"#), "\(text)")
        for target in ["target Network", "target Profile", "target Models"] {
            #expect(text.components(separatedBy: target).count <= 2, "\(target) twice: \(text)")
        }
        #expect(!text.contains("(2 files)"), "\(text)")
    }

    /// A folder no name places is looked at one level deeper, where a `Models` folder is proposed as Domain.
    @Test func initLooksOneLevelIntoAFolderNoNamePlaces() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Shop/ShopApp.swift", "@main struct ShopApp { let feed: FeedView }\n")
        try directory.write("Shop/Views/FeedView.swift", "struct FeedView { let posts: [Post] }\n")
        try directory.write("Shop/Shared/Models/Post.swift", "struct Post {}\n")
        try directory.write("Shop/Shared/Helpers/Formatting.swift", "enum Formatting {}\n")
        let run = runArchLint(["init"], in: directory.path, services: .live)
        #expect(run.output.contains("it proposes Shop/Shared/Models as Domain, for its name"), "\(run.output)")
        let text = try directory.read(".archlint.json")
        #expect(text.contains(#""Domain": {"paths": ["Shop/Shared/Models/**"], "mayDependOn": []}"#), "\(text)")
        #expect(text.contains("not placed yet: Shop/Shared/Helpers (1 file)"), "\(text)")
    }

    @Test func initSaysWhatToDoNextWithManyFindings() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/Legacy.swift", String(repeating: "let x = FORBIDDEN\n", count: 30))
        let run = runArchLint(["init"], in: directory.path)
        #expect(run.output.contains("next steps:\n  1. 30 findings and no baseline. `archlint init --freeze` records "
            + "them as accepted debt in .archlint-baseline.json, named in .archlint.json;"))
        try FileManager.default.removeItem(at: directory.url(".archlint.json"))
        let frozen = runArchLint(["init", "--freeze"], in: directory.path)
        #expect(frozen.output.contains("Recorded 30 findings"))
        #expect(!frozen.output.contains("next steps"))
    }

    @Test func freezeAddsTheBaselineToAConfigurationThatBeginsWithComments() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/Legacy.swift", "let x = FORBIDDEN\n")
        try directory.write(".archlint.json", "// Our rules.\n/* and why */ {\n  \"rules\": {}\n}\n")
        #expect(runArchLint(["init", "--freeze"], in: directory.path).code == .clean)
        #expect(try directory.read(".archlint.json")
            == "// Our rules.\n/* and why */ {\n  \"baseline\": \".archlint-baseline.json\",\n  \"rules\": {}\n}\n")
    }

    @Test func initWritesModulesForTargetsNamedAfterLayersInEveryManifest() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Packages/TripDomainKit/Package.swift",
                            #".target(name: "TripDomainKit"), .testTarget(name: "TripDomainKitTests")"#)
        try directory.write("Packages/TripDomainKit/Sources/TripDomainKit/Trip.swift", "")
        try directory.write("Project.swift", #"targets: [.target(name: "TripData", sources: ["Storage/**"])]"#)
        try directory.write("Storage/Store.swift", "")
        try directory.write("Features/Trips/TripsView.swift", "import TripData\n")
        try directory.write("Features/Trips/Package.swift", "")
        let run = runArchLint(["init"], in: directory.path)
        #expect(run.code == .clean)
        let configuration = try Configuration.parse(Data(try directory.read(".archlint.json").utf8), file: "x",
                                                    knownRules: [:])
        #expect(configuration.layers == [
            LayerDefinition(name: "Presentation", paths: ["Features/**"], mayDependOn: ["Domain"]),
            LayerDefinition(name: "Domain", paths: ["Packages/TripDomainKit/**"], modules: ["TripDomainKit"]),
            LayerDefinition(name: "Data", modules: ["TripData"], mayDependOn: ["Domain"]),
        ])
        let lint = runArchLint(["lint"], in: directory.path, services: .live)
        #expect(lint.errors.hasPrefix("layers: Presentation, Domain, Data — from the configuration\n"))
        #expect(lint.output.contains("Features/Trips/TripsView.swift:1:1: warning: `import TripData` (Data layer)"),
                "the module written by init makes its import a dependency on Data")
    }

    @Test func initRefusesToOverwriteUnlessForced() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Project/.archlint.json", "{\"profile\": \"swiftdata\"}")
        let refused = runArchLint(["init", "Project"], in: directory.path)
        #expect(refused.code == .usageError)
        #expect(refused.errors == "error: Project/.archlint.json exists already; pass --force to replace it\n")
        #expect(try directory.read("Project/.archlint.json") == "{\"profile\": \"swiftdata\"}")
        let forced = runArchLint(["init", "Project", "--force"], in: directory.path)
        #expect(forced.code == .clean)
        #expect(try directory.read("Project/.archlint.json").contains("\"profile\": \"default\""))
    }

    @Test func initNeedsAnExistingFolder() throws {
        let directory = try TemporaryDirectory()
        try directory.write("file.swift", "")
        #expect(runArchLint(["init", "missing"], in: directory.path).errors
            == "error: missing: no such file or directory\n")
        #expect(runArchLint(["init", "file.swift"], in: directory.path).errors
            == "error: file.swift: not a directory\n")
    }

    @Test func freezeRecordsTodaysFindings() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/TripDomain/Trip.swift", "FORBIDDEN\nDISCOURAGED\n")
        let run = runArchLint(["init", "--freeze"], in: directory.path)
        #expect(run.code == .clean)
        #expect(run.output.contains("Recorded 2 findings in .archlint-baseline.json"))
        let baseline = try Baseline(data: Data(try directory.read(".archlint-baseline.json").utf8), file: "b")
        #expect(baseline.entries.map(\.line) == [1, 2])
        #expect(runArchLint(["lint", "--baseline", ".archlint-baseline.json"], in: directory.path).code == .clean)
        let again = runArchLint(["init", "--freeze"], in: directory.path)
        #expect(again.code == .usageError)
    }

    @Test func freezeRefusesAnExistingBaselineBeforeWritingAnything() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".archlint-baseline.json", "precious")
        for arguments in [["init", "--freeze"], ["init", "--freeze", "--force"]] {
            let run = runArchLint(arguments, in: directory.path)
            #expect(run.code == .usageError)
            #expect(!directory.exists(".archlint.json"))
            #expect(try directory.read(".archlint-baseline.json") == "precious")
        }
    }

    @Test func aBaselineThatCannotBeWrittenLeavesTheConfigurationAsItWas() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".archlint.json", "{\"profile\": \"swiftdata\"}")
        try directory.write("Sources/Legacy.swift", "let x = FORBIDDEN\n")
        // The baseline cannot be written (a link into a folder that is not there): the configuration, written
        // after it, stays as it was.
        try directory.link(".archlint-baseline.json", to: "missing/baseline.json")
        let run = runArchLint(["init", "--freeze", "--force"], in: directory.path)
        #expect(run.code == .usageError)
        #expect(try directory.read(".archlint.json") == "{\"profile\": \"swiftdata\"}")
    }

    @Test func freezeAddsTheBaselineToAConfigurationWhoseCommentEndsWithACarriageReturn() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/Legacy.swift", "let x = FORBIDDEN\n")
        try directory.write(".archlint.json", "{ // no rules yet\r}")
        #expect(runArchLint(["lint"], in: directory.path).code == .findings)
        let frozen = runArchLint(["init", "--freeze"], in: directory.path)
        #expect(frozen.code == .clean, "\(frozen.errors)")
        #expect(runArchLint(["lint"], in: directory.path).code == .clean)
    }

    @Test func initWithAGivenConfigurationWritesAndFreezesThatOne() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/Legacy.swift", "let x = FORBIDDEN\n")
        try directory.write("team.json", "{\"rules\": {}}\n")
        let frozen = runArchLint(["init", "--freeze", "--config", "team.json"], in: directory.path)
        #expect(frozen.code == .clean, "\(frozen.errors)")
        #expect(!directory.exists(".archlint.json"))
        #expect(try directory.read("team.json") == "{\n  \"baseline\": \".archlint-baseline.json\",\"rules\": {}}\n")
        #expect(runArchLint(["lint", "--config", "team.json"], in: directory.path).code == .clean)
        #expect(runArchLint(["init", "Sources", "--config", "team.json"], in: directory.path).errors
            == "error: --config cannot be used with Sources\n")
    }

    @Test func anAppDelegateInAPresentationFolderStaysTheCompositionRootAfterInit() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/Domain/Trip.swift", "struct Trip {}\n")
        try directory.write("Sources/Data/TripStore.swift", "final class TripStore {}\n")
        try directory.write("Sources/UI/TripView.swift", "import UIKit\nstruct TripView {}\n")
        try directory.write("Sources/UI/AppDelegate.swift", "import UIKit\n@UIApplicationMain\n"
            + "final class AppDelegate: UIResponder, UIApplicationDelegate {\n    let store = TripStore()\n}\n")
        let before = runArchLint(["lint", "--format", "xcode", "--quiet"], in: directory.path, services: .live)
        #expect(!before.output.contains("AppDelegate.swift"))
        #expect(runArchLint(["init"], in: directory.path, services: .live).code == .clean)
        let after = runArchLint(["lint", "--format", "xcode", "--quiet"], in: directory.path, services: .live)
        #expect(!after.output.contains("AppDelegate.swift"), "\(after.output)")
        #expect(runArchLint(["layers"], in: directory.path, services: .live).output
            .contains("App — 1 file\n  Sources/UI  1 file  (glob Sources/UI/AppDelegate.swift)"))
    }
}
