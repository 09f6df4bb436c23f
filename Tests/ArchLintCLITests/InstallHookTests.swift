@testable import ArchLintCLI
@testable import ArchLintProject
import Foundation
import TestSupport
import Testing

@Suite(.enabled(if: GitFixture.gitPath != nil, "git is not installed"))
struct InstallHookTests {
    @Test func installsAnExecutableHookRunningLintStaged() throws {
        let repository = try #require(try GitFixture())
        let run = runArchLint(["install-hook"], in: repository.path, environment: repository.environment)
        #expect(run.code == .clean)
        #expect(run.output.contains(".git/hooks/pre-commit"))
        let hook = try repository.directory.read(".git/hooks/pre-commit")
        #expect(hook.hasPrefix("#!/bin/sh\n"))
        #expect(hook.contains("exec archlint lint --staged\n"))
        let hookPath = repository.directory.url(".git/hooks/pre-commit").path
        let attributes = try FileManager.default.attributesOfItem(atPath: hookPath)
        #expect((attributes[.posixPermissions] as? Int).map { $0 & 0o111 == 0o111 } == true)
    }

    /// Runs a hook script with `sh` and a `PATH` that has no archlint; returns its status and standard error.
    private func runHook(_ script: String, in directory: String) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = ["PATH": "/usr/bin:/bin"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func withoutArchlintTheHookStopsTheCommitInsteadOfPassingIt() throws {
        let directory = try TemporaryDirectory()
        let missing = try runHook(InstallHookCommand.script(fallback: nil), in: directory.path)
        #expect(missing.status == 1)
        #expect(missing.errors.contains("archlint is not on PATH; install it, or commit with --no-verify"))
        let gone = try runHook(InstallHookCommand.script(fallback: "/nowhere/it's/archlint"), in: directory.path)
        #expect(gone.status == 1)
        #expect(gone.errors.contains("nor at /nowhere/it's/archlint"), "\(gone.errors)")
    }

    @Test(.enabled(if: BuiltBinary.path != nil, "the archlint executable was not found beside the tests"))
    func theHookFallsBackOnTheExecutableThatInstalledIt() throws {
        let repository = try #require(try GitFixture())
        try repository.directory.write("Domain/T.swift", "import SwiftUI\n")
        try repository.git("add", "-A")
        let binary: String = try #require(BuiltBinary.path)
        let hook = InstallHookCommand.script(fallback: binary)
        let run = try runHook(hook, in: repository.path)
        #expect(run.status == 1)
        #expect(run.errors.contains("1 error"), "\(run.errors)")
    }

    @Test func installingWithoutArchlintOnPathSaysWhatTheHookWillDo() throws {
        let repository = try #require(try GitFixture())
        var environment = repository.environment
        environment["PATH"] = "/usr/bin:/bin"
        let run = runArchLint(["install-hook"], in: repository.path, environment: environment)
        #expect(run.code == .clean)
        #expect(run.errors == "note: archlint is not on PATH; the hook stops every commit until it is\n")
    }

    @Test func refusesToReplaceAHookUnlessForced() throws {
        let repository = try #require(try GitFixture())
        try repository.directory.write(".git/hooks/pre-commit", "#!/bin/sh\necho mine\n")
        let refused = runArchLint(["install-hook"], in: repository.path, environment: repository.environment)
        #expect(refused.code == .usageError)
        #expect(refused.errors == "error: .git/hooks/pre-commit exists already; pass --force to replace it\n")
        #expect(try repository.directory.read(".git/hooks/pre-commit") == "#!/bin/sh\necho mine\n")
        let forced = runArchLint(["install-hook", "--force"], in: repository.path, environment: repository.environment)
        #expect(forced.code == .clean)
        #expect(try repository.directory.read(".git/hooks/pre-commit") == InstallHookCommand.script(fallback: nil))
    }

    @Test func worksFromASubfolderAndHonoursHooksPath() throws {
        let repository = try #require(try GitFixture())
        try repository.git("config", "core.hooksPath", "githooks")
        try repository.directory.makeFolder("Sources/Deep")
        let run = runArchLint(["install-hook"], in: repository.directory.url("Sources/Deep").path,
                              environment: repository.environment)
        #expect(run.code == .clean)
        #expect(try repository.directory.read("githooks/pre-commit") == InstallHookCommand.script(fallback: nil))
    }

    @Test func outsideARepositoryIsAnError() throws {
        let directory = try TemporaryDirectory()
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CEILING_DIRECTORIES"] = PathText.parent(directory.path)
        let run = runArchLint(["install-hook"], in: directory.path, environment: environment)
        #expect(run.code == .usageError)
        #expect(run.errors.hasPrefix("error: `git rev-parse --git-path hooks/pre-commit` failed: "))
    }

    @Test func withoutGitOnPathIsAnError() throws {
        let directory = try TemporaryDirectory()
        let run = runArchLint(["install-hook"], in: directory.path, environment: ["PATH": directory.path])
        #expect(run.code == .usageError)
        #expect(run.errors == "error: git is needed here: no git executable on PATH\n")
    }
}
