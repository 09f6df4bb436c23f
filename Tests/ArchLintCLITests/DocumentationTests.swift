import ArchLintRules
import Foundation
import TestSupport
import Testing

/// The Markdown pages a reader of the repository starts from: README.md and the reference pages in docs/.
enum DocumentationPages {
    static func text(_ path: String) throws -> String {
        try String(contentsOf: RepositoryPaths.root.appendingPathComponent(path), encoding: .utf8)
    }

    /// README.md, then every docs/*.md, as paths from the repository's root.
    static func all() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(
            atPath: RepositoryPaths.root.appendingPathComponent("docs").path)
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    }

    /// The text's lines outside fenced code blocks.
    static func prose(_ text: String) -> [Substring] {
        var inFence = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
                return false
            }
            return !inFence
        }
    }

    /// Every match of `pattern` in `text`, with its capture groups (absent groups are empty strings).
    static func matches(of pattern: String, in text: String) -> [[String]] {
        let expression = try! NSRegularExpression(pattern: pattern)
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).map { match in
            (0..<match.numberOfRanges).map { index in
                Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
            }
        }
    }
}

/// README.md is a user's guide: it starts with the two commands that work on a fresh checkout (CI runs the second),
/// lists every rule, stays short, and carries no history — no commit hashes, no clock times, no dates.
@Suite struct ReadmeTests {
    @Test func theFirstCodeBlockIsTheTwoCommandsThatWorkOnAFreshCheckout() throws {
        let readme = try DocumentationPages.text("README.md")
        let opening = try #require(readme.range(of: "```sh\n"))
        let closing = try #require(readme.range(of: "```", range: opening.upperBound..<readme.endIndex))
        #expect(!readme[..<opening.lowerBound].contains("```"))
        #expect(readme[opening.upperBound..<closing.lowerBound] == """
            swift run archlint lint SampleProjects/TripPlanner   # lint the reference implementation: every rule passes, exit 0
            swift test                                          # run every test

            """)
    }

    @Test func theRulesTableListsEveryRuleWithItsDocument() throws {
        let readme = try DocumentationPages.text("README.md")
        let missing = RuleRegistry.allIDs.filter { !readme.contains("| [`\($0)`](Rules/\($0).md) |") }
        #expect(missing.isEmpty, "README.md's rules table lacks \(missing)")
    }

    @Test func theReadmeStaysAGuide() throws {
        let lines = try DocumentationPages.text("README.md").split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count <= 400, "README.md has \(lines.count) lines; reference material belongs in docs/")
    }

    /// Commit hashes: 7 to 40 lowercase hex characters standing alone, with both a digit and a letter.
    static func commitHashes(in text: String) -> [String] {
        DocumentationPages.matches(of: "(?<![0-9A-Za-z_])[0-9a-f]{7,40}(?![0-9A-Za-z_])", in: text).map { $0[0] }
            .filter { word in word.contains { $0.isNumber } && word.contains { $0.isLetter } }
    }

    /// Clock times: `HH:MM` followed by a time zone, or a range of two times.
    static func clockTimes(in text: String) -> [String] {
        let time = "(?<![0-9:])([01]?[0-9]|2[0-3]):[0-5][0-9]"
        return DocumentationPages.matches(
            of: time + "(:[0-5][0-9])?\\s*(UTC|GMT)|" + time + "\\s*[–-]\\s*([01]?[0-9]|2[0-3]):[0-5][0-9](?![0-9:])",
            in: text).map { $0[0] }
    }

    /// Dates written `YYYY-MM-DD`.
    static func dates(in text: String) -> [String] {
        DocumentationPages.matches(of: "(?<![0-9])(19|20)[0-9]{2}-[01][0-9]-[0-3][0-9](?![0-9])", in: text)
            .map { $0[0] }
    }

    @Test(arguments: try DocumentationPages.all())
    func aPageCarriesNoHistory(page: String) throws {
        let text = try DocumentationPages.text(page)
        #expect(Self.commitHashes(in: text).isEmpty, "\(page) names commits: \(Self.commitHashes(in: text))")
        #expect(Self.clockTimes(in: text).isEmpty, "\(page) gives clock times: \(Self.clockTimes(in: text))")
        #expect(Self.dates(in: text).isEmpty, "\(page) gives dates: \(Self.dates(in: text))")
    }

    @Test func theHistoryChecksFindWhatTheyLookFor() {
        #expect(Self.commitHashes(in: "measured at `a76c64b` (`e17133e`), then") == ["a76c64b", "e17133e"])
        #expect(Self.commitHashes(in: "0x345250, 100663296 bytes, a deadbeef or defaced word, 1.54 M").isEmpty)
        #expect(Self.clockTimes(in: "at 11:43 UTC, and 06:00–07:01") == ["11:43 UTC", "06:00–07:01"])
        #expect(Self.clockTimes(in: "TripEditorView.swift:6:31: error, 3:3 is a column").isEmpty)
        #expect(Self.dates(in: "measured 2026-11-27 on") == ["2026-11-27"])
    }
}

/// Every relative link in README.md and docs/*.md leads to a file of the repository, and every anchor to a heading
/// of its page.
@Suite struct DocsLinkTests {
    /// GitHub's anchor for a heading: lowercase, letters, digits, `-` and `_` kept, spaces made `-`, the rest dropped.
    static func anchor(of heading: String) -> String {
        let text = DocumentationPages.matches(of: "\\[([^\\]]*)\\]\\([^)]*\\)", in: heading)
            .reduce(heading) { $0.replacingOccurrences(of: $1[0], with: $1[1]) }
        return String(text.lowercased().compactMap { character -> Character? in
            if character == " " { return "-" }
            return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
        })
    }

    /// The anchors of a page's headings, numbered as GitHub numbers repeats (`x`, `x-1`, `x-2`).
    static func anchors(of text: String) -> Set<String> {
        var seen: [String: Int] = [:]
        var anchors: Set<String> = []
        for line in DocumentationPages.prose(text) where line.hasPrefix("#") {
            let base = anchor(of: line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces))
            let count = seen[base, default: 0]
            anchors.insert(count == 0 ? base : "\(base)-\(count)")
            seen[base] = count + 1
        }
        return anchors
    }

    /// The targets of a page's inline links and images, outside code.
    static func targets(of text: String) -> [String] {
        let prose = DocumentationPages.prose(text).joined(separator: "\n")
        let withoutCode = DocumentationPages.matches(of: "`[^`\n]*`", in: prose)
            .reduce(prose) { $0.replacingOccurrences(of: $1[0], with: "") }
        return DocumentationPages.matches(of: "\\]\\(([^)\\s]+)(\\s+\"[^\"]*\")?\\)", in: withoutCode).map { $0[1] }
    }

    @Test func anchorsAreGitHubs() {
        #expect(Self.anchor(of: "Architecture over time: `--history`, `--since`, `--compare`")
                == "architecture-over-time---history---since---compare")
        #expect(Self.anchor(of: "Editors: `archlint lsp`") == "editors-archlint-lsp")
        #expect(Self.anchors(of: "# A\n```\n# not a heading\n```\n## A\n") == ["a", "a-1"])
        #expect(Self.targets(of: "[a](x.md) `[b](y.md)` ![](z.png)\n```\n[c](w.md)\n```\n") == ["x.md", "z.png"])
    }

    @Test(arguments: try DocumentationPages.all())
    func everyRelativeLinkResolves(page: String) throws {
        let text = try DocumentationPages.text(page)
        let folder = RepositoryPaths.root.appendingPathComponent(page).deletingLastPathComponent()
        let targets = Self.targets(of: text)
        #expect(page != "README.md" || targets.contains("docs/configuration.md"), "found no links in \(page)")
        for target in targets where !target.contains("://") && !target.hasPrefix("mailto:") {
            let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let path = String(parts[0])
            let file = path.isEmpty ? RepositoryPaths.root.appendingPathComponent(page)
                                    : folder.appendingPathComponent(path).standardizedFileURL
            guard FileManager.default.fileExists(atPath: file.path) else {
                Issue.record("\(page) links to \(target), which does not exist")
                continue
            }
            if parts.count == 2, file.pathExtension == "md" {
                let anchors = Self.anchors(of: try String(contentsOf: file, encoding: .utf8))
                #expect(anchors.contains(String(parts[1])), "\(page) links to \(target): no such heading")
            }
        }
    }
}
