@testable import ArchLintCLI
@testable import ArchLintProject
import ArchLintEngine
import Foundation
import TestSupport
import Testing

@Suite(.enabled(if: GitFixture.gitPath != nil, "git is not installed"))
struct StagedLintTests {
    /// A repository with a committed clean file, and staged files whose disk content differs from the index.
    private func repository() throws -> GitFixture? {
        guard let repository = try GitFixture() else { return nil }
        try repository.directory.write("Sources/Committed.swift", "let a = 1\n")
        try repository.directory.write("README.md", "readme\n")
        try repository.git("add", "-A")
        try repository.git("commit", "-q", "-m", "start")
        // Staged with a violation.
        try repository.directory.write("Sources/New Feature.swift", "let b = FORBIDDEN\n")
        // Staged clean, then broken on disk only.
        try repository.directory.write("Sources/Edited.swift", "let c = 1\n")
        try repository.git("add", "Sources/New Feature.swift", "Sources/Edited.swift")
        try repository.directory.write("Sources/Edited.swift", "let c = FORBIDDEN\n")
        // Not staged at all, broken on disk.
        try repository.directory.write("Sources/Committed.swift", "let a = FORBIDDEN\n")
        return repository
    }

    @Test func lintsStagedContentOfStagedFilesAgainstTheWholeProject() throws {
        let repository = try #require(try repository())
        let linter = MarkerLinter()
        let run = runArchLint(["lint", "--staged"], in: repository.path, services: .testing(linter: linter),
                              environment: repository.environment)
        #expect(run.code == .findings)
        #expect(run.output == "Sources/New Feature.swift:1: error: marker-found: FORBIDDEN found\n")
        #expect(run.errors == noLayersNote + "1 error, 0 warnings in 2 files\n")
        let project = try #require(linter.projects.first)
        #expect(project.reportOnly == ["Sources/Edited.swift", "Sources/New Feature.swift"])
        #expect(project.files.map(\.path) == ["Sources/Committed.swift", "Sources/Edited.swift",
                                              "Sources/New Feature.swift"])
        let edited = try #require(project.files.first { $0.path == "Sources/Edited.swift" })
        guard case .bytes(let staged) = edited.load() else {
            Issue.record("the staged file has no content")
            return
        }
        #expect(staged == Array("let c = 1\n".utf8))
    }

    @Test func stagedViolationFixedOnDiskIsStillReported() throws {
        let repository = try #require(try repository())
        try repository.directory.write("Sources/New Feature.swift", "let b = 2\n")
        let run = runArchLint(["--staged"], in: repository.path, environment: repository.environment)
        #expect(run.code == .findings)
        #expect(run.output.contains("Sources/New Feature.swift:1:"))
    }

    @Test func nothingStagedExitsAtOnce() throws {
        let repository = try #require(try GitFixture())
        try repository.directory.write("a.swift", "FORBIDDEN\n")
        try repository.directory.write("notes.md", "x\n")
        try repository.git("add", "notes.md")
        let linter = MarkerLinter()
        let run = runArchLint(["lint", "--staged"], in: repository.path, services: .testing(linter: linter),
                              environment: repository.environment)
        #expect(run.code == .clean)
        #expect(run.errors == "archlint: no staged Swift files to lint\n")
        #expect(linter.projects.isEmpty)
    }

    @Test func stagedFilesOutsideTheLintedPathsOrExcludedAreLeftOut() throws {
        let repository = try #require(try GitFixture())
        try repository.directory.write(".archlint.json", #"{"exclude": ["Sources/Generated"]}"#)
        try repository.directory.write("Sources/Generated/g.swift", "FORBIDDEN\n")
        try repository.directory.write("Tests/t.swift", "FORBIDDEN\n")
        try repository.git("add", "-A")
        let run = runArchLint(["lint", "Sources", "--staged"], in: repository.path,
                              environment: repository.environment)
        #expect(run.code == .clean)
        #expect(run.errors == "archlint: no staged Swift files to lint\n")
    }

    @Test func stagedRunFromASubfolderOfTheRepository() throws {
        let repository = try #require(try GitFixture())
        try repository.directory.write("App/.archlint.json", "{}")
        try repository.directory.write("App/Sources/a.swift", "FORBIDDEN\n")
        try repository.directory.write("Other/b.swift", "FORBIDDEN\n")
        try repository.git("add", "-A")
        let linter = MarkerLinter()
        let run = runArchLint(["lint", "--staged"], in: repository.directory.url("App").path,
                              services: .testing(linter: linter), environment: repository.environment)
        #expect(run.code == .findings)
        #expect(run.output == "Sources/a.swift:1: error: marker-found: FORBIDDEN found\n")
        #expect(linter.projects.first?.reportOnly == ["Sources/a.swift"])
    }

    @Test func baselineStaleEntriesOnlyCountForStagedFiles() throws {
        let repository = try #require(try GitFixture())
        try repository.directory.write("a.swift", "FORBIDDEN\n")
        try repository.directory.write("b.swift", "FORBIDDEN\n")
        #expect(runArchLint(["lint", "--write-baseline", "b.json"], in: repository.path,
                            environment: repository.environment).code == .findings)
        try repository.directory.write("b.swift", "FORBIDDEN\nFORBIDDEN again\n")
        try repository.git("add", "b.swift")
        let run = runArchLint(["lint", "--staged", "--baseline", "b.json", "--strict"], in: repository.path,
                              environment: repository.environment)
        #expect(run.code == .findings)
        #expect(run.output == "b.swift:2: error: marker-found: FORBIDDEN found\n")
        #expect(!run.errors.contains("stale"))
    }

    @Test func outsideARepositoryStagedIsAnError() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.swift", "")
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CEILING_DIRECTORIES"] = PathText.parent(directory.path)
        let run = runArchLint(["lint", "--staged"], in: directory.path, environment: environment)
        #expect(run.code == .usageError)
        #expect(run.errors.hasPrefix("error: `git rev-parse --show-toplevel` failed: "))
    }
}
