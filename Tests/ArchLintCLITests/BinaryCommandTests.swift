@testable import ArchLintCLI
import Foundation
import TestSupport
import Testing

/// Every command through the built executable, with its exit code, on a small project with known findings:
/// a Domain file importing SwiftUI (error) and an N+1 await (warning).
@Suite(.enabled(if: BuiltBinary.path != nil, "the archlint executable was not found beside the tests; build it first"))
struct BinaryCommandTests {
    static let domain = "import SwiftUI\n\nstruct Trip {\n    var name: String\n}\n"
    static let service = """
        import Foundation

        struct Report {
            let tripRepository: any TripRepository
            func run(ids: [Int]) async throws {
                for id in ids {
                    _ = try await tripRepository.trip(id: id)
                }
            }
        }

        """

    private func project(errors: Bool = true) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write(".archlint.json", "{}\n")
        try directory.write("Domain/Report.swift", Self.service)
        if errors { try directory.write("Domain/Trip.swift", Self.domain) }
        return directory
    }

    @Test func lintExitsOneOnErrorsAndNamesEachFinding() throws {
        let directory = try project()
        let run = try BuiltBinary.run(["lint", "--no-color"], in: directory.path)
        #expect(run.status == 1)
        #expect(run.output.contains("Domain/Trip.swift:1:1: error: `import SwiftUI` in the Domain layer"))
        #expect(run.output.contains("Domain/Report.swift:7:21: warning: `await tripRepository.trip(…)` inside a loop"))
        #expect(run.errors.contains("1 error, 1 warning"))
    }

    @Test func warningsAloneExitZeroUnlessStrict() throws {
        let directory = try project(errors: false)
        #expect(try BuiltBinary.run(["lint"], in: directory.path).status == 0)
        #expect(try BuiltBinary.run(["lint", "--strict"], in: directory.path).status == 1)
    }

    @Test func explainPrintsTheRuleDocumentWithoutFrontmatter() throws {
        let directory = try TemporaryDirectory()
        let run = try BuiltBinary.run(["explain", "view-body-logic"], in: directory.path)
        #expect(run.status == 0)
        #expect(run.output.contains("Keep business logic out of SwiftUI view bodies"))
        #expect(run.output.contains("What it does not flag"))
        #expect(!run.output.contains("enabledByDefault:"))
    }

    @Test func reportWritesSelfContainedHTML() throws {
        let directory = try project()
        let run = try BuiltBinary.run(["report", ".", "--format", "html", "--output", "report.html"], in: directory.path)
        #expect(run.status == 0)
        let html = try directory.read("report.html")
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<svg"))
        #expect(!html.contains("src=\"http") && !html.contains("href=\"http"))
        let markdown = try BuiltBinary.run(["report", ".", "--format", "markdown"], in: directory.path)
        #expect(markdown.status == 0)
        #expect(markdown.output.contains("| domain-framework-import |"))
    }

    @Test func graphPrintsMermaidAndDot() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".archlint.json", "{}\n")
        try directory.write("Domain/Trip.swift", "struct Trip {}\n")
        try directory.write("Data/TripStore.swift", "struct TripStore { var trips: [Trip] }\n")
        try directory.write("Presentation/TripList.swift", "struct TripList { let store: TripStore }\n")
        let mermaid = try BuiltBinary.run(["graph", ".", "--format", "mermaid"], in: directory.path)
        #expect(mermaid.status == 0)
        #expect(mermaid.output.hasPrefix("flowchart LR"))
        #expect(mermaid.output.contains("forbidden"))
        let dot = try BuiltBinary.run(["graph", ".", "--format", "dot"], in: directory.path)
        #expect(dot.status == 0)
        #expect(dot.output.contains("digraph"))
        #expect(dot.output.contains("color=red") || dot.output.contains("color=\"#"))
    }

    @Test func initWritesAValidConfigurationAndRefusesToOverwrite() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/TripDomain/Trip.swift", "struct Trip {}\n")
        #expect(try BuiltBinary.run(["init"], in: directory.path).status == 0)
        #expect(try directory.read(".archlint.json").contains("\"Domain\""))
        let again = try BuiltBinary.run(["init"], in: directory.path)
        #expect(again.status == 2)
        #expect(try BuiltBinary.run(["lint"], in: directory.path).status == 0)
    }

    @Test func installHookWritesAnExecutableHookOnce() throws {
        let repository = try #require(try GitFixture(), "git is needed for install-hook")
        let directory = repository.directory
        let run = try BuiltBinary.run(["install-hook"], in: directory.path, environment: repository.environment)
        #expect(run.status == 0)
        let hook = try directory.read(".git/hooks/pre-commit")
        #expect(hook.contains("lint --staged"))
        #expect(FileManager.default.isExecutableFile(atPath: directory.url(".git/hooks/pre-commit").path))
        let again = try BuiltBinary.run(["install-hook"], in: directory.path, environment: repository.environment)
        #expect(again.status == 2)
        let forced = try BuiltBinary.run(["install-hook", "--force"], in: directory.path,
                                         environment: repository.environment)
        #expect(forced.status == 0)
    }

    @Test func outputFileReceivesTheReportAndStdoutStaysEmpty() throws {
        let directory = try project()
        let run = try BuiltBinary.run(["lint", "--format", "json", "--output", "out.json"], in: directory.path)
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        let object = try JSONSerialization.jsonObject(with: Data(try directory.read("out.json").utf8)) as? [String: Any]
        #expect((object?["findings"] as? [Any])?.count == 2)
    }
}
