@testable import ArchLintEngine
import Testing

/// A path split once into byte ranges gives the non-empty parts between its `/` bytes, and matches every pattern
/// exactly as those parts do as strings: wildcards, braces, escapes and names beyond ASCII included.
@Suite struct SplitPathTests {
    static let paths = ["", "/", "a", "a/b/c.swift", "/abs//path/", "a//b", "Café/Ünïcode/é.swift", "a/\u{301}b/c.swift",
                        "日本/語.swift", "Sources/App/main.swift", "main.swift", "Sources/x/y/Generated/a.swift",
                        "TripView.swift", "TripViewModel.swift", "Tests/x.swift", "Ünï cödé/x.swift",
                        "Caf\u{E9}/x.swift", "Cafe\u{301}/x.swift", "{Core}/x.swift",
                        "Pkg/Sources/Feature/TripModel1.swift", "Legacy"]

    /// The parts of `path` between `/` bytes, as substrings: a cut at every `/`, whatever follows it.
    static func parts(_ path: String) -> ArraySlice<Substring> {
        path.utf8.split(separator: UInt8(ascii: "/")).map { Substring($0) }[...]
    }

    @Test func theComponentsAreTheBytesBetweenSlashes() {
        for path in Self.paths {
            let bytes = Array(path.utf8)
            let split = SplitPath(path).components.map { String(decoding: bytes[$0], as: UTF8.self) }
            #expect(split == Self.parts(path).map(String.init), "\(path)")
        }
        // A combining mark after `/` belongs to the next name, not to the separator (a split by characters would
        // not cut there).
        let bytes = Array("a/\u{301}b".utf8)
        #expect(SplitPath("a/\u{301}b").components.map { String(decoding: bytes[$0], as: UTF8.self) }
            == ["a", "\u{301}b"])
    }

    @Test(arguments: ["Sources/*/main.swift", "**/*.swift", "Sources/**/Generated/*.swift", "?.swift", "*View.swift",
                      "{Sources,Tests}/**", "Ünï cödé/*.swift", "Caf?/**", "**/Tests/**", "", "a*b*c", "**",
                      "Legacy/", "\\{Core\\}/**", "**/Sources/**/*Model?.swift", "a/?b/*", "日本/*"])
    func aSplitPathMatchesAsItsComponentsDo(pattern: String) {
        let glob = Glob(pattern)
        for path in Self.paths {
            #expect(glob.matches(SplitPath(path)) == glob.matches(components: Self.parts(path)),
                    "\(pattern) on \(path)")
        }
    }

    @Test func aLazyPathIsSplitOnceWhenAsked() {
        var lazy = LazySplitPath("Sources/App/main.swift")
        #expect(lazy.split.components == [0..<7, 8..<11, 12..<22])
        #expect(Glob("Sources/**").matches(lazy.split))
        #expect(!Glob("Tests/**").matches(lazy.split))
    }
}
