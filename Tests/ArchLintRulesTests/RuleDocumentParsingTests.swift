import Foundation
import Testing
@testable import ArchLintRules

@Suite struct RuleDocumentParsingTests {
    static let frontmatter = """
        ---
        id: sample-rule
        title: Keep samples small
        impact: MEDIUM
        impactDescription: smaller samples: faster reviews
        severity: warning
        enabledByDefault: false
        tags: samples,  docs , testing
        ---
        """

    static func document(_ body: String, frontmatter: String = frontmatter) -> String {
        frontmatter + "\n" + body
    }

    static let fence = "```"

    // MARK: - Lines and whitespace, read as bytes

    /// Texts whose line breaks and edges a byte reading could get wrong: every break `Character.isNewline` knows,
    /// `\r\n` against `\r` and `\n` apart, combining marks after a break or a space, non-ASCII spaces at the edges.
    static let awkwardTexts = [
        "", "\n", "\r\n", "\r\r\n\n", "a\nb\r\nc\rd", "a\u{0B}b\u{0C}c", "a\u{85}b\u{2028}c\u{2029}d",
        "\n\u{301}x", " \u{301}a ", "\u{A0}a\u{A0}", " a\u{301}", "\t key: value \t", "é ", " ü", "\u{3000}x\u{3000}",
        "a\u{2027}b", "—\n→\r\n×", "trailing\n",
    ]

    @Test func linesSplitWhereCharactersAreLineBreaks() {
        for text in Self.awkwardTexts {
            let expected = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
            #expect(RuleDocumentParser.lines(of: text) == expected, "\(text.debugDescription)")
        }
    }

    @Test func trimmingDropsWhatCharactersCallWhitespace() {
        for text in Self.awkwardTexts {
            var expected = ""
            if let first = text.firstIndex(where: { !$0.isWhitespace }),
               let last = text.lastIndex(where: { !$0.isWhitespace }) {
                expected = String(text[first...last])
            }
            #expect(RuleDocumentParser.trimmed(text) == expected, "\(text.debugDescription)")
            #expect(RuleDocumentParser.trimmed(text.dropFirst(0)) == expected, "\(text.debugDescription)")
        }
    }

    // MARK: - Frontmatter

    @Test func frontmatterFieldsAreReadInOrderWithTheirLines() throws {
        let document = try RuleDocument(markdown: Self.document("## Keep samples small\n"))
        #expect(document.frontmatter.map(\.key) == RuleDocument.frontmatterKeys)
        #expect(document.value(for: "impactDescription") == "smaller samples: faster reviews")
        #expect(document.frontmatter.first?.line == 2)
        #expect(document.id == "sample-rule")
        #expect(document.tags == ["samples", "docs", "testing"])
    }

