import ArchLintEngine
import Testing

@Suite struct GlobTests {
    @Test(arguments: [
        ("Sources/App/main.swift", "Sources/App/main.swift", true),
        ("Sources/*/main.swift", "Sources/App/main.swift", true),
        ("Sources/*/main.swift", "Sources/App/Deep/main.swift", false),
        ("*.swift", "main.swift", true),
        ("*.swift", "Sources/main.swift", false),
        ("**/*.swift", "main.swift", true),
        ("**/*.swift", "a/b/c/main.swift", true),
        ("Sources/**", "Sources/a/b.swift", true),
        ("Sources/**", "Tests/a.swift", false),
        ("Sources/**/Generated/*.swift", "Sources/Generated/a.swift", true),
        ("Sources/**/Generated/*.swift", "Sources/x/y/Generated/a.swift", true),
        ("Sources/**/Generated/*.swift", "Sources/x/y/Generated/z/a.swift", false),
        ("?.swift", "a.swift", true),
        ("?.swift", "ab.swift", false),
        ("*View.swift", "TripView.swift", true),
        ("*View.swift", "TripViewModel.swift", false),
        ("{Sources,Tests}/**", "Tests/x.swift", true),
        ("{Sources,Tests}/**", "Plugins/x.swift", false),
        ("Sources/{A,B{1,2}}/*.swift", "Sources/B2/x.swift", true),
        ("Sources/{A,B{1,2}}/*.swift", "Sources/B3/x.swift", false),
        ("{a/b,c}/*.swift", "a/b/x.swift", true),
        ("./Sources/*.swift", "Sources/x.swift", true),
        ("Legacy/", "Legacy", true),
        ("Ünï cödé/*.swift", "Ünï cödé/x.swift", true),
        ("{unbalanced/*.swift", "{unbalanced/x.swift", true),
        ("a*b*c*d*e*f*g", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", false),
    ])
    func matches(pattern: String, path: String, expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected)
    }

    @Test func braceExplosionIsBounded() {
        let pattern = String(repeating: "{a,b}", count: 30)
        #expect(Glob(pattern).matches("ab") == false)
        #expect(Glob(pattern).matches(String(repeating: "a", count: 30)))
    }
}
