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

    @Test(arguments: [
        ("\\{Core,Shared\\}Domain/**", "{Core,Shared}Domain/a.swift", true),
        ("\\{Core,Shared\\}Domain/**", "CoreDomain/a.swift", false),
        ("Odd\\*Name/*.swift", "Odd*Name/a.swift", true),
        ("Odd\\*Name/*.swift", "OddXName/a.swift", false),
        ("What\\?/x.swift", "What?/x.swift", true),
        ("{a\\,b,c}/x.swift", "a,b/x.swift", true),
        ("{a\\,b,c}/x.swift", "b/x.swift", false),
    ])
    func escapedCharactersAreLiteral(pattern: String, path: String, expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected)
    }

    @Test(arguments: ["{Core,Shared}Domain", "Odd*Name", "a,b", "Back\\slash", "plain", "{\u{301}a,b}\u{301}"])
    func anEscapedNameMatchesOnlyItself(name: String) {
        let glob = Glob(Glob.escaped(name) + "/**")
        #expect(glob.matches(name + "/x.swift"))
        #expect(Glob.unescaped(Glob.escaped(name)) == name)
        #expect(Glob.problem(in: Glob.escaped(name)) == nil)
    }

    @Test func namesThatDifferOnlyByNormalisationDoNotMatchEachOther() {
        #expect(Glob("Caf\u{E9}/**").matches("Caf\u{E9}/x.swift"))
        #expect(!Glob("Caf\u{E9}/**").matches("Cafe\u{301}/x.swift"))
        #expect(Glob("Caf?/**").matches("Caf\u{E9}/x.swift"))
    }

    @Test func expansionBeyondTheBoundIsRefusedNotCut() {
        let exploding = String(repeating: "{a,b}", count: 30)
        #expect(Glob.problem(in: exploding)?.contains("more than 1024 alternatives") == true)
        #expect(Glob(exploding).matches(String(repeating: "a", count: 30)) == false)
        let wide = "{" + (0..<2000).map { "X\($0)" }.joined(separator: ",") + ",Domain}/**"
        #expect(Glob.problem(in: wide) != nil)
        let ten = String(repeating: "{a,b}", count: 10)
        #expect(Glob.problem(in: ten) == nil)
        #expect(Glob(ten).matches("abababab" + "ab"))
        #expect(Glob.problem(in: String(repeating: "{", count: 40) + String(repeating: "}", count: 40))?
            .contains("nested more than 32 deep") == true)
        #expect(Glob.problem(in: String(repeating: "a", count: 70_000))?.contains("at most 65536") == true)
    }

    @Test(arguments: [
        ("Sources/Generated/**", "Sources/Generated/Deep", true),
        ("Sources/Generated/**", "Sources", true),
        ("Sources/Generated/**", "Sources/App", false),
        ("Sources/Generated/**", "Tests", false),
        ("{Sources,Tests}/Generated/**", "Tests/Generated", true),
        ("**/Generated/**", "Anything/At/All", true),
        ("Sources/*/Generated/**", "Sources/App/Other", true),
        ("", "Sources", true),
    ])
    func aFolderRulesOutPatternsWhoseLiteralStartDisagrees(pattern: String, folder: String, expected: Bool) {
        let components = folder.split(separator: "/")[...]
        #expect(Glob(pattern).mayMatchInside(folder: components) == expected)
    }

    @Test func manyOneAlternativeBracesExpandInLinearTime() {
        // 20,000 groups: quadratic expansion would copy gigabytes.
        let pattern = String(repeating: "{a}", count: 20_000)
        #expect(Glob.problem(in: pattern) == nil)
        #expect(Glob(pattern).matches(String(repeating: "a", count: 20_000)))
    }

    @Test func aPatternWithoutWildcardsNamesOnePath() {
        #expect(Glob("Sources/UI/AppDelegate.swift").literalPath == "Sources/UI/AppDelegate.swift")
        #expect(Glob("./Sources/\\{Odd\\}/A.swift").literalPath == "Sources/{Odd}/A.swift")
        #expect(Glob("Sources/UI/**").literalPath == nil)
        #expect(Glob("Sources/*.swift").literalPath == nil)
        #expect(Glob("Sources/{A,B}.swift").literalPath == nil)
    }
}
