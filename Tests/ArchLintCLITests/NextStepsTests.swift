@testable import ArchLintCLI
import ArchLintEngine
import ArchLintReporters
import Foundation
import TestSupport
import Testing

/// A first run says what to do next: adopt the findings as a baseline, take the SwiftData stance, declare layers;
/// in full at a terminal, one line each in the summary of the other formats.
@Suite struct NextStepsTests {
    /// An app of the SwiftData stance: a Domain folder, `@Model` types with validation in Models/, views that
    /// query them and save in their actions.
    static func swiftDataApp() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("Domain/Portion.swift", "struct Portion {\n    var grams: Double\n}\n")
        for name in ["Recipe", "Meal", "Shelf"] {
            try directory.write("Models/\(name).swift", """
                import SwiftData

                @Model
                final class \(name) {
                    var title: String

                    init(title: String) {
                        self.title = title
                    }

                    func validate() throws {
                        guard !title.isEmpty else { throw PantryError.emptyTitle }
                    }
                }

                """)
            try directory.write("Views/\(name)ListView.swift", """
                import SwiftUI
                import SwiftData

                struct \(name)ListView: View {
                    @Environment(\\.modelContext) private var modelContext
                    @Query private var items: [\(name)]

                    var body: some View {
                        Button("Add") {
                            modelContext.insert(\(name)(title: "New"))
                            try? modelContext.save()
                        }
                    }
                }

                """)
        }
        try directory.write("PantryApp.swift", "import SwiftUI\n\n@main\nstruct PantryApp: App {\n}\n")
        return directory
    }

    /// An app with no Domain folder: views, view models, plain models, helpers, an entry point and a delegate.
    static func appWithoutDomain() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("Shelf/ShelfApp.swift", "import SwiftUI\n\n@main\nstruct ShelfApp: App {}\n")
        try directory.write("Shelf/AppDelegate.swift",
                            "import UIKit\n\nfinal class AppDelegate: NSObject, UIApplicationDelegate {}\n")
        try directory.write("Shelf/Views/BooksView.swift", "import SwiftUI\n\nstruct BooksView: View {\n"
                            + "    var body: some View { Text(\"Books\") }\n}\n")
        try directory.write("Shelf/ViewModels/BooksViewModel.swift", "@Observable\nfinal class BooksViewModel {}\n")
        try directory.write("Shelf/Models/Book.swift", "struct Book {\n    var title: String\n}\n")
        try directory.write("Shelf/Helpers/Colors.swift", "enum Colors {}\n")
        try directory.write("ShelfTests/BooksTests.swift", "final class BooksTests {}\n")
        return directory
    }

    @Test func manyFindingsWithoutABaselinePointToInitFreeze() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/Legacy.swift", String(repeating: "let x = FORBIDDEN\n", count: 20))
        let run = runArchLint(["lint"], in: directory.path)
        #expect(run.code == .findings)
        let lines = run.errors.split(separator: "\n").map(String.init)
        #expect(lines.suffix(2) == ["next: 20 findings and no baseline: `archlint init --freeze` records them as debt, "
                                    + "and later runs report only new ones", "20 errors, 0 warnings in 1 file"])
        // Fewer, or with a baseline in play, nothing to adopt.
        try directory.write("Sources/Legacy.swift", String(repeating: "let x = FORBIDDEN\n", count: 19))
        #expect(!runArchLint(["lint"], in: directory.path).errors.contains("next:"))
        try directory.write("Sources/Legacy.swift", String(repeating: "let x = FORBIDDEN\n", count: 20))
        #expect(!runArchLint(["lint", "--no-baseline"], in: directory.path).errors.contains("next:"))
        #expect(!runArchLint(["lint", "--quiet"], in: directory.path).errors.contains("next:"))
        _ = runArchLint(["lint", "--write-baseline", "b.json"], in: directory.path)
        #expect(!runArchLint(["lint", "--baseline", "b.json"], in: directory.path).errors.contains("next:"))
    }

    @Test func atATerminalTheStepIsToldInFull() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/Legacy.swift", String(repeating: "let x = FORBIDDEN\n", count: 25))
        try directory.write(".archlint.json", "{}\n")
        var services = CommandServices.testing()
        services.reporter = { _ in TerminalReporter() }
        let run = runArchLint(["lint"], in: directory.path, services: services, terminal: true)
        #expect(run.errors.contains("""
            next steps:
              1. 25 findings and no baseline. `archlint init --freeze` records them as accepted debt in \
            .archlint-baseline.json, named in .archlint.json; from then on lint, the hooks and CI report only new \
            findings, and each fixed one leaves the baseline (`--no-baseline` still shows all).
            25 errors, 0 warnings in 1 file

            """))
    }

    @Test func viewsThatQueryModelsWidelyPointToTheSwiftDataProfileAndWhatItChanges() throws {
        let directory = try Self.swiftDataApp()
        let run = runArchLint(["lint"], in: directory.path, services: .live)
        #expect(run.code == .findings)
        let step = try #require(run.errors.split(separator: "\n").first { $0.hasPrefix("next:") })
        #expect(step == "next: 3 of 3 views query @Model types: `--profile swiftdata` takes the SwiftData stance "
            + "(9 of these findings go)")
        // What it says is what the profile does.
        let before = runArchLint(["lint", "--format", "json"], in: directory.path, services: .live)
        let after = runArchLint(["lint", "--format", "json", "--profile", "swiftdata"], in: directory.path,
                                services: .live)
        #expect(try Self.findingCount(before.output) - Self.findingCount(after.output) == 9)
        // Chosen on the command line or in the configuration, the stance is not advised again.
        #expect(!after.errors.contains("next:"))
        let terminal = runArchLint(["lint", "--format", "terminal"], in: directory.path, services: .live)
        #expect(terminal.errors.contains("3 of 3 views query @Model types with @Query: this app follows the SwiftData "
            + "stance. `--profile swiftdata` (or \"profile\": \"swiftdata\" in .archlint.json) allows validation in "
            + "@Model types, modelContext.save() in view actions and views' use of the @Model types the Data layer "
            + "declares, and keeps every other check; on this code 3 persisted-entity-logic and 6 view-body-logic "
            + "findings would go."))
        try directory.write(".archlint.json", "{\"profile\": \"swiftdata\"}")
        #expect(!runArchLint(["lint"], in: directory.path, services: .live).errors.contains("--profile swiftdata"))
    }

    @Test func noDomainGivesAPasteableLayersBlockBuiltFromTheFolders() throws {
        let directory = try Self.appWithoutDomain()
        let run = runArchLint(["lint", "--format", "terminal"], in: directory.path, services: .live, errorWidth: 60)
        let block = try #require(Self.block(in: run.errors, indent: "       "))
        #expect(block == """
            "layers": {
              "Presentation": {
                "paths": ["Shelf/ViewModels/**", "Shelf/Views/**"],
                "mayDependOn": ["Domain"]
              },
              "Domain": {"paths": ["Shelf/Models/**"], "mayDependOn": []},
              "App": {
                "paths": ["Shelf/AppDelegate.swift", "Shelf/ShelfApp.swift"],
                "mayDependOn": ["Presentation", "Domain"]
              }
              // not placed yet: Shelf/Helpers (1 file)
            },
            """)
        // Pasted after the opening brace of a configuration, it gives the project layers, the delegate the App.
        try directory.write(".archlint.json", "{\n" + block + "\n  \"profile\": \"default\"\n}\n")
        let layers = runArchLint(["layers"], in: directory.path, services: .live)
        #expect(layers.code == .clean, "\(layers.errors)")
        #expect(layers.output.contains("""
            App — 2 files
              Shelf  1 file  (glob Shelf/AppDelegate.swift)
              Shelf  1 file  (glob Shelf/ShelfApp.swift)
            """), "\(layers.output)")
        #expect(layers.output.contains("Domain — 1 file\n  Shelf/Models  1 file  (glob Shelf/Models/**)"))
        #expect(layers.output.contains("Shelf/Helpers  1 file  (no configured glob or module covers it)"))
        // Other formats get one line.
        try FileManager.default.removeItem(at: directory.url(".archlint.json"))
        let plain = runArchLint(["lint", "--format", "xcode"], in: directory.path, services: .live)
        #expect(plain.errors.contains("next: no Domain layer, so the layer rules are off; a layers block built from "
            + "your folders turns them on (`archlint init` writes it, commented out, in .archlint.json)"))
    }

    @Test func aSmallToolWithOneFolderIsNotToldToDeclareLayers() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/Tool/main.swift", "print(1)\n")
        try directory.write("Sources/Tool/Options.swift", "struct Options {}\n")
        #expect(!runArchLint(["lint"], in: directory.path, services: .live).errors.contains("next:"))
    }

    @Test func summariesWrapAtWordsToTheTerminalOnStandardError() throws {
        let directory = try Self.appWithoutDomain()
        let run = runArchLint(["lint", "--format", "terminal"], in: directory.path, services: .live, errorWidth: 50)
        let blockLines = Set((Self.block(in: run.errors, indent: "       ") ?? "").split(separator: "\n").map {
            "       " + $0 })
        for line in run.errors.split(separator: "\n") where !blockLines.contains(String(line)) {
            #expect(line.count <= 50, "\(line)")
        }
        // Nothing is cut inside a word: the summary reads the same with its breaks taken out.
        let unwrapped = run.errors.replacingOccurrences(of: "\n  ", with: " ")
        #expect(unwrapped.contains("no layered structure found (no Domain layer; by name only Presentation "
            + "(Shelf/ViewModels, Shelf/Views)): layer rules are off; view, view-model, entity and n+1 rules "
            + "still apply"))
        // Without a terminal there, lines stay whole.
        let piped = runArchLint(["lint", "--format", "terminal"], in: directory.path, services: .live)
        #expect(piped.errors.contains("no layered structure found (no Domain layer; by name only Presentation "
            + "(Shelf/ViewModels, Shelf/Views)): layer rules are off; view, view-model, entity and n+1 rules "
            + "still apply\n"))
    }

    @Test func wordWrapBreaksOnlyAtSpacesAndIndentsWhatFollows() {
        #expect(WordWrap.paragraph("layers: Presentation (Sources/UI), Domain (Sources/Domain) — from folder names",
                                   width: 30) == """
            layers: Presentation
              (Sources/UI), Domain
              (Sources/Domain) — from
              folder names
            """)
        #expect(WordWrap.paragraph("  1. a b c", width: nil) == "  1. a b c")
        #expect(WordWrap.lines("a-very-long-word-that-does-not-fit-anywhere x", width: 20)
            == ["a-very-long-word-that-does-not-fit-anywhere", "x"])
    }

    private static func findingCount(_ json: String) throws -> Int {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return try #require(object["findings"] as? [Any]).count
    }

    /// The block printed under a step, its indentation taken off: from `"layers": {` to `},`.
    static func block(in text: String, indent: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: indent + "\"layers\": {"),
              let end = lines[start...].firstIndex(of: indent + "},") else { return nil }
        return lines[start...end].map { String($0.dropFirst(indent.count)) }.joined(separator: "\n")
    }

    @Test func aFolderNameWithALineBreakStaysInsideTheBlocksComment() throws {
        let directory = try Self.appWithoutDomain()
        try directory.write("Shelf/Help\n\"injected\": 1, /Help.swift", "struct Help {}\n")
        let run = runArchLint(["lint", "--format", "terminal"], in: directory.path, services: .live, errorWidth: 200)
        let block = try #require(Self.block(in: run.errors, indent: "       "))
        #expect(block.contains("// not placed yet: Shelf/Help \"injected\": 1,  (1 file), Shelf/Helpers (1 file)"),
                "\(block)")
        #expect(!block.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("\"inj") })
    }

    @Test func withAConfigurationGivenTheStepToFreezeNamesIt() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/Legacy.swift", String(repeating: "let x = FORBIDDEN\n", count: 20))
        try directory.write("team.json", "{\"rules\": {}}\n")
        let run = runArchLint(["lint", "--config", "team.json"], in: directory.path)
        #expect(run.errors.contains("next: 20 findings and no baseline: `archlint init --freeze --config team.json` "
            + "records them as debt"), "\(run.errors)")
        #expect(runArchLint(["init", "--freeze", "--config", "team.json"], in: directory.path).code == .clean)
        let after = runArchLint(["lint", "--config", "team.json"], in: directory.path)
        #expect(after.code == .clean)
        #expect(!after.errors.contains("next:"))
    }
}

/// What `--write-baseline` and `--strict` say on their last lines.
@Suite struct BaselineOutputTests {
    @Test func writeBaselineSaysWhatItRecordedAndMerged() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.swift", "let a = FORBIDDEN\nlet b = FORBIDDEN\nlet c = DISCOURAGED\n")
        let first = runArchLint(["lint", "--write-baseline", "b.json"], in: directory.path)
        #expect(first.errors.hasSuffix("2 errors, 1 warning in 1 file\nRecorded 3 findings in b.json (a new baseline)\n"),
                "\(first.errors)")
        try directory.write("a.swift", "let a = FORBIDDEN\nlet c = DISCOURAGED\nlet d = FORBIDDEN\nlet e = FORBIDDEN\n")
        let merged = runArchLint(["lint", "--baseline", "b.json", "--write-baseline", "b.json"], in: directory.path)
        let last = merged.errors.split(separator: "\n").last.map(String.init)
        #expect(last == "Recorded 4 findings in b.json (2 new, 1 removed: fixed or changed)")
        // The entry it just removed is not listed as stale as well.
        #expect(!merged.errors.contains("stale"))
        let again = runArchLint(["lint", "--baseline", "b.json", "--write-baseline", "b.json"], in: directory.path)
        #expect(again.errors.hasSuffix("Recorded 4 findings in b.json (unchanged)\n"))
    }

    @Test func aStrictFailureSaysWhyOnItsLastLine() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.swift", "let a = FORBIDDEN\nlet b = DISCOURAGED\n")
        _ = runArchLint(["lint", "--write-baseline", "b.json"], in: directory.path)
        try directory.write("a.swift", "let b = DISCOURAGED\nlet c = DISCOURAGED\n")
        let strict = runArchLint(["lint", "--baseline", "b.json", "--strict"], in: directory.path)
        #expect(strict.code == .findings)
        #expect(strict.errors.hasSuffix("0 errors, 1 warning in 1 file (1 more in the baseline)\n--strict: failing on "
            + "1 warning and 1 stale baseline entry (refresh with --write-baseline)\n"), "\(strict.errors)")
        let quiet = runArchLint(["lint", "--baseline", "b.json", "--strict", "--quiet"], in: directory.path)
        #expect(quiet.errors.hasSuffix("--strict: failing on 1 warning and 1 stale baseline entry (refresh with "
            + "--write-baseline)\n"))
        // Errors fail a run without --strict's help: the summary line says so, and no --strict line follows.
        try directory.write("a.swift", "let a = FORBIDDEN\nlet z = FORBIDDEN\n")
        let failing = runArchLint(["lint", "--baseline", "b.json", "--strict"], in: directory.path)
        #expect(failing.code == .findings)
        #expect(!failing.errors.contains("--strict:"))
        #expect(failing.errors.hasSuffix("1 error, 0 warnings in 1 file (1 more in the baseline)\n"))
    }

    @Test func aLongBlockBreaksBetweenValuesAndStaysValid() throws {
        var result = LintResult(root: ".", findings: [], files: [], rules: [], layerGraph: LayerGraph(layers: [], edges: []))
        result.files = (0..<12).map { FileSummary(path: "Sources/Feature\($0)Views/Screen.swift", layer: nil, lines: 1) }
            + (0..<30).map { FileSummary(path: "Sources/Module\($0)/Code.swift", layer: nil, lines: 1) }
        result.layerDetection = LayerDetection(basis: .none, layers: [
            .init(name: "Presentation", places: (0..<12).map { "Sources/Feature\($0)Views" })])
        let block = LayersSuggestion(result).block
        for line in block.split(separator: "\n") { #expect(line.count <= LayersSuggestion.width, "\(line)") }
        #expect(block.contains("    \"paths\": [\n      \"Sources/Feature0Views/**\",\n"))
        #expect(block.contains("  // not placed yet: Sources/Module0 (1 file), Sources/Module1 (1 file)"))
        let configuration = try Configuration.parse(Data(("{\n" + block + "\n\"profile\": \"default\"}").utf8),
                                                    file: "x", knownRules: [:])
        #expect(configuration.layers?.first?.paths.count == 12)
    }

    @Test func stepsNameTheProjectWhenItIsNotTheWorkingDirectory() throws {
        let directory = try TemporaryDirectory()
        try directory.write("My App/Sources/Legacy.swift", String(repeating: "let x = FORBIDDEN\n", count: 20))
        try directory.write("My App/Package.swift", "// swift-tools-version:6.0\n")
        let run = runArchLint(["lint", "My App"], in: directory.path)
        #expect(run.errors.contains("next: 20 findings and no baseline: `archlint init 'My App' --freeze` records them"))
        var services = CommandServices.testing()
        services.reporter = { _ in TerminalReporter() }
        let terminal = runArchLint(["lint", "My App"], in: directory.path, services: services, terminal: true)
        #expect(terminal.errors.contains("records them as accepted debt in My App/.archlint-baseline.json, beside a new "
            + "My App/.archlint.json;"), "\(terminal.errors)")
        #expect(NextSteps.shellWord("Apps/Trips") == "Apps/Trips")
        #expect(NextSteps.shellWord("it's here") == "'it'\\''s here'")
    }

    @Test func theModelsLayerTakesModelFoldersWholeAndModelFilesElsewhere() throws {
        var result = LintResult(root: ".", findings: [], files: [], rules: [], layerGraph: LayerGraph(layers: [], edges: []))
        let paths = ["Models/Trip.swift", "Models/Stop.swift", "Models/Money.swift", "Features/Trips/TripsView.swift",
                     "Features/Trips/Booking.swift", "Features/Trips/Filters.swift", "Tests/Models/Fake.swift"]
        result.files = paths.map { FileSummary(path: $0, layer: nil, lines: 1, isAppCode: !$0.hasPrefix("Tests/")) }
        result.models = ModelUse(modelFiles: ["Features/Trips/Booking.swift", "Models/Stop.swift", "Models/Trip.swift"],
                                 queryingViews: ["TripsView"], views: 1)
        let layer = try #require(ModelsLayer(result))
        #expect(layer.paths == ["Features/Trips/Booking.swift", "Models/**"])
        #expect(layer.queryingViews == 1)
        result.models.queryingViews = []
        #expect(ModelsLayer(result) == nil, "models no view queries are not a layer views need")
    }
}
