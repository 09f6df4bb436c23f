import Foundation

/// The git commands `--staged`, `install-hook` and the reports need, run through the `git` found on `PATH`;
/// objects are read through ``GitObjectStore``.
///
/// A repository's own configuration can name programs for git to run (`core.fsmonitor`, `gpg.program` through
/// `log.showSignature`, a pager, a transport for the objects of a partial clone): every command runs with those
/// switched off, so that reading a repository never runs code it brought along.
package struct Git {
    package let executable: String
    package let environment: [String: String]

    package init(environment: [String: String]) throws(ProjectError) {
        guard let executable = ProcessRunner.executable(named: "git", environment: environment) else {
            throw .gitUnavailable("no git executable on PATH")
        }
        self.executable = executable
        var environment = environment
        // Reading must not take the index lock or refresh the index on the side.
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        // No transport at all: a partial clone would fetch a missing object through its remote, whose URL the
        // repository chooses (`ext::` runs a command). Only the environment overrides `protocol.<name>.allow`.
        environment["GIT_ALLOW_PROTOCOL"] = "none"
        environment["GIT_NO_LAZY_FETCH"] = "1"
        environment["GIT_TERMINAL_PROMPT"] = "0"
        self.environment = environment
    }

    /// What goes before every command's own arguments: no pager, no file-system monitor, no signature check.
    package static let guardOptions = ["--no-pager", "-c", "core.fsmonitor=", "-c", "log.showSignature=false"]

    /// Runs git in `directory` and returns its standard output; a failure is an error quoting git.
    package func run(_ arguments: [String], in directory: String) throws(ProjectError) -> Data {
        let outcome = try ProcessRunner.run(executable, Self.guardOptions + arguments, in: directory,
                                            environment: environment)
        guard outcome.status == 0 else {
            throw .gitFailed(command: (["git"] + arguments).joined(separator: " "), message: outcome.errorText)
        }
        return outcome.output
    }

    /// The top folder of the working tree holding `directory`, symbolic links resolved.
    package func topLevel(of directory: String) throws(ProjectError) -> String {
        let text = try line(["rev-parse", "--show-toplevel"], in: directory)
        return FileSystem.realPath(text) ?? text
    }

    /// A staged file: its path relative to the top level (as bytes decode, U+FFFD for what is not UTF-8),
    /// whether the path is valid UTF-8, and the object id of its staged content.
    package struct StagedEntry: Equatable {
        package var path: String
        package var pathIsUTF8: Bool
        package var object: String
    }

    /// Staged Swift files that were added, copied, modified or renamed, relative to `topLevel`, with the object
    /// ids of their staged content. Paths come NUL-separated and are never parsed as revisions.
    package func stagedSwiftFiles(in topLevel: String) throws(ProjectError) -> [StagedEntry] {
        let data = try run(["diff", "--cached", "--raw", "-z", "--no-renames", "--no-abbrev", "--diff-filter=ACMR",
                            "--no-ext-diff", "--no-textconv"], in: topLevel)
        return Self.parseRawDiff(data).filter { $0.path.hasSuffix(".swift") }
    }

    /// Entries of `git diff --raw -z`: `:oldmode newmode oldid newid status` NUL path NUL, for regular files.
    package static func parseRawDiff(_ data: Data) -> [StagedEntry] {
        let fields = Array(data.split(separator: 0, omittingEmptySubsequences: false))
        var entries: [StagedEntry] = []
        var index = 0
        while index + 1 < fields.count {
            let header = String(decoding: fields[index], as: UTF8.self).split(separator: " ")
            let pathBytes = Array(fields[index + 1])
            index += 2
            guard header.count >= 5, header[0].hasPrefix(":") else { continue }
            // Regular files only: a link's content is a path and a submodule's is a commit.
            guard header[1] == "100644" || header[1] == "100755" else { continue }
            let path = String(decoding: pathBytes, as: UTF8.self)
            entries.append(StagedEntry(path: path, pathIsUTF8: Array(path.utf8) == pathBytes, object: String(header[3])))
        }
        return entries
    }

    /// Where the pre-commit hook of the repository holding `directory` lives (honours `core.hooksPath`).
    package func preCommitHookPath(from directory: String) throws(ProjectError) -> String {
        PathText.absolute(try line(["rev-parse", "--git-path", "hooks/pre-commit"], in: directory), from: directory)
    }

    /// The full hash of the commit checked out in the working tree holding `directory`.
    package func headCommit(in directory: String) throws(ProjectError) -> String {
        try line(["rev-parse", "--verify", "--quiet", "HEAD^{commit}"], in: directory)
    }

    /// The committer date of `commit` (a full id), strict ISO 8601 (`2026-11-23T14:05:00+01:00`); `nil` when
    /// it is out of range. The commit object is read as it is: nothing like `git show` looks at its signature.
    package func commitDate(of commit: String, in directory: String) throws(ProjectError) -> String? {
        let data = try run(["cat-file", "commit", commit], in: directory)
        guard let date = GitCommit(id: commit, data: Array(data))?.committed.iso8601, !date.isEmpty else {
            return nil
        }
        return date
    }

    /// The URL of the `origin` remote of the repository holding `directory`, as configured.
    package func originURL(in directory: String) throws(ProjectError) -> String {
        try line(["remote", "get-url", "origin"], in: directory)
    }

    private func line(_ arguments: [String], in directory: String) throws(ProjectError) -> String {
        String(decoding: try run(arguments, in: directory), as: UTF8.self)
            .trimmingCharacters(in: .newlines)
    }
}
