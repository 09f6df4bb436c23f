import Foundation
import Testing
import TestSupport
@testable import ArchLintRules

/// Keeps `EmbeddedRuleDocuments+Generated.swift` identical to `Rules/*.md`.
///
/// After editing a rule document, regenerate the Swift file with
/// `RECORD_RULE_DOCS=1 swift test --filter EmbeddedRuleDocumentsTests`, then build again.
@Suite struct EmbeddedRuleDocumentsTests {
    static let generatedFile = RepositoryPaths.root
        .appendingPathComponent("Sources/ArchLintRules/Documents/EmbeddedRuleDocuments+Generated.swift")

    @Test func embeddedDocumentsMatchTheRulesFolder() throws {
        let onDisk = try RuleDocumentFiles.load()
        #expect(!onDisk.isEmpty, "no documents found in \(RepositoryPaths.rules.path)")

        if ProcessInfo.processInfo.environment["RECORD_RULE_DOCS"] != nil {
            let rendered = EmbeddedRuleDocumentsRenderer.render(onDisk)
            try rendered.write(to: Self.generatedFile, atomically: true, encoding: .utf8)
            let reread = try String(contentsOf: Self.generatedFile, encoding: .utf8)
            #expect(reread == rendered, "could not rewrite \(Self.generatedFile.path)")
            return
        }

        let embedded = EmbeddedRuleDocuments.documents
        let hint = "; run RECORD_RULE_DOCS=1 swift test --filter EmbeddedRuleDocumentsTests to regenerate"
        #expect(embedded.map(\.id) == onDisk.map(\.id),
                "embedded ids differ from Rules/*.md\(hint)")
        for document in onDisk {
            let copy = embedded.first { $0.id == document.id }?.markdown ?? ""
            if let difference = TextDifference.first(between: document.markdown, and: copy) {
                Issue.record("Rules/\(document.id).md differs from its embedded copy at \(difference)\(hint)")
            }
        }
    }

    @Test func generatedFileIsExactlyWhatTheRendererWrites() throws {
        let onDisk = try RuleDocumentFiles.load()
        let generated = try String(contentsOf: Self.generatedFile, encoding: .utf8)
        let rendered = EmbeddedRuleDocumentsRenderer.render(onDisk)
        if ProcessInfo.processInfo.environment["RECORD_RULE_DOCS"] == nil,
           let difference = TextDifference.first(between: rendered, and: generated) {
            let message = "EmbeddedRuleDocuments+Generated.swift is stale or was edited by hand, at \(difference); "
                + "run RECORD_RULE_DOCS=1 swift test --filter EmbeddedRuleDocumentsTests"
            Issue.record(Comment(rawValue: message))
        }
        #expect(generated.hasPrefix("// Generated from Rules/*.md"))
    }

    @Test func catalogIsWhatParsingTheDocumentsGives() throws {
        // The catalog is read from the generated frontmatter; parsing every embedded document must give the same.
        let parsed = EmbeddedRuleDocuments.documents.compactMap {
            try? RuleDocument.descriptor(markdown: $0.markdown, id: $0.id)
        }.sorted { $0.id < $1.id }
        #expect(!parsed.isEmpty)
        #expect(RuleCatalog.all == parsed)
    }

    @Test func differenceNamesTheFirstDifferingLine() {
        #expect(TextDifference.first(between: "a\nb\n", and: "a\nb\n") == nil)
        #expect(TextDifference.first(between: "a\nb\n", and: "a\nc\n") == "line 2: expected 'b', found 'c'")
        #expect(TextDifference.first(between: "a\n", and: "a\nmore") == "line 2: expected '', found 'more'")
    }

    @Test func rawDelimiterAvoidsHashRunsInTheText() {
        #expect(EmbeddedRuleDocumentsRenderer.rawDelimiter(for: "plain text") == "#")
        #expect(EmbeddedRuleDocumentsRenderer.rawDelimiter(for: ##"a "# quote"##) == "##")
        #expect(EmbeddedRuleDocumentsRenderer.rawDelimiter(for: ##"an escape \# here"##) == "##")
        #expect(EmbeddedRuleDocumentsRenderer.rawDelimiter(for: ###"both "## and \#"###) == "###")
    }

    @Test func renderedLiteralKeepsTheTextAndItsFinalNewline() {
        let rendered = EmbeddedRuleDocumentsRenderer.render([(id: "x", markdown: "---\nid: x\n---\nbody \"#\n")])
        #expect(rendered.contains("id: \"x\""))
        #expect(rendered.contains("##\"\"\"\n---\nid: x\n---\nbody \"#\n\n\"\"\"##"))
    }
}

