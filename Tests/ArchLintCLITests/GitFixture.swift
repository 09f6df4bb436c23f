import Foundation
import TestSupport

/// A temporary git repository for `--staged` and `install-hook` tests, isolated from the user's git setup.
final class GitFixture {
    let directory: TemporaryDirectory
    /// The environment commands run with: no global or system git configuration.
    let environment: [String: String]

    /// `nil` when no git is installed.
    init?() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["GIT_AUTHOR_NAME"] = "Test"
        environment["GIT_AUTHOR_EMAIL"] = "test@example.com"
        environment["GIT_COMMITTER_NAME"] = "Test"
        environment["GIT_COMMITTER_EMAIL"] = "test@example.com"
        self.environment = environment
        guard Self.gitPath != nil else { return nil }
        directory = try TemporaryDirectory()
        try git("init", "-q")
    }

    static let gitPath: String? = ["/usr/bin/git", "/usr/local/bin/git", "/opt/homebrew/bin/git"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    var path: String { directory.path }

    /// Runs git in the repository; a failure is thrown with git's message.
    @discardableResult
    func git(_ arguments: String...) throws -> String {
        try git(arguments, input: nil)
    }

    /// Runs git with `input` on its standard input (`mktree`, `hash-object --stdin`, `fast-import`), which may
    /// carry names that are not UTF-8.
    @discardableResult
    func git(_ arguments: [String], input: Data?) throws -> String {
        guard let gitPath = Self.gitPath else { throw GitFixtureError(message: "no git") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: gitPath)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory.path)
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        let inputPipe = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : inputPipe
        try process.run()
        if let input {
            // Written on another thread, so that a large input and a chatty git cannot wait on each other.
            let writer = inputPipe.fileHandleForWriting
            DispatchQueue.global().async {
                writer.write(input)
                try? writer.close()
            }
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw GitFixtureError(message: "git \(arguments.joined(separator: " ")): \(text)")
        }
        return text
    }
}

struct GitFixtureError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
