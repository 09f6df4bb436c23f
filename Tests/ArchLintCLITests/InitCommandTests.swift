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
        #expect(run.output == "Wrote .archlint.json with layers Presentation, Domain, Data, App.\n"
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

    @Test func initWithoutLayersSaysLayerRulesAreOff() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/Thing/a.swift", "")
        let run = runArchLint(["init", "."], in: directory.path)
        #expect(run.code == .clean)
        #expect(run.output == "Wrote .archlint.json with no layers.\nno layered structure found (no Domain layer): "
            + "layer rules are off; view, view-model, entity and n+1 rules still apply\n")
        #expect(directory.exists(".archlint.json"))
    }

    @Test func initWithoutADomainWritesNoLayerGraph() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Data/TripStore.swift", "final class TripStore {}\n")
        try directory.write("UI/TripsView.swift", "struct TripsView {\n    let store: TripStore\n}\n")
        try directory.write("Networking/Client.swift", "")
        let run = runArchLint(["init"], in: directory.path)
        #expect(run.output.contains("no layered structure found (no Domain layer; by name only Presentation (UI), "
            + "Data (Data, Networking))"))
        let configuration = try Configuration.parse(Data(try directory.read(".archlint.json").utf8), file: "x",
                                                    knownRules: [:])
        #expect(configuration.layers == nil)
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
}
