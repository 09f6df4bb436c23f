@testable import ArchLintProject
import Testing

/// Commit and tree objects as `git cat-file --batch` gives them.
@Suite struct GitObjectsTests {
    @Test func aCommitGivesItsTreeFirstParentAuthorDateAndSubject() throws {
        let text = """
            tree 4b825dc642cb6eb9a060e54bf8d69288fbee4904
            parent 1111111111111111111111111111111111111111
            parent 2222222222222222222222222222222222222222
            author Ada Lovelace <ada@example.com> 1764000000 -0130
            committer Someone Else <else@example.com> 1764000500 +0000
            gpgsig -----BEGIN PGP SIGNATURE-----
             
             iQEzBAABCAAdFiEE
             -----END PGP SIGNATURE-----

            Merge the fix  
            
            The body.

            """
        let commit = try #require(GitCommit(id: "abc", data: Array(text.utf8)))
        #expect(commit.tree == "4b825dc642cb6eb9a060e54bf8d69288fbee4904")
        #expect(commit.firstParent == "1111111111111111111111111111111111111111")
        #expect(commit.author == "Ada Lovelace")
        #expect(commit.authored == GitDate(seconds: 1_764_000_000, offsetMinutes: -90))
        #expect(commit.committed == GitDate(seconds: 1_764_000_500, offsetMinutes: 0))
        // 1764000000 is 2025-11-24T16:00:00Z; the author was 1 h 30 min behind UTC.
        #expect(commit.authorDate == "2025-11-24T14:30:00-01:30")
        #expect(commit.subject == "Merge the fix")
    }

    @Test func aRootCommitHasNoParentAndAnEmptyMessageIsAnEmptySubject() throws {
        let text = "tree 4b825dc642cb6eb9a060e54bf8d69288fbee4904\nauthor A <a@b> 0 +0000\n\n"
        let commit = try #require(GitCommit(id: "root", data: Array(text.utf8)))
        #expect(commit.firstParent == nil)
        #expect(commit.subject == "")
        #expect(commit.authorDate == "1970-01-01T00:00:00+00:00")
        #expect(GitCommit(id: "x", data: Array("not a commit".utf8)) == nil)
        #expect(GitCommit(id: "x", data: Array("parent 1\n\nno tree\n".utf8)) == nil)
    }

    @Test func aTreeGivesNamesKindsAndIds() throws {
        var data: [UInt8] = []
        func entry(_ mode: String, _ name: String, _ byte: UInt8) {
            data += Array("\(mode) \(name)".utf8) + [0] + [UInt8](repeating: byte, count: 20)
        }
        entry("100644", "Trip.swift", 0xAB)
        entry("100755", "run.sh", 0x01)
        entry("120000", "Link.swift", 0x02)
        entry("40000", "Domain", 0x0F)
        entry("160000", "vendor", 0xF0)
        let tree = try #require(GitTree(data: data, idLength: 20))
        #expect(tree.entries.map(\.name) == ["Trip.swift", "run.sh", "Link.swift", "Domain", "vendor"])
        #expect(tree.entries.map(\.kind) == [.file, .executable, .link, .folder, .submodule])
        #expect(tree.entries[0].id == String(repeating: "ab", count: 20))
        #expect(tree.entries[3].id == String(repeating: "0f", count: 20))
        #expect(GitTree(data: [], idLength: 20)?.entries == [])
        // Cut short in the middle of an id.
        #expect(GitTree(data: Array(data.dropLast(3)), idLength: 20) == nil)
        #expect(GitTree(data: Array("100644 no-nul".utf8), idLength: 20) == nil)
    }
}
