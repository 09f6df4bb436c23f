@testable import ArchLintCLI
import Foundation
import TestSupport
import Testing

/// `archlint lsp`: the command only hands the process's place and environment to the server and ends as it does.
struct LanguageServerCommandTests {
    private final class Calls: @unchecked Sendable {
        var directories: [String] = []
        var environments: [[String: String]] = []
    }

    @Test(arguments: [(Int32(0), ExitCode.clean), (Int32(1), ExitCode.findings)])
    func theServerRunsFromTheWorkingDirectoryAndEndsTheProcess(status: Int32, code: ExitCode) throws {
        let directory = try TemporaryDirectory()
        let calls = Calls()
        var services = CommandServices.testing()
        services.languageServer = { workingDirectory, environment in
            calls.directories.append(workingDirectory)
            calls.environments.append(environment)
            return status
        }
        for arguments in [["lsp"], ["lsp", "--stdio"]] {
            let run = runArchLint(arguments, in: directory.path, services: services, environment: ["HOME": "/h"])
            #expect(run.code == code)
            #expect(run.output.isEmpty)
        }
        #expect(calls.directories == [directory.path, directory.path])
        #expect(calls.environments.allSatisfy { $0 == ["HOME": "/h"] })
    }

    @Test func extraArgumentsAreRefused() throws {
        let directory = try TemporaryDirectory()
        #expect(runArchLint(["lsp", "Sources"], in: directory.path).code == .usageError)
        #expect(runArchLint(["lsp", "--tcp"], in: directory.path).code == .usageError)
    }
}
