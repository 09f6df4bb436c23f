@testable import ArchLintProject
import ArchLintEngine
import ArchLintRules
import Foundation
import TestSupport
import Testing

/// The project model every entry point shares: where the root is, which configuration and baseline apply, and what
/// one lint reports, whatever folder it is asked from.
struct ProjectTests {
    /// An app whose Domain imports a UI framework in two files, with a configuration one folder down.
    private static func app() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("ios/.archlint.json", #"{"baseline": "debt.json"}"#)
        try directory.write("ios/Domain/Trip.swift", "import SwiftUI\nstruct Trip {}\n")
        try directory.write("ios/Domain/Rules/Fare.swift", "import UIKit\nstruct Fare {}\n")
        try directory.write("ios/Views/TripView.swift", "import SwiftUI\nstruct TripView {}\n")
        return directory
    }

    @Test func theRootIsTheConfigurationsFolderWhereverTheCommandRuns() throws {
        let app = try Self.app()
        for (workingDirectory, path) in [(app.path, "ios/Domain"), (app.url("ios/Views").path, "../Domain/Trip.swift"),
                                         ("/", app.url("ios").path)] {
            let project = try Project.load(ProjectOptions(paths: [path], baseline: .ignored),
                                           in: ProjectEnvironment.testing(in: workingDirectory))
            #expect(project.root == app.url("ios").path)
            #expect(project.configurationFile == app.url("ios/.archlint.json").path)
            #expect(project.configuration.baseline == "debt.json")
        }
    }

    @Test func theConfiguredBaselineIsRelativeToTheConfigurationsFolder() throws {
        let app = try Self.app()
        let environment = ProjectEnvironment.testing(in: app.url("ios/Views").path)
        #expect(throws: ConfigurationError.self) {
            // Named by the configuration, missing on disk: an error, never silently no baseline.
            try Project.load(ProjectOptions(paths: ["."]), in: environment)
        }
        try app.write("ios/debt.json", #"{"version": 1, "entries": []}"#)
        let project = try Project.load(ProjectOptions(paths: ["."]), in: environment)
        #expect(project.baselineFile == app.url("ios/debt.json").path)
        #expect(project.baseline?.entries == [])
        let ignored = try Project.load(ProjectOptions(paths: ["."], baseline: .ignored), in: environment)
        #expect(ignored.baselineFile == nil && ignored.baseline == nil)
        let starting = try Project.load(ProjectOptions(paths: ["."], baseline: .startingAt("new.json")), in: environment)
        #expect(starting.baselineFile == app.url("ios/Views/new.json").path)
        #expect(starting.baseline?.entries == [])
    }

    @Test func aSubfolderReportsItsFilesWithTheFindingsOfAFullRun() throws {
        let app = try Self.app()
        let environment = ProjectEnvironment.testing(in: app.path)
        let full = try Project.load(ProjectOptions(paths: ["ios"], baseline: .ignored), in: environment).lint()
        let part = try Project.load(ProjectOptions(paths: ["ios/Domain/Rules"], baseline: .ignored),
                                    in: environment).lint()
        let files = Set(full.result.findings.map(\.file))
        #expect(files == ["Domain/Trip.swift", "Domain/Rules/Fare.swift"])
        #expect(part.result.findings == full.result.findings.filter { $0.file == "Domain/Rules/Fare.swift" })
        #expect(part.reportedFiles == 1)
        #expect(full.reportedFiles == 3)
    }

    @Test func theBaselineHidesRecordedDebtAndNamesStaleEntries() throws {
        let app = try Self.app()
        let environment = ProjectEnvironment.testing(in: app.path)
        let findings = try Project.load(ProjectOptions(paths: ["ios"], baseline: .ignored), in: environment)
            .lint().ownFindings
        var baseline = Baseline(findings: findings.filter { $0.file == "Domain/Trip.swift" })
        baseline.entries.append(BaselineEntry(rule: findings[0].ruleID, file: "Domain/Gone.swift", line: 1,
                                              text: "import UIKit", occurrence: 0))
        try app.write("ios/debt.json", String(decoding: baseline.encoded(), as: UTF8.self))

        let lint = try Project.load(ProjectOptions(paths: ["ios"]), in: environment).lint()
        #expect(lint.result.findings.map(\.file) == ["Domain/Rules/Fare.swift"])
        #expect(lint.result.baselined.map(\.file) == ["Domain/Trip.swift"])
        #expect(lint.hidden == 1)
        #expect(lint.staleEntries.map(\.baseline) == [app.url("ios/debt.json").path])
        #expect(lint.staleEntries.flatMap(\.entries).map(\.file) == ["Domain/Gone.swift"])
        #expect(lint.ownFindings.count == 2)
    }

