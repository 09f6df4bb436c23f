@testable import ArchLintCLI
@testable import ArchLintProject
import Testing

@Suite struct PathTextTests {
    @Test func absoluteResolvesDotsLexically() {
        #expect(PathText.absolute("Sources/../Tests/./a.swift", from: "/work/p") == "/work/p/Tests/a.swift")
        #expect(PathText.absolute("/x//y/", from: "/work") == "/x/y")
        #expect(PathText.absolute(".", from: "/work/p/") == "/work/p")
        #expect(PathText.absolute("../../../..", from: "/a") == "/")
    }

    @Test func relativeOnlyBelowTheRoot() {
        #expect(PathText.relative("/p/Sources/a.swift", to: "/p") == "Sources/a.swift")
        #expect(PathText.relative("/p", to: "/p") == "")
        #expect(PathText.relative("/project/a.swift", to: "/p") == nil)
        #expect(PathText.relative("/a.swift", to: "/") == "a.swift")
    }

    @Test func displayIsRelativeBelowTheWorkingDirectory() {
        #expect(PathText.display("/p/.archlint.json", from: "/p") == ".archlint.json")
        #expect(PathText.display("/p", from: "/p") == ".")
        #expect(PathText.display("/elsewhere/x", from: "/p") == "/elsewhere/x")
    }

    @Test func parentJoinAndCommonAncestor() {
        #expect(PathText.parent("/p/a.swift") == "/p")
        #expect(PathText.parent("/a") == "/")
        #expect(PathText.join("", "a") == "a")
        #expect(PathText.join("a/", "b") == "a/b")
        #expect(PathText.commonAncestor(["/p/a/x", "/p/a/y", "/p/a"]) == "/p/a")
        #expect(PathText.commonAncestor(["/p/ab", "/p/ac"]) == "/p")
        #expect(PathText.commonAncestor(["/a", "/b"]) == "/")
    }
}
