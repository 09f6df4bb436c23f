@testable import ArchLintCLI
import Foundation
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

    @Test func refusesToReplaceAHookUnlessForced() throws {
        let repository = try #require(try GitFixture())
        try repository.directory.write(".git/hooks/pre-commit", "#!/bin/sh\necho mine\n")
        let refused = runArchLint(["install-hook"], in: repository.path, environment: repository.environment)
        #expect(refused.code == .usageError)
        #expect(refused.errors == "error: .git/hooks/pre-commit exists already; pass --force to replace it\n")
        #expect(try repository.directory.read(".git/hooks/pre-commit") == "#!/bin/sh\necho mine\n")
        let forced = runArchLint(["install-hook", "--force"], in: repository.path, environment: repository.environment)
        #expect(forced.code == .clean)
        #expect(try repository.directory.read(".git/hooks/pre-commit") == InstallHookCommand.script)
    }

    @Test func worksFromASubfolderAndHonoursHooksPath() throws {
        let repository = try #require(try GitFixture())
        try repository.git("config", "core.hooksPath", "githooks")
        try repository.directory.makeFolder("Sources/Deep")
        let run = runArchLint(["install-hook"], in: repository.directory.url("Sources/Deep").path,
                              environment: repository.environment)
        #expect(run.code == .clean)
        #expect(try repository.directory.read("githooks/pre-commit") == InstallHookCommand.script)
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
