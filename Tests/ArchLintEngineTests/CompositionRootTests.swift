import ArchLintEngine
import ArchLintRules
import Testing
import TestSupport

/// Entry points and app delegates are the composition root wherever they are; the summary and the reasons say so.
@Suite struct CompositionRootTests {
    private static let anchor = ("Domain/Trip.swift", "struct Trip {}\n")

    @Test(arguments: [
        ("@main\nstruct TripsApp: App {}\n", "@main"),
        ("@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n", "@UIApplicationMain"),
        ("@NSApplicationMain\nfinal class AppDelegate: NSObject, NSApplicationDelegate {}\n", "@NSApplicationMain"),
        ("import UIKit\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {}\n", "UIApplicationDelegate"),
        ("final class AppDelegate: NSObject {}\nextension AppDelegate: UIKit.UIApplicationDelegate {}\n",
         "UIApplicationDelegate"),
        ("import AppKit\nfinal class AppDelegate: NSObject, NSApplicationDelegate {}\n", "NSApplicationDelegate"),
    ])
    func entryPointsAndAppDelegatesAreTheAppLayer(source: String, mark: String) {
        let result = LintHarness.lint([Self.anchor, ("Presentation/AppDelegate.swift", source),
                                       ("Presentation/TripsView.swift", "struct TripsView {}\n")])
        #expect(result.files.first { $0.path == "Presentation/AppDelegate.swift" }?.layer == "App")
        #expect(result.compositionRoots.map(\.path) == ["Presentation/AppDelegate.swift"])
        #expect(result.compositionRoots.map(\.mark) == [mark])
        #expect(result.layerDetection.summary
            == "layers: Presentation (Presentation), Domain (Domain), App (Presentation/AppDelegate.swift) — from folder names")
    }

    @Test func aDelegateNamedButNotConformedToIsNoRoot() {
        let result = LintHarness.lint([Self.anchor, ("UI/Handler.swift",
                                                     "final class Handler {\n    let delegate: UIApplicationDelegate\n}\n")])
        #expect(result.compositionRoots.isEmpty)
        #expect(result.files.first { $0.path == "UI/Handler.swift" }?.layer == "Presentation")
    }

    @Test func aRootInsideTheAppFolderIsNotNamedTwice() {
        let result = LintHarness.lint([Self.anchor, ("App/TripsApp.swift", "@main struct TripsApp {}\n")])
        #expect(result.layerDetection.summary == "layers: Domain (Domain), App (App) — from folder names")
    }

    @Test func rootsAreFoundInAProjectWithoutLayersAndNotInTests() {
        let result = LintHarness.lint([
            ("Sources/TripsApp.swift", "@main struct TripsApp {}\n"),
            ("Tests/Support/Delegate.swift", "final class FakeDelegate: UIApplicationDelegate {}\n"),
        ])
        #expect(result.files.allSatisfy { $0.layer == nil })
        #expect(result.compositionRoots.map(\.path) == ["Sources/TripsApp.swift"])
        #expect(result.files.first { $0.path == "Tests/Support/Delegate.swift" }?.isAppCode == false)
    }

    @Test func theLayersReasonNamesTheMark() {
        let sources = [Self.anchor, ("Sources/AppDelegate.swift", "@UIApplicationMain class AppDelegate {}\n"),
                       ("Sources/SceneDelegate.swift", "class Delegate: NSObject, UIApplicationDelegate {}\n")]
        var project = ProjectSources(root: ".", files: sources.map { SourceFile(path: $0.0, bytes: Array($0.1.utf8)) })
        project.explainsLayers = true
        let result = LintEngine().lint(project)
        let reasons = Dictionary(uniqueKeysWithValues: result.files.map { ($0.path, $0.reason) })
        #expect(reasons["Sources/AppDelegate.swift"] == "@UIApplicationMain, the composition root")
        #expect(reasons["Sources/SceneDelegate.swift"] == "UIApplicationDelegate conformance, the composition root")
    }

    @Test(arguments: [
        "import UIKit\n#if false\n@main\n#endif\nstruct Repo {\n    static func main() {}\n}\n",
        "import UIKit\nstruct Repo {}\n#if false\nextension Repo: UIApplicationDelegate {}\n#endif\n",
        "import UIKit\nstruct Repo {}\n#if true\n#else\n@UIApplicationMain final class Other {}\n#endif\n",
    ])
    func aMarkInCodeNeverCompiledMakesNoRoot(source: String) {
        let result = LintHarness.lint([Self.anchor, ("Domain/Repo.swift", source)])
        #expect(result.compositionRoots.isEmpty)
        #expect(result.files.first { $0.path == "Domain/Repo.swift" }?.layer == "Domain")
    }
}

/// What the engine notes about how views use persisted models.
@Suite struct ModelUseTests {
    private static let files = [
        ("Models/Trip.swift", "import SwiftData\n@Model final class Trip {\n    var name = \"\"\n}\n"),
        ("Models/Stop.swift", "import SwiftData\n@Model\nfinal class Stop {}\n"),
        ("Models/Money.swift", "struct Money {}\n"),
        ("Views/TripsView.swift", "import SwiftUI\nstruct TripsView: View {\n    @Query var trips: [Trip]\n"
            + "    var body: some View { Text(\"\") }\n}\n"),
        ("Views/StopsView.swift", "import SwiftUI\nstruct StopsView: View {\n    @Query(sort: \\Stop.name) var stops: [Stop]\n"
            + "    var body: some View { Text(\"\") }\n}\n"),
        ("Views/AboutView.swift", "import SwiftUI\nstruct AboutView: View {\n    var body: some View { Text(\"\") }\n}\n"),
        ("Tests/FakeView.swift", "struct FakeView: View {\n    @Query var trips: [Trip]\n    var body: some View { Text(\"\") }\n}\n"),
    ]

    @Test func modelFilesQueryingViewsAndViewsAreCounted() {
        let models = LintHarness.lint(Self.files).models
        #expect(models.modelFiles == ["Models/Stop.swift", "Models/Trip.swift"])
        #expect(models.queryingViews == ["StopsView", "TripsView"])
        #expect(models.views == 3)
        #expect(models.viewsQueryWidely)
    }

    @Test func oneQueryAmongManyViewsIsNotWide() {
        var models = ModelUse(modelFiles: ["M.swift"], queryingViews: ["A"], views: 2)
        #expect(!models.viewsQueryWidely)
        models.queryingViews = ["A", "B"]
        models.views = 9
        #expect(!models.viewsQueryWidely)
        models.views = 8
        #expect(models.viewsQueryWidely)
        models.queryingViews = ["A", "B", "C", "D", "E"]
        models.views = 100
        #expect(models.viewsQueryWidely)
        models.modelFiles = []
        #expect(!models.viewsQueryWidely, "queries of no @Model type of the app's own say nothing")
    }
}
