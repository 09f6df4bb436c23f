@testable import ArchLintProject
import Foundation
import Testing

/// The walk of a commit's trees: what it lists, as discovery would on disk, and where its limits stop it.
@Suite(.enabled(if: GitFixture.gitPath != nil, "git is not installed"))
struct TreeWalkTests {
    /// A walk over `repository`'s objects with `limits` (the real ones by default).
    static func walk(_ repository: GitFixture,
                     limits: @escaping (TreeWalk.Limit) -> Int = \.maximum) throws -> (TreeWalk, GitObjectStore) {
        let store = try GitObjectStore(git: try Git(environment: repository.environment), topLevel: repository.path)
        return (TreeWalk(store: store, limits: limits), store)
    }

    static func listed(_ listing: TreeWalk.Listing) -> [String] {
        guard case .files(let files) = listing else { return ["stopped: \(listing)"] }
        return files.map { file in file.problem.map { "\(file.path): \($0)" } ?? file.path }
    }

    @Test func listsWhatDiscoveryWouldFindOnDisk() throws {
        let repository = try #require(try GitFixture())
        let blob = try repository.line(["hash-object", "-w", "--stdin"], input: Data("struct A {}\n".utf8))
        let file = { (name: String) in "100644 blob \(blob)\t\(name)" }
        let domain = try repository.tree([file("A.swift"), file("notes.txt"), "100755 blob \(blob)\tRun.swift"])
        let skipped = try repository.tree([file("Built.swift")])
        let nested = try repository.tree([file(".archlint.json"), file("N.swift")])
        let latin1 = try repository.tree([file("Z.swift")])
        // Names in Latin-1 (`é` as one byte 0xE9), which git stores as bytes.
        var entries = Data()
        let submodule = String(repeating: "ab", count: 20)
        for line in ["040000 tree \(domain)\tDomain", "040000 tree \(skipped)\t.build", "040000 tree \(nested)\tNested",
                     "120000 blob \(blob)\tLink.swift", "160000 commit \(submodule)\tVendor", file("Top.swift")] {
            entries += Data((line + "\n").utf8)
        }
        entries += Data("040000 tree \(latin1)\tcaf".utf8) + Data([0xE9, 0x0A])
        entries += Data("100644 blob \(blob)\tcaf".utf8) + Data([0xE9]) + Data(".swift\n".utf8)
        entries += Data("100644 blob \(blob)\tcaf".utf8) + Data([0xE9]) + Data(".txt\n".utf8)
        let root = try repository.line(["mktree"], input: entries)

        let (walk, store) = try Self.walk(repository)
        defer { store.close() }
        let problem = "has a name that is not valid UTF-8 (rename it)"
        #expect(Self.listed(try walk.files(inTree: root)) == ["Domain/A.swift", "Domain/Run.swift", "Top.swift",
                                                              "caf\u{FFFD}: \(problem)",
                                                              "caf\u{FFFD}.swift: \(problem)"])
        // The second walk of the same tree takes its folders from the first and lists the same.
        #expect(Self.listed(try walk.files(inTree: root)).count == 5)
    }

    @Test func stopsAtEachLimit() throws {
        let repository = try #require(try GitFixture())
        let blob = try repository.line(["hash-object", "-w", "--stdin"], input: Data("struct A {}\n".utf8))
        // Ten folders of ten Swift files: 110 entries, 100 Swift files, paths `dN/fN.swift` of 11 bytes.
        var tree = try repository.tree((0..<10).map { "100644 blob \(blob)\tf\($0).swift" })
        tree = try repository.tree((0..<10).map { "040000 tree \(tree)\td\($0)" })
        for (limit, lowered) in [(TreeWalk.Limit.entries, 105), (.swiftFiles, 95), (.pathLength, 10)] {
            let (walk, store) = try Self.walk(repository) { $0 == limit ? lowered : $0.maximum }
            defer { store.close() }
            guard case .stopped(at: let stop) = try walk.files(inTree: tree) else {
                Issue.record("\(limit) did not stop the walk")
                continue
            }
            #expect(stop == limit)
            // One more and the whole tree is listed.
            let (roomy, roomyStore) = try Self.walk(repository) { $0 == limit ? lowered + 11 : $0.maximum }
            defer { roomyStore.close() }
            #expect(Self.listed(try roomy.files(inTree: tree)).count == 100, "\(limit)")
        }
        #expect(TreeWalk.Limit.entries.description == "more than 1,000,000 files and folders")
        #expect(TreeWalk.Limit.swiftFiles.description == "more than 100,000 Swift files")
        #expect(TreeWalk.Limit.pathLength.description == "a path longer than 4,096 bytes")
    }

    @Test func aChainDeeperThanAStackIsWalkedWithoutRecursion() throws {
        let repository = try #require(try GitFixture())
        let path = String(repeating: "a/", count: 10_000) + "x.swift"
        let script = "blob\nmark :1\ndata 12\nstruct A {}\n\n"
            + "commit refs/heads/deep\ncommitter A <a@b> 1700000000 +0000\ndata 4\ndeep\nM 100644 :1 \(path)\n\n"
        try repository.git(["fast-import", "--quiet"], input: Data(script.utf8))
        let (walk, store) = try Self.walk(repository) { $0 == .pathLength ? 1 << 20 : $0.maximum }
        defer { store.close() }
        #expect(Self.listed(try walk.files(inTree: try repository.line("rev-parse", "deep^{tree}"))) == [path])
    }
}