    @Test func descriptorCarriesEveryFrontmatterValueAndTheWholeText() throws {
        let markdown = Self.document("## Keep samples small\n\nWhy it matters.\n")
        let descriptor = try RuleDocument(markdown: markdown).descriptor(id: "sample-rule")
        #expect(descriptor == RuleDescriptor(
            id: "sample-rule", name: "Keep samples small", impact: .medium,
            impactDescription: "smaller samples: faster reviews", defaultSeverity: .warning,
            enabledByDefault: false, tags: ["samples", "docs", "testing"], documentation: markdown
        ))
    }

    @Test(arguments: [
        "## Keep samples small\n\nWhy.\n\n**Incorrect:**\n\n```swift\nlet a = 1\n```\n",
        "Intro.\n\n```text\n## not the title\n```\n\n## Keep samples small\n",
        "## Keep samples small\r\n\r\n**Correct:**\r\n```swift\r\nlet a = 1\r\n```\r\n",
    ])
    func headerOnlyDescriptorEqualsTheWholeDocumentsDescriptor(body: String) throws {
        let markdown = Self.document(body)
        let whole = try RuleDocument(markdown: markdown).descriptor(id: "sample-rule")
        #expect(try RuleDocument.descriptor(markdown: markdown, id: "sample-rule") == whole)
    }

    @Test func headerTextStopsAfterTheTitleOrGivesUpAtAFence() {
        #expect(RuleDocument.headerText(of: Self.document("## Keep samples small\nmore\n"))
            == Self.document("## Keep samples small\n"))
        #expect(RuleDocument.headerText(of: Self.document("```\n## inside\n```\n## Keep samples small\n")) == nil)
        #expect(RuleDocument.headerText(of: Self.document("no title\n")) == nil)
    }

    @Test func headerOnlyDescriptorReportsTheSameErrors() {
        let wrong = Self.frontmatter.replacingOccurrences(of: "severity: warning", with: "severity: loud")
        #expect(throws: RuleDocumentError.self) {
            try RuleDocument.descriptor(markdown: Self.document("## Keep samples small\n", frontmatter: wrong),
                                        id: "sample-rule")
        }
        #expect(throws: RuleDocumentError.self) {
            try RuleDocument.descriptor(markdown: Self.document("No title at all.\n"), id: "sample-rule")
        }
    }

    @Test func titleProseAndTerminalTextLeaveTheFrontmatterOut() throws {
        let body = "\n# Overview\n\n## Keep samples small\n\nFirst paragraph.\n\n### What it flags\n- big ones\n\n"
            + "**Incorrect:**\n\n\(Self.fence)swift\nlet a = 1\n\(Self.fence)\n"
        let document = try RuleDocument(markdown: Self.document(body))
        #expect(document.title == "Keep samples small")
        #expect(document.prose == "First paragraph.\n\n### What it flags\n- big ones")
        #expect(document.terminalText.hasPrefix("# Overview\n\n## Keep samples small\n"))
        #expect(document.terminalText.hasSuffix("let a = 1\n\(Self.fence)\n"))
        #expect(!document.terminalText.contains("impact:"))
    }

    @Test func windowsLineEndingsParseLikeUnixOnes() throws {
        let markdown = Self.document("## Keep samples small\n**Correct:**\n\(Self.fence)swift\nlet a = 1\n\(Self.fence)\n")
            .replacingOccurrences(of: "\n", with: "\r\n")
        let document = try RuleDocument(markdown: markdown)
        #expect(document.value(for: "severity") == "warning")
        #expect(document.examples.first?.files.first?.source == "let a = 1\n")
    }

    // MARK: - Examples

    @Test func examplesHaveKindCaptionSourceAndMarkdownLines() throws {
        let body = """
            ## Keep samples small

            **Incorrect (too many files):**

            \(Self.fence)swift path=Presentation/TripEditorView.swift
            import SwiftUI
            struct TripEditorView {}
            \(Self.fence)

            **Correct:**

            \(Self.fence)swift
            struct Trip {}
            \(Self.fence)
            """
        let document = try RuleDocument(markdown: Self.document(body))
        let incorrect = try #require(document.examples(.incorrect).first)
        #expect(incorrect.caption == "too many files")
        #expect(incorrect.line == 12)
        #expect(incorrect.files == [RuleExampleFile(
            path: "Presentation/TripEditorView.swift",
            source: "import SwiftUI\nstruct TripEditorView {}\n",
            line: 15
        )])
        let correct = try #require(document.examples(.correct).first)
        #expect(correct.caption == "")
        #expect(correct.files.map(\.path) == [RuleExampleFile.defaultPath])
        #expect(document.examples.map(\.kind) == [.incorrect, .correct])
    }

    @Test func consecutiveBlocksFormOneMultiFileExample() throws {
        let body = """
            ## Keep samples small

            **Incorrect (view model stores the concrete type):**

            \(Self.fence)swift path=Domain/TripRepository.swift
            protocol TripRepository {}
            \(Self.fence)

            Some words between the files are allowed.

            \(Self.fence)swift path=Data/SwiftDataTripRepository.swift
            final class SwiftDataTripRepository: TripRepository {}
            \(Self.fence)

            ### Notes

            \(Self.fence)swift
            let notAnExample = true
            \(Self.fence)
            """
        let document = try RuleDocument(markdown: Self.document(body))
        #expect(document.examples.count == 1)
        #expect(document.examples.first?.files.map(\.path) == [
            "Domain/TripRepository.swift", "Data/SwiftDataTripRepository.swift",
        ])
    }

    @Test func nonSwiftBlocksAndHeadingsInsideCodeAreNotExamples() throws {
        let body = """
            ## Keep samples small

            \(Self.fence)text
            **Incorrect (inside a text block):**
            \(Self.fence)

            **Correct (tilde fence, json ignored):**

            ~~~json
            {"a": 1}
            ~~~

            ~~~~swift path=Views/Row.swift
            // ## not a heading
            \(Self.fence)
            **Incorrect:**
            ~~~~
            """
        let document = try RuleDocument(markdown: Self.document(body))
        #expect(document.title == "Keep samples small")
        #expect(document.examples.count == 1)
        let file = try #require(document.examples.first?.files.first)
        #expect(file.path == "Views/Row.swift")
        #expect(file.source == "// ## not a heading\n\(Self.fence)\n**Incorrect:**\n")
    }

    @Test(arguments: [
        ("**Incorrect (a caption):**", RuleExample.Kind.incorrect, "a caption"),
        ("**Correct (nested (parens) kept):**", .correct, "nested (parens) kept"),
        ("  **Correct:**  ", .correct, ""),
        ("**Incorrect — no parentheses:**", .incorrect, "— no parentheses"),
    ])
    func exampleHeadingsAreRecognised(line: String, kind: RuleExample.Kind, caption: String) throws {
        let markdown = Self.document("## T\n\(line)\n\(Self.fence)swift\nlet x = 1\n\(Self.fence)\n")
        let example = try #require(try RuleDocument(markdown: markdown).examples.first)
        #expect(example.kind == kind)
        #expect(example.caption == caption)
    }

    @Test(arguments: ["**Correctness:**", "**Incorrect (no colon)**", "Incorrect (plain):", "**Benefits:**"])
    func otherBoldLinesAreNotExampleHeadings(line: String) throws {
        let markdown = Self.document("## T\n\(line)\n\(Self.fence)swift\nlet x = 1\n\(Self.fence)\n")
        #expect(try RuleDocument(markdown: markdown).examples.isEmpty)
    }

    @Test func pathMayBeQuoted() throws {
        let markdown = Self.document("## T\n**Correct:**\n\(Self.fence)swift path=\"UI/A.swift\"\nlet x = 1\n\(Self.fence)\n")
        #expect(try RuleDocument(markdown: markdown).examples.first?.files.first?.path == "UI/A.swift")
    }

    // MARK: - Errors

    static func replacing(_ line: String, with replacement: String?) -> String {
        let lines = frontmatter.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let kept = lines.compactMap { $0 == line ? replacement : $0 }
        return kept.joined(separator: "\n")
    }

    static func descriptorError(frontmatter: String, body: String = "## Keep samples small\n") -> RuleDocumentError? {
        do {
            _ = try RuleDocument(markdown: document(body, frontmatter: frontmatter)).descriptor(id: "sample-rule")
            return nil
        } catch {
            return error as? RuleDocumentError
        }
    }

    @Test func structuralProblemsAreThrownByTheInitialiserWithTheirLine() {
        #expect(throws: RuleDocumentError.missingFrontmatter(document: "Rules/a.md")) {
            try RuleDocument(markdown: "## No frontmatter\n", path: "Rules/a.md")
        }
        #expect(throws: RuleDocumentError.unterminatedFrontmatter(document: "rule document")) {
            try RuleDocument(markdown: "---\nid: a\n## Title\n")
        }
        #expect(throws: RuleDocumentError.malformedFrontmatterLine(document: "rule document", line: 3, text: "just words")) {
            try RuleDocument(markdown: "---\nid: a\njust words\n---\n")
        }
        #expect(throws: RuleDocumentError.duplicateFrontmatterKey(document: "rule document", line: 3, key: "id")) {
            try RuleDocument(markdown: "---\nid: a\nid: b\n---\n")
        }
        #expect(throws: RuleDocumentError.unterminatedCodeBlock(document: "rule document", line: 11)) {
            try RuleDocument(markdown: Self.document("**Correct:**\n\(Self.fence)swift\nlet x = 1\n"))
        }
        #expect(throws: RuleDocumentError.exampleWithoutCode(document: "rule document", line: 10)) {
            try RuleDocument(markdown: Self.document("**Incorrect:**\nOnly words.\n### Next\n"))
        }
    }

    @Test func examplePathsMustBeUniqueAndRelative() {
        let twoDefaults = "**Correct:**\n\(Self.fence)swift\na\n\(Self.fence)\n\(Self.fence)swift\nb\n\(Self.fence)\n"
        #expect(throws: RuleDocumentError.duplicateExampleFile(document: "rule document", line: 14, path: "Example.swift")) {
            try RuleDocument(markdown: Self.document(twoDefaults))
        }
        for path in ["/Domain/A.swift", "Domain/../../A.swift", ""] {
            let body = "**Correct:**\n\(Self.fence)swift path=\(path)\na\n\(Self.fence)\n"
            #expect(throws: RuleDocumentError.self, "\(path)") {
                try RuleDocument(markdown: Self.document(body))
            }
        }
    }

    @Test(arguments: RuleDocument.frontmatterKeys)
    func descriptorNamesAMissingKey(key: String) throws {
        let line = try #require(Self.frontmatter.split(separator: "\n").first { $0.hasPrefix(key + ":") })
        let error = Self.descriptorError(frontmatter: Self.replacing(String(line), with: nil))
        #expect(error == .missingFrontmatterKey(document: "Rules/sample-rule.md", key: key))
        #expect(error?.description == "Rules/sample-rule.md: frontmatter key '\(key)' is missing or empty")
    }

    @Test func descriptorRejectsValuesOutsideTheirSpelling() {
        let impact = Self.descriptorError(frontmatter: Self.replacing("impact: MEDIUM", with: "impact: SEVERE"))
        #expect(impact?.description
            == "Rules/sample-rule.md: frontmatter key 'impact' must be CRITICAL, HIGH, MEDIUM or LOW (found 'SEVERE')")
        let severity = Self.descriptorError(frontmatter: Self.replacing("severity: warning", with: "severity: Warning"))
        #expect(severity == .invalidFrontmatterValue(
            document: "Rules/sample-rule.md", key: "severity", value: "Warning", expected: "error or warning"))
        let enabled = Self.descriptorError(frontmatter: Self.replacing("enabledByDefault: false", with: "enabledByDefault: no"))
        #expect(enabled == .invalidFrontmatterValue(
            document: "Rules/sample-rule.md", key: "enabledByDefault", value: "no", expected: "true or false"))
        let tags = Self.descriptorError(frontmatter: Self.replacing("tags: samples,  docs , testing", with: "tags: , ,"))
        #expect(tags == .invalidFrontmatterValue(
            document: "Rules/sample-rule.md", key: "tags", value: ", ,", expected: "a comma-separated list of tags"))
    }

    @Test func descriptorChecksIdTitleAndUnknownKeys() {
        let otherID = Self.descriptorError(frontmatter: Self.replacing("id: sample-rule", with: "id: other-rule"))
        #expect(otherID == .idMismatch(document: "Rules/sample-rule.md", id: "other-rule", expected: "sample-rule"))
        let snake = Self.descriptorError(frontmatter: Self.replacing("id: sample-rule", with: "id: sample_rule"))
        #expect(snake?.description.contains("frontmatter key 'id' must be lower-case kebab-case") == true)
        let unknown = Self.descriptorError(frontmatter: Self.replacing("severity: warning", with: "severity: warning\nlevel: 3"))
        #expect(unknown == .unknownFrontmatterKey(document: "Rules/sample-rule.md", line: 7, key: "level"))
        #expect(Self.descriptorError(frontmatter: Self.frontmatter, body: "No heading.\n")
            == .missingTitle(document: "Rules/sample-rule.md"))
        #expect(Self.descriptorError(frontmatter: Self.frontmatter, body: "## Keep samples tiny\n")
            == .titleMismatch(document: "Rules/sample-rule.md", heading: "Keep samples tiny", title: "Keep samples small"))
    }

    @Test func errorMessagesUseThePathTheDocumentWasGiven() {
        do {
            _ = try RuleDocument(markdown: "no frontmatter", path: "Rules/custom.md")
            Issue.record("expected an error")
        } catch {
            #expect("\(error)" == "Rules/custom.md: the document must start with a '---' line that opens the frontmatter")
        }
    }
}