/// Writes the Swift source of `EmbeddedRuleDocuments` for a list of documents.
enum EmbeddedRuleDocumentsRenderer {
    static func render(_ documents: [(id: String, markdown: String)]) -> String {
        var out = """
        // Generated from Rules/*.md — do not edit.
        // Regenerate: RECORD_RULE_DOCS=1 swift test --filter EmbeddedRuleDocumentsTests

        /// The text of every `Rules/<id>.md`, sorted by id.
        enum EmbeddedRuleDocuments {
            static let documents: [(id: String, markdown: String)] = [

        """
        for document in documents {
            let hashes = rawDelimiter(for: document.markdown)
            // A multi-line literal drops the newline before its closing delimiter; the extra line break keeps
            // the document's own final newline.
            out += "        (\n"
            out += "            id: \"\(document.id)\",\n"
            out += "            markdown: \(hashes)\"\"\"\n\(document.markdown)\n\"\"\"\(hashes)\n"
            out += "        ),\n"
        }
        out += "    ]\n"
        // What each valid document's frontmatter says, as the descriptor reads it: literals, so that no process
        // parses the documents to learn the rules' ids, titles and default severities.
        out += "\n    /// What the frontmatter of each valid document says, in the same order (``RuleCatalog/all``).\n"
        out += "    static let frontmatter: [RuleFrontmatter] = [\n"
        for document in documents {
            guard let descriptor = try? RuleDocument.descriptor(markdown: document.markdown, id: document.id) else {
                continue
            }
            out += "        RuleFrontmatter(\n"
            out += "            id: \(literal(descriptor.id)), title: \(literal(descriptor.name)),\n"
            out += "            impact: .\(descriptor.impact), defaultSeverity: .\(descriptor.defaultSeverity),\n"
            out += "            enabledByDefault: \(descriptor.enabledByDefault),\n"
            out += "            impactDescription: \(literal(descriptor.impactDescription)),\n"
            out += "            tags: [\(descriptor.tags.map(literal).joined(separator: ", "))]\n"
            out += "        ),\n"
        }
        out += "    ]\n}\n"
        return out
    }

    /// `text` as a Swift string literal (raw, so that nothing in it needs escaping).
    static func literal(_ text: String) -> String {
        let hashes = rawDelimiter(for: text)
        return "\(hashes)\"\(text)\"\(hashes)"
    }

    /// The shortest run of `#` such that neither `"` nor `\` followed by it occurs in `text`.
    static func rawDelimiter(for text: String) -> String {
        var hashes = "#"
        while text.contains("\"" + hashes) || text.contains("\\" + hashes) {
            hashes += "#"
        }
        return hashes
    }
}

/// Where two texts first differ, for failure messages that do not print whole documents.
enum TextDifference {
    /// `line N: expected '…', found '…'`, or `nil` when the texts are equal.
    static func first(between expected: String, and actual: String) -> String? {
        guard expected != actual else { return nil }
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let want = index < expectedLines.count ? String(expectedLines[index]) : "<end of text>"
            let got = index < actualLines.count ? String(actualLines[index]) : "<end of text>"
            if want != got {
                return "line \(index + 1): expected '\(want)', found '\(got)'"
            }
        }
        return "the line endings"
    }
}

/// The rule documents in `Rules/` (a rule's checks in its folder, `Rules/<rule>/<check>.md`), read from disk and
/// sorted by id.
enum RuleDocumentFiles {
    static func load() throws -> [(id: String, markdown: String)] {
        let manager = FileManager.default
        var documents: [(id: String, markdown: String)] = []
        for name in try manager.contentsOfDirectory(atPath: RepositoryPaths.rules.path) {
            let url = RepositoryPaths.rules.appendingPathComponent(name)
            if name.hasSuffix(".md") {
                documents.append((String(name.dropLast(3)), try String(contentsOf: url, encoding: .utf8)))
            } else if (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true {
                for check in try manager.contentsOfDirectory(atPath: url.path) where check.hasSuffix(".md") {
                    let text = try String(contentsOf: url.appendingPathComponent(check), encoding: .utf8)
                    documents.append(("\(name)/\(check.dropLast(3))", text))
                }
            }
        }
        return documents.sorted { $0.id < $1.id }
    }
}