    @Test func aNestedProjectIsLintedWithItsOwnConfigurationAndBaseline() throws {
        let repository = try Self.app()
        // The outer project declares layers of its own; `watch/` is a project apart with a baseline of its own.
        try repository.write(".archlint.json", #"{"layers": {"Domain": {"paths": ["Shared/**"]}}}"#)
        try repository.write("Shared/Clock.swift", "import UIKit\nstruct Clock {}\n")
        try repository.write("ios/debt.json", #"{"version": 1, "entries": []}"#)
        let lint = try Project.load(ProjectOptions(paths: []), in: ProjectEnvironment.testing(in: repository.path)).lint()
        #expect(Set(lint.result.findings.map(\.file))
            == ["Shared/Clock.swift", "ios/Domain/Trip.swift", "ios/Domain/Rules/Fare.swift"])
        #expect(lint.ownFindings.map(\.file) == ["Shared/Clock.swift"])
        #expect(lint.reportedFiles == 4)

        let outerOnly = try Project.load(ProjectOptions(paths: []), in: ProjectEnvironment.testing(in: repository.path))
            .lint(nested: false)
        #expect(outerOnly.result.findings.map(\.file) == ["Shared/Clock.swift"])
        #expect(outerOnly.result.files.map(\.path) == ["Shared/Clock.swift"])
    }

    @Test func aNestedProjectsTraceIsRelativeToTheOuterRootAsItsFileIs() throws {
        let repository = try TemporaryDirectory()
        try repository.write(".archlint.json", "{}")
        try repository.write("ios/.archlint.json", "{}")
        try repository.write("ios/Data/Client.swift", """
            import Foundation
            final class CatalogClient {
                func fetchCatalog() async throws -> Data {
                    try await URLSession.shared.data(from: URL(string: "https://example.com")!).0
                }
            }
            """)
        try repository.write("ios/Presentation/V.swift", """
            import SwiftUI
            struct CatalogView: View {
                let client = CatalogClient()
                var body: some View { Text("x").task { _ = try? await client.fetchCatalog() } }
            }
            """)
        let lint = try Project.load(ProjectOptions(paths: []), in: ProjectEnvironment.testing(in: repository.path)).lint()
        let finding = try #require(lint.result.findings.first { !$0.trace.isEmpty })
        #expect(finding.file == "ios/Presentation/V.swift")
        #expect(finding.trace.map(\.file) == ["ios/Data/Client.swift", "ios/Data/Client.swift"])
        #expect(finding.message.contains("(`ios/Data/Client.swift:3`)"))
        #expect(!finding.message.contains("(`Data/"))
    }

    @Test func aLayerGlobThatMatchesNothingIsNamed() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".archlint.json", #"""
            {"layers": {"Domain": {"paths": ["Domain/**", "Core/**"]},
                        "Data": {"paths": ["Data/**"], "mayDependOn": ["Domain"]}}}
            """#)
        try directory.write("Domain/Trip.swift", "struct Trip {}\n")
        let lint = try Project.load(ProjectOptions(), in: ProjectEnvironment.testing(in: directory.path)).lint()
        #expect(lint.unmatchedGlobs == [UnmatchedLayerGlob(layer: "Domain", pattern: "Core/**"),
                                        UnmatchedLayerGlob(layer: "Data", pattern: "Data/**")])
    }

    @Test func aPathOutsideTheProjectIsRefused() throws {
        let app = try Self.app()
        #expect(throws: ProjectError.pathOutsideProject(app.path, root: "ios")) {
            try Project.load(ProjectOptions(paths: [app.path], configPath: "ios/.archlint.json"),
                             in: ProjectEnvironment.testing(in: app.path))
        }
        #expect(throws: ProjectError.pathNotFound("nowhere")) {
            try Project.load(ProjectOptions(paths: ["nowhere"]), in: ProjectEnvironment.testing(in: app.path))
        }
    }
}
