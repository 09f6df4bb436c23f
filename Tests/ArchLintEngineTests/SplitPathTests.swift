@testable import ArchLintEngine
import Testing

/// A path split once into byte ranges gives the components ``PathComponents`` gives, and matches every pattern
/// exactly as those components do: wildcards, braces, escapes and names beyond ASCII included.
@Suite struct SplitPathTests {
    static let paths = ["", "/", "a", "a/b/c.swift", "/abs//path/", "a//b", "Café/Ünïcode/é.swift", "a/\u{301}b/c.swift",
                        "日本/語.swift", "Sources/App/main.swift", "main.swift", "Sources/x/y/Generated/a.swift",
                        "TripView.swift", "TripViewModel.swift", "Tests/x.swift", "Ünï cödé/x.swift",
                        "Caf\u{E9}/x.swift", "Cafe\u{301}/x.swift", "{Core}/x.swift",
                        "Pkg/Sources/Feature/TripModel1.swift", "Legacy"]

    @Test func theComponentsAreTheBytesBetweenSlashes() {
        for path in Self.paths {
            let bytes = Array(path.utf8)
            let split = SplitPath(path).components.map { String(decoding: bytes[$0], as: UTF8.self) }
            #expect(split == PathComponents.of(path).map(String.init), "\(path)")
        }
    }

    @Test(arguments: ["Sources/*/main.swift", "**/*.swift", "Sources/**/Generated/*.swift", "?.swift", "*View.swift",
                      "{Sources,Tests}/**", "Ünï cödé/*.swift", "Caf?/**", "**/Tests/**", "", "a*b*c", "**",
                      "Legacy/", "\\{Core\\}/**", "**/Sources/**/*Model?.swift", "a/?b/*", "日本/*"])
    func aSplitPathMatchesAsItsComponentsDo(pattern: String) {
        let glob = Glob(pattern)
        for path in Self.paths {
            #expect(glob.matches(SplitPath(path)) == glob.matches(components: PathComponents.of(path)),
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
