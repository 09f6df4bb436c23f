@testable import ArchLintCLI
@testable import ArchLintProject
import Foundation
import Testing

/// How `--staged` reads the index: one git process for every blob, by object id, with names taken as bytes.
@Suite(.enabled(if: GitFixture.gitPath != nil, "git is not installed"))
struct StagedReadingTests {
    @Test func aPathThatLooksLikeAStageNumberIsReadAsAPath() throws {
        let repository = try #require(try GitFixture())
        try repository.directory.write("Domain/x.swift", "let clean = 1\n")
        try repository.git("add", "-A")
        try repository.git("commit", "-q", "-m", "start")
        try repository.directory.write("0:Domain/x.swift", "let x = FORBIDDEN\n")
        try repository.git("add", "-A")
        let run = runArchLint(["lint", "--staged"], in: repository.path, environment: repository.environment)
        #expect(run.code == .findings)
        #expect(run.output == "0:Domain/x.swift:1: error: marker-found: FORBIDDEN found\n")
    }

    @Test func aStagedNameThatIsNotUTF8IsAFindingNotAFailure() throws {
        let repository = try #require(try GitFixture())
        try repository.directory.makeFolder("Domain")
        let name = Array((repository.path + "/Domain/bad").utf8) + [0xFF] + Array(".swift".utf8)
        let descriptor = open(name.map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT, 0o644)
        #expect(descriptor >= 0)
        close(descriptor)
        try repository.git("add", "-A")
        let run = runArchLint(["lint", "--staged"], in: repository.path, environment: repository.environment)
        #expect(run.code == .findings, "\(run.errors)")
        #expect(run.output.contains("unreadable-file"), "\(run.output)")
        #expect(run.output.contains("has a name that is not valid UTF-8"))
    }

    @Test(.enabled(if: BuiltBinary.path != nil, "the archlint executable was not found beside the tests"))
    func manyStagedFilesNeedFewDescriptors() throws {
        let repository = try #require(try GitFixture())
        for index in 0..<150 {
            try repository.directory.write("Domain/F\(index).swift", "struct S\(index) {}\n")
        }
        try repository.directory.write("Domain/Bad.swift", "import SwiftUI\n")
        try repository.git("add", "-A")
        // Forty descriptors above the highest one the shell inherited: the old reading leaked two per staged file.
        let status = try BoundedRun.shell("""
            ulimit -n $(( $(ls /proc/self/fd | sort -n | tail -1) + 40 )); "$A" lint --staged --quiet > out.txt 2> err.txt
            """, in: repository.path)
        let errors = try repository.directory.read("err.txt")
        #expect(status == 1, "\(errors)")
        #expect(try repository.directory.read("out.txt").contains("Domain/Bad.swift:1"))
    }

    /// Objects come whole and in order from the one `cat-file --batch`, whatever bytes they hold: nothing, line
    /// breaks alone, a NUL, more than one read of the pipe; a missing object or a name that would end the request
    /// is `nil`, and the process goes on answering.
    @Test func theObjectStoreReadsEachObjectWhole() throws {
        let repository = try #require(try GitFixture())
        let large = String(repeating: "let value = 42 // a line of a large file\n", count: 5_000)
        let contents: [(String, String)] = [("empty.txt", ""), ("breaks.txt", "\n\n"), ("nul.bin", "a\u{0}b\n"),
                                            ("large.swift", large)]
        for (path, text) in contents { try repository.directory.write(path, text) }
        try repository.git("add", "-A")
        try repository.git("commit", "-q", "-m", "objects")
        let git = try Git(environment: repository.environment)
        let store = try GitObjectStore(git: git, topLevel: try git.topLevel(of: repository.path))
        defer { store.close() }
        for (path, text) in contents + contents.reversed() {
            let blob = try #require(try store.object("HEAD:" + path, of: "blob"))
            #expect(blob.data == Array(text.utf8), "\(path)")
        }
        #expect(try store.object(String(repeating: "0", count: 40)) == nil)
        #expect(try store.object("HEAD:no-such-file") == nil)
        #expect(try store.object("HEAD\nHEAD") == nil)
        #expect(try store.object("HEAD:empty.txt", of: "tree") == nil)
        #expect(try store.object("HEAD", of: "commit")?.type == "commit")
    }

    @Test func rawDiffKeepsRegularFilesWithTheirNewObject() {
        let zero = String(repeating: "0", count: 40), one = String(repeating: "1", count: 40)
        let two = String(repeating: "2", count: 40)
        let raw = ":000000 100644 \(zero) \(one) A\u{0}a b.swift\u{0}"
            + ":100644 120000 \(one) \(two) T\u{0}link.swift\u{0}"
            + ":100644 100755 \(one) \(two) M\u{0}tool.swift\u{0}"
        #expect(Git.parseRawDiff(Data(raw.utf8)) == [
            Git.StagedEntry(path: "a b.swift", pathIsUTF8: true, object: one),
            Git.StagedEntry(path: "tool.swift", pathIsUTF8: true, object: two),
        ])
    }
}
