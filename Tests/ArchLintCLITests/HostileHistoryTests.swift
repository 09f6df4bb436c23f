@testable import ArchLintCLI
@testable import ArchLintProject
import Foundation
import TestSupport
import Testing

/// `report --history`, `--since` and `--compare` on repositories built to break them: dates git stores but no
/// calendar shows, a tree bomb and a chain of folders in an older commit, a linked configuration, a name that
/// is not UTF-8, more commits than a history lints. The built binary runs them, so that a crash fails the test
/// rather than the whole run.
@Suite(.enabled(if: GitFixture.gitPath != nil, "git is not installed"))
struct HostileHistoryTests {
    /// A repository whose one commit, `one`, holds a clean Domain file.
    static func repository() throws -> GitFixture? {
        guard let repository = try GitFixture() else { return nil }
        try repository.directory.write("Domain/T.swift", "struct T {}\n")
        try repository.git("add", "-A")
        try repository.git("commit", "-q", "-m", "one")
        return repository
    }

    /// The commits of a `report --history --format json` run, oldest first.
    static func commits(_ run: BoundedRun.Outcome) throws -> [[String: Any]] {
        let object = try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any], "\(run.errors)")
        return try #require(object["commits"] as? [[String: Any]])
    }

    @Test func anAuthorDateNoCalendarShowsLeavesTheDateEmpty() throws {
        let repository = try #require(try Self.repository())
        // git stores any 64-bit time; adding the offset to this one overflows.
        let text = "tree \(try repository.line("rev-parse", "HEAD^{tree}"))\n"
            + "parent \(try repository.line("rev-parse", "HEAD"))\n"
            + "author Evil <e@x> -9223372036854775808 -0100\ncommitter Evil <e@x> 9223372036854775807 +9959\n\nboom\n"
        let commit = try repository.line(["hash-object", "-t", "commit", "-w", "--literally", "--stdin"],
                                         input: Data(text.utf8))
        try repository.git("update-ref", "HEAD", commit)

        let history = try BoundedRun.archlint(["report", "--history", "5", "--format", "json"], in: repository.path)
        #expect(!history.crashed && history.status == 0, "\(history.errors)")
        let commits = try Self.commits(history)
        #expect(commits.map { $0["subject"] as? String } == ["one", "boom"])
        #expect(commits.last?["date"] as? String == "")
        #expect((commits.first?["date"] as? String)?.hasPrefix("20") == true)
        #expect(commits.allSatisfy { $0["problem"] is NSNull })
        // The HTML header takes HEAD's committer date, which is out of range too: the time of the run stands in.
        let compare = try BoundedRun.archlint(["report", "--compare", "HEAD~1"], in: repository.path)
        #expect(!compare.crashed && compare.status == 0, "\(compare.errors)")
        #expect(compare.text.contains("<html"))
    }

    @Test func aTreeBombInAnOlderCommitIsNotLintedAndTheOthersAre() throws {
        let repository = try #require(try Self.repository())
        // Eight small trees standing for 10,000,000 Swift files: ten files, then six levels of ten folders.
        let blob = try repository.line(["hash-object", "-w", "--stdin"], input: Data("import SwiftUI\n".utf8))
        var tree = try repository.tree((0..<10).map { "100644 blob \(blob)\tf\($0).swift" })
        for _ in 0..<6 {
            tree = try repository.tree((0..<10).map { "040000 tree \(tree)\td\($0)" })
        }
        let root = try repository.tree(["040000 tree \(tree)\tDomain"])
        let bomb = try repository.line("commit-tree", root, "-p", "HEAD", "-m", "bomb")
        let clean = try repository.line("commit-tree", "HEAD^{tree}", "-p", bomb, "-m", "clean")
        try repository.git("update-ref", "HEAD", clean)

        let history = try BoundedRun.archlint(["report", "--history", "3", "--format", "json"], in: repository.path)
        #expect(!history.crashed && history.status == 0, "\(history.errors)")
        let commits = try Self.commits(history)
        #expect(commits.map { $0["subject"] as? String } == ["one", "bomb", "clean"])
        let limit = "more than 100,000 Swift files in the project's tree (the limit for one commit)"
        #expect(commits.map { $0["problem"] as? String } == [nil, limit, nil])
        #expect(commits.map { $0["files"] as? Int } == [1, 0, 1])
        #expect(history.errors.contains("commit \(bomb.prefix(12)) not linted: \(limit)"))

        let compare = try BoundedRun.archlint(["report", "--compare", bomb], in: repository.path)
        #expect(!compare.crashed && compare.status == 2)
        #expect(compare.errors.contains(limit), "\(compare.errors)")
    }

    @Test func foldersNestedPastThePathLimitAreNotLinted() throws {
        let repository = try #require(try Self.repository())
        // 3,000 nested folders: a path of 6 KB, which no checkout can make and a recursive walk would die in.
        let path = "Domain/" + String(repeating: "a/", count: 3_000) + "x.swift"
        let script = "blob\nmark :1\ndata 15\nimport SwiftUI\n\n"
            + "commit refs/heads/deep\ncommitter A <a@b> 1700000000 +0000\ndata 4\ndeep\nM 100644 :1 \(path)\n\n"
        try repository.git(["fast-import", "--quiet"], input: Data(script.utf8))
        let deep = try repository.line("rev-parse", "deep")
        let clean = try repository.line("commit-tree", "HEAD^{tree}", "-p", deep, "-m", "clean")
        try repository.git("update-ref", "HEAD", clean)

        let history = try BoundedRun.archlint(["report", "--history", "2", "--format", "json"], in: repository.path)
        #expect(!history.crashed && history.status == 0, "\(history.errors)")
        let commits = try Self.commits(history)
        #expect(commits.map { $0["problem"] as? String }
            == ["a path longer than 4,096 bytes in the project's tree (the limit for one commit)", nil])
    }

    @Test func aLinkedConfigurationIsTheOneItLeadsTo() throws {
        let repository = try #require(try GitFixture())
        try repository.directory.write("Domain/T.swift", "import SwiftUI\n")
        try repository.directory.write("config/archlint.json",
                                       #"{"rules": {"domain-framework-import": {"severity": "warning"}}}"#)
        try repository.directory.link(".archlint.json", to: "config/archlint.json")
        try repository.git("add", "-A")
        try repository.git("commit", "-q", "-m", "linked")

        let compare = try BoundedRun.archlint(["report", "--compare", "HEAD", "--format", "json"], in: repository.path)
        #expect(compare.status == 0, "\(compare.errors)")
        let history = try BoundedRun.archlint(["report", "--history", "1", "--format", "json"], in: repository.path)
        let point = try #require(try Self.commits(history).first)
        #expect(point["problem"] is NSNull)
        #expect(point["warnings"] as? Int == 1 && point["errors"] as? Int == 0)

        // A link out of the repository: the configuration on disk, as for one named from outside.
        let outside = try TemporaryDirectory()
        try outside.write("shared.json", #"{"rules": {"domain-framework-import": {"enabled": false}}}"#)
        try FileManager.default.removeItem(atPath: repository.directory.url(".archlint.json").path)
        try repository.directory.link(".archlint.json", to: outside.url("shared.json").path)
        try repository.git("commit", "-q", "-a", "-m", "linked out")
        let out = try BoundedRun.archlint(["report", "--history", "1", "--format", "json"], in: repository.path)
        let outPoint = try #require(try Self.commits(out).first)
        #expect(outPoint["problem"] is NSNull, "\(out.errors)")
        #expect(outPoint["findings"] as? Int == 0)
    }

    @Test func aNameThatIsNotUTF8IsAFindingInHistoryAsOnDisk() throws {
        let repository = try #require(try Self.repository())
        // `Domain/café.swift` in Latin-1: a name no Swift string can spell.
        let name: [UInt8] = Array("Domain/caf".utf8) + [0xE9] + Array(".swift".utf8)
        let descriptor = (name + [0]).withUnsafeBufferPointer { bytes in
            bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) { path in
                repository.path.withCString { base in
                    let folder = open(base, O_RDONLY | O_DIRECTORY)
                    defer { close(folder) }
                    return openat(folder, path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
                }
            }
        }
        try #require(descriptor >= 0)
        let text = Array("import SwiftUI\nstruct B {}\n".utf8)
        #expect(write(descriptor, text, text.count) == text.count)
        close(descriptor)
        try repository.git("add", "-A")
        try repository.git("commit", "-q", "-m", "latin-1")

        let compare = try BoundedRun.archlint(["report", "--compare", "HEAD", "--format", "json"], in: repository.path)
        #expect(compare.status == 0, "\(compare.errors)")
        let object = try #require(try JSONSerialization.jsonObject(with: compare.output) as? [String: Any])
        #expect((object["findings"] as? [Any])?.count == 0)
        #expect((object["fixed"] as? [Any] ?? []).isEmpty)

        let lint = try BoundedRun.archlint(["lint", "--format", "json"], in: repository.path)
        let history = try BoundedRun.archlint(["report", "--history", "1", "--format", "json"], in: repository.path)
        let point = try #require(try Self.commits(history).first)
        let onDisk = try lint.report().findings
        #expect(onDisk.map(\.rule) == ["unreadable-file"])
        #expect(point["findings"] as? Int == onDisk.count)
        #expect(point["byRule"] as? [String: Int] == ["unreadable-file": 1])
    }

    @Test func sinceStopsAtTheCommitLimitAndSaysWhere() throws {
        let repository = try #require(try Self.repository())
        let root = try repository.line("rev-parse", "HEAD")
        for index in 2...6 {
            try repository.git("commit", "-q", "--allow-empty", "-m", "c\(index)")
        }
        let third = try repository.line("rev-parse", "HEAD~3")
        let context = CommandContext(environment: repository.environment, workingDirectory: repository.path,
                                     output: CapturedOutput(colorAllowed: false), services: .live)
        let project = try Project.load(ProjectOptions(), in: context.project)
        let history = try project.history(count: nil, since: root, maximumCommits: 4)
        #expect(history.points.map(\.subject) == ["c3", "c4", "c5", "c6"])
        #expect(history.stopNote == "--since \(root): stopped at 4 commits, the most a history lints; the trend "
            + "starts at \(third.prefix(12)) (c3), not at \(root)")
        // Reaching the start within the limit says nothing.
        let reached = try project.history(count: nil, since: third, maximumCommits: 4)
        #expect(reached.points.count == 4 && reached.stopNote == nil)
        #expect(try project.history(count: 9, since: nil, maximumCommits: 4).points.count == 4)
        // The command prints the note.
        let run = runArchLint(["report", "--since", "HEAD~2", "--format", "json"], in: repository.path,
                              services: .live, environment: repository.environment)
        #expect(run.code == .clean && !run.errors.contains("stopped at"))
        let tooMany = runArchLint(["report", "--history", "10001"], in: repository.path, services: .live,
                                  environment: repository.environment)
        #expect(tooMany.code == .usageError && tooMany.errors.contains("a number from 1 to 10000"))
    }
}

extension GitFixture {
    /// Git's output as one trimmed line: an object id, mostly.
    func line(_ arguments: String...) throws -> String {
        try line(arguments, input: nil)
    }

    func line(_ arguments: [String], input: Data?) throws -> String {
        try git(arguments, input: input).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Writes a tree of `entries` (`<mode> <type> <id>\t<name>` lines) and returns its id.
    func tree(_ entries: [String]) throws -> String {
        try line(["mktree"], input: Data((entries.joined(separator: "\n") + "\n").utf8))
    }
}
