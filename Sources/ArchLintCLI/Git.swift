import Foundation

/// The git commands `--staged` and `install-hook` need, run through the `git` found on `PATH`.
struct Git {
    let executable: String
    let environment: [String: String]

    init(environment: [String: String]) throws(ArgumentError) {
        guard let executable = ProcessRunner.executable(named: "git", environment: environment) else {
            throw .gitUnavailable("no git executable on PATH")
        }
        self.executable = executable
        var environment = environment
        // Reading must not take the index lock or refresh the index on the side.
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        self.environment = environment
    }

    /// Runs git in `directory` and returns its standard output; a failure is an error quoting git.
    func run(_ arguments: [String], in directory: String) throws(ArgumentError) -> Data {
        let outcome = try ProcessRunner.run(executable, arguments, in: directory, environment: environment)
        guard outcome.status == 0 else {
            throw .gitFailed(command: (["git"] + arguments).joined(separator: " "), message: outcome.errorText)
        }
        return outcome.output
    }

    /// The top folder of the working tree holding `directory`, symbolic links resolved.
    func topLevel(of directory: String) throws(ArgumentError) -> String {
        let text = try line(["rev-parse", "--show-toplevel"], in: directory)
        return FileSystem.realPath(text) ?? text
    }

    /// Staged Swift files that were added, copied, modified or renamed, relative to `topLevel`.
    func stagedSwiftFiles(in topLevel: String) throws(ArgumentError) -> [String] {
        let data = try run(["diff", "--cached", "--name-only", "--diff-filter=ACMR", "-z"], in: topLevel)
        return data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }.filter { $0.hasSuffix(".swift") }
    }

    /// The staged content of `path` (relative to `topLevel`), which may differ from the file on disk.
    func stagedContent(of path: String, in topLevel: String) throws(ArgumentError) -> Data {
        try run(["show", ":\(path)"], in: topLevel)
    }

    /// Where the pre-commit hook of the repository holding `directory` lives (honours `core.hooksPath`).
    func preCommitHookPath(from directory: String) throws(ArgumentError) -> String {
        PathText.absolute(try line(["rev-parse", "--git-path", "hooks/pre-commit"], in: directory), from: directory)
    }

    private func line(_ arguments: [String], in directory: String) throws(ArgumentError) -> String {
        String(decoding: try run(arguments, in: directory), as: UTF8.self)
            .trimmingCharacters(in: .newlines)
    }
}
