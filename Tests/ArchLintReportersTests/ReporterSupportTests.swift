import ArchLintOutline
import ArchLintEngine
@testable import ArchLintReporters
import ArchLintRules
import Testing

/// The small building blocks reporters share: hashing, escaping, paths and JSON rendering.
@Suite struct ReporterSupportTests {
    @Test(arguments: [("", "cbf29ce484222325"), ("a", "af63dc4c8601ec8c"), ("foobar", "85944171f73967e8")])
    func fnv1aMatchesReferenceVectors(input: String, digest: String) {
        #expect(FNV1a64.hexDigest(input) == digest)
    }

    @Test func markupEscapesEveryActiveCharacter() {
        #expect(Markup.escape(#"<a href="x">&'</a>"#) == "&lt;a href=&quot;x&quot;&gt;&amp;&#39;&lt;/a&gt;")
        #expect(Markup.escape("a\nb\u{0}") == "a\nb\u{FFFD}")
        #expect(Markup.escape("a\nb\tc", inAttribute: true) == "a&#10;b&#9;c")
    }

    @Test func uriEncodingKeepsSlashesAndEncodesTheRest() {
        let encoded = URIEncoding.encodedPath("Sources/Trip Domain/Über.swift")
        #expect(encoded == "Sources/Trip%20Domain/%C3%9Cber.swift")
        #expect(URIEncoding.encodedPath("a#b?c%d") == "a%23b%3Fc%25d")
        #expect(URIEncoding.fileURI(forDirectory: "/srv/app") == "file:///srv/app/")
        #expect(URIEncoding.fileURI(forDirectory: "/srv/app/") == "file:///srv/app/")
    }

    @Test func jsonRenderingIsPrettyAndOrdered() {
        let value = JSONValue.object([("b", .int(1)), ("a", .array([.null, .bool(true)])), ("e", .object([])),
                                      ("f", .array([]))])
        #expect(value.rendered() == "{\n  \"b\": 1,\n  \"a\": [\n    null,\n    true\n  ],\n  \"e\": {},\n  \"f\": []\n}")
        #expect(JSONString.quoted("a\"\\\n\u{1}\u{2028}é") == #""a\"\\\n\u0001\u2028é""#)
    }

    @Test func documentationBodyDropsTheFrontmatter() {
        let rule = ReportFixture.rules[0]
        #expect(rule.documentationBody.hasPrefix("## Domain Framework Import\n\nShort rationale"))
        #expect(!rule.documentationBody.contains("impactDescription"))
        let plain = RuleDescriptor(id: "x", name: "X", impact: .low, impactDescription: "", defaultSeverity: .warning,
                                   enabledByDefault: true, tags: [], documentation: "\n## X\n\n    indented\n")
        #expect(plain.documentationBody == "## X\n\n    indented")
    }

    /// A punctuation mark followed by a combining mark is one `Character` but still the punctuation to a parser.
    @Test func escapersWorkOnScalarsSoCombiningMarksCannotHidePunctuation() {
        let mark = "\u{301}"
        #expect(MarkdownText.plain("a|\(mark)b") == "a&#124;\(mark)b")
        #expect(MermaidGraphRenderer.label("M\"\(mark)x") == "M#quot;\(mark)x")
        #expect(MermaidGraphRenderer.label("#\(mark)<\(mark)") == "#35;\(mark)#lt;\(mark)")
        #expect(DotGraphRenderer.quoted("M\"\(mark)x\\\(mark)") == "\"M\\\"\(mark)x\\\\\(mark)\"")
    }

    @Test func singleLineFlattensBreaksAndNeutralisesControls() {
        #expect("a\r\nb\nc\rd".singleLine == "a b c d")
        #expect("tab\there\u{1B}".singleLine == "tab\there\u{FFFD}")
        #expect("  x y \n".trimmed == "x y")
    }
}
