@testable import ArchLintCLI
import Foundation
import TestSupport
import Testing

@Suite struct OutlineCommandTests {
    @Test func printsOneLinePerFileNamedAsGiven() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/B.swift", "let b = 2\n")
        try directory.write("Sources/A.swift", "let a = 1\n")
        try directory.write("Sources/.build/x.swift", "")
        try directory.write("Single.swift", "x")
        let run = runArchLint(["outline", "Sources", "./Single.swift"], in: directory.path)
        #expect(run.code == .clean)
        #expect(run.output == """
            {"path":"Sources/A.swift","bytes":10}
            {"path":"Sources/B.swift","bytes":10}
            {"path":"./Single.swift","bytes":1}

            """)
    }

    @Test func currentFolderGivesBarePaths() throws {
        let directory = try TemporaryDirectory()
        try directory.write("A.swift", "")
        #expect(runArchLint(["outline", "."], in: directory.path).output == "{\"path\":\"A.swift\",\"bytes\":0}\n")
    }

    @Test func missingPathAndNonSwiftFileAreErrors() throws {
        let directory = try TemporaryDirectory()
        try directory.write("notes.txt", "")
        #expect(runArchLint(["outline", "Missing"], in: directory.path).code == .usageError)
        let run = runArchLint(["outline", "notes.txt"], in: directory.path)
        #expect(run.code == .usageError)
        #expect(run.errors.contains("notes.txt: not a Swift file"))
    }
}

@Suite struct ReportAndGraphTests {
    private func project() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/a.swift", "FORBIDDEN\n")
        try directory.write("Sources/b.swift", "")
        return directory
    }

    @Test func reportRendersToStdoutAndExitsZeroDespiteFindings() throws {
        let directory = try project()
        let run = runArchLint(["report"], in: directory.path)
        #expect(run.code == .clean)
        #expect(run.output == "html: 1 findings in 2 files, root .\n")
        let markdown = runArchLint(["report", "Sources", "--format", "markdown"], in: directory.path)
        // Without a configuration or repository, the folder given is the root.
        #expect(markdown.output == "markdown: 1 findings in 2 files, root Sources\n")
    }

    @Test func reportWritesTheOutputFile() throws {
        let directory = try project()
        let run = runArchLint(["report", "--output", "report.html"], in: directory.path)
        #expect(run.code == .clean)
        #expect(run.output == "")
        #expect(try directory.read("report.html") == "html: 1 findings in 2 files, root .\n")
    }

    @Test func graphRendersInTheChosenFormat() throws {
        let directory = try project()
        #expect(runArchLint(["graph"], in: directory.path).output.hasPrefix("mermaid: "))
        #expect(runArchLint(["graph", "--format", "dot"], in: directory.path).output.hasPrefix("dot: "))
    }

    @Test func missingRendererIsAUsageError() throws {
        let directory = try project()
        let linter = MarkerLinter()
        let run = runArchLint(["graph"], in: directory.path, services: .testing(linter: linter, renderers: false))
        #expect(run.code == .usageError)
        #expect(run.errors == "error: the mermaid format is not available in this build\n")
        #expect(linter.projects.isEmpty)
    }
}
