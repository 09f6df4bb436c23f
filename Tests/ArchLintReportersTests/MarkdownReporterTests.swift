import ArchLintEngine
@testable import ArchLintReporters
import ArchLintRules
import Foundation
import Testing

@Suite struct MarkdownReporterTests {
    private func render(_ result: LintResult, options: ReportOptions = ReportFixture.options) -> String {
        MarkdownReporter().report(result, options: options)
    }

    @Test func markdownSnapshot() {
        assertSnapshot(render(ReportFixture.result, options: ReportFixture.describedOptions), as: "md")
    }

    @Test func headingTableAndOneDetailsBlockPerRule() {
        let output = render(ReportFixture.result, options: ReportFixture.describedOptions)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "## ArchLint: 2 errors, 3 warnings")
        #expect(lines.contains("**Trip Planner** · commit `0123456789ab` · 2026-11-23T14:05:00+01:00 · archlint 9.9.9"))
        #expect(lines.contains("| warning | view-body-logic | 3 |"))
        #expect(lines.contains("| error | layer-dependency | 1 |"))
        #expect(lines.filter { $0 == "<details>" }.count == 3 + 1)
        #expect(lines.contains("<summary><b>view-body-logic</b> View Body Logic: 3 warnings</summary>"))
        // Identical findings are one item with their places under it.
        #expect(lines.contains("- **warning** view body filters 'trips'; move it to the view model (2 places)"))
        #expect(lines.filter { $0.hasPrefix("    - [`Sources/TripUI/TripListView.swift:") }.count == 2)
    }

    @Test func locationsLinkToTheirLines() {
        let output = render(ReportFixture.result, options: ReportFixture.describedOptions)
        let link = "https://github.com/acme/trips/blob/\(ReportFixture.commit)/Apps/Sources/Trip%20Domain/"
            + "%C3%9Cber.swift#L14"
        #expect(output.contains("[`Sources/Trip Domain/Über.swift:14`](\(link))"))
        #expect(!render(ReportFixture.result).contains("](http"))
    }

    @Test func markupNeverTakesEffectInTablesOrLists() {
        let finding = Finding(ruleID: "r|<b>", severity: .error, file: "A|B <c>`d.swift", line: 2, column: 1,
                              message: "use `x | y` <b>here</b> & *now*_\nthen")
        let output = render(ReportFixture.result(findings: [finding]))
        // In the table, references: GitHub decodes them in cells, where it would show backslash escapes as typed.
        #expect(output.contains("| error | r&#124;&#60;b&#62; | 1 |"), "\(output)")
        #expect(output.contains("<summary><b>r|&lt;b&gt;</b>: 1 error</summary>"))
        // In the list, code spans stay code and everything else is text.
        #expect(output.contains("- **error** use `x | y` &#60;b&#62;here&#60;/b&#62; &#38; &#42;now&#42;&#95; then: "
            + "``A|B <c>`d.swift:2``"), "\(output)")
        #expect(!output.contains("<b>here") && !output.contains("\\"))
    }

    /// Text from the project (messages of custom rules, their names, paths) mentions no one in a pull-request
    /// comment: outside code an `@` is followed by a word joiner; a code span is left as it is, as GitHub
    /// mentions no one inside code.
    @Test func noTextMentionsAnyone() {
        let finding = Finding(ruleID: "ask-the-team", severity: .error, file: "Domain/@octocat.swift", line: 1,
                              column: 1, message: "ask @octocat or @acme/reviewers about `@MainActor`")
        var result = ReportFixture.result(findings: [finding])
        result.rules = [RuleDescriptor(id: "ask-the-team", name: "Ask @acme/architects", impact: .medium,
                                       impactDescription: "", defaultSeverity: .error, enabledByDefault: true,
                                       tags: [], documentation: "")]
        let output = render(result)
        let outsideCode = output.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 0 }.map(\.element).joined()
        #expect(!outsideCode.contains("@o") && !outsideCode.contains("@a"), "\(output)")
        #expect(output.contains("- **error** ask @&#8288;octocat or @&#8288;acme/reviewers about `@MainActor`: "
            + "`Domain/@octocat.swift:1`"), "\(output)")
        #expect(output.contains("<summary><b>ask-the-team</b> Ask @&#8288;acme/architects: 1 error</summary>"))
    }

    /// A `|` followed by a combining mark is one Character but still ends a cell: every table row keeps its cell
    /// count, and the path shows only inside a list item's code span.
    @Test func aPipeWithACombiningMarkBreaksNoTable() {
        let finding = Finding(ruleID: "domain-framework-import", severity: .error, file: "Domain/a|\u{301}b.swift",
                              line: 1, column: 1, message: "`import SwiftUI` in the Domain layer")
        let output = render(ReportFixture.result(findings: [finding]))
        let rows = output.split(separator: "\n").filter { $0.hasPrefix("|") }
        #expect(!rows.isEmpty)
        for row in rows {
            let cells = row.dropFirst().dropLast().unicodeScalars.split(separator: "|", omittingEmptySubsequences: false)
            #expect(cells.count == 3, "\(row)")
        }
        #expect(output.contains("| error | domain-framework-import | 1 |"))
        #expect(output.contains("`Domain/a|\u{301}b.swift:1`"))
    }

    @Test func theLayerGraphIsAMermaidBlock() {
        let output = render(ReportFixture.result)
        #expect(output.contains("<summary>Layer graph</summary>\n\n```mermaid\nflowchart LR\n"))
        #expect(output.hasSuffix("```\n\n</details>\n"))
        let none = LintResult(root: ".", findings: [], files: [], rules: [], layerGraph: LayerGraph(layers: [], edges: []))
        #expect(!render(none).contains("mermaid"))
    }

    @Test func aComparisonListsWhatTheChangeAddedThenWhatItFixed() throws {
        var result = ReportFixture.result
        result.comparedTo = "main (1a2b3c4)"
        result.fixed = [Finding(ruleID: "layer-dependency", severity: .error, file: "Old/Gone.swift", line: 3,
                                column: 1, message: "Domain refers to 'Old' from Data")]
        let output = render(result, options: ReportFixture.describedOptions)
        #expect(output.contains("Compared with main (1a2b3c4): this change adds 5 findings and fixes 1."))
        #expect(output.contains("| Severity | Rule | Added |"))
        let added = try #require(output.range(of: "### Added by this change"))
        let fixed = try #require(output.range(of: "### Fixed by this change"))
        #expect(added.lowerBound < fixed.lowerBound)
        // Fixed lines belong to the compared revision: listed, not linked.
        #expect(output[fixed.upperBound...].contains("- **error** Domain refers to 'Old' from Data: `Old/Gone.swift:3`"))
        var nothing = result
        nothing.findings = []
        nothing.fixed = []
        let none = render(nothing)
        #expect(none.contains("### Added by this change\n\nThis change adds no findings."))
        #expect(none.contains("### Fixed by this change\n\nThis change fixes no findings."))
    }

    @Test func aHugeReportStaysUnderTheLimitAndSaysWhatItCut() throws {
        let rules = ["a-rule", "b-rule", "c-rule", "d-rule"]
        let findings = (0..<20_000).map { index in
            Finding(ruleID: rules[index % 4], severity: .warning, file: "Sources/Module\(index / 100)/File\(index).swift",
                    line: index % 500 + 1, column: 1, message: "finding number \(index) says something long enough")
        }
        let output = render(ReportFixture.result(findings: findings), options: ReportFixture.describedOptions)
        #expect(output.utf16.count <= MarkdownReporter.characterLimit)
        #expect(output.utf16.count > MarkdownReporter.characterLimit - 3_000, "the cap leaves too much room unused")
        let shown = output.split(separator: "\n").filter { $0.hasPrefix("- **warning** ") }.count
        let notes = try NSRegularExpression(pattern: #"_… (\d+) more findings? of rule `([a-z-]+)` not shown\._"#)
        let matches = notes.matches(in: output, range: NSRange(output.startIndex..., in: output))
        let cut = matches.compactMap { Range($0.range(at: 1), in: output).flatMap { Int(output[$0]) } }
        #expect(shown > 0 && !cut.isEmpty)
        #expect(shown + cut.reduce(0, +) == findings.count)
        #expect(output.contains("**\(cut.reduce(0, +)) findings not shown** to keep this under GitHub's comment size limit"))
        // The graph after the findings survives the cut.
        #expect(output.contains("```mermaid"))
    }

    @Test func theCutFallsBetweenGroupsAndNamesEachRuleCut() {
        let findings = ["a-rule", "a-rule", "b-rule"].enumerated().map { index, rule in
            Finding(ruleID: rule, severity: .error, file: "F\(index).swift", line: 1, column: 1,
                    message: "message \(index) " + String(repeating: "x", count: 300))
        }
        let full = render(ReportFixture.result(findings: findings))
        let reporter = MarkdownReporter()
        let limit = full.utf16.count - 400
        let cut = reporter.report(ReportFixture.result(findings: findings), options: ReportFixture.options, limit: limit)
        #expect(cut.utf16.count <= limit)
        #expect(cut.contains("- **error** message 0 "))
        #expect(!cut.contains("message 1 ") && !cut.contains("message 2 "))
        #expect(cut.contains("_… 1 more finding of rule `a-rule` not shown._"))
        #expect(cut.contains("_… 1 more finding of rule `b-rule` not shown._"))
        #expect(cut.contains("**2 findings not shown**"))
        #expect(!full.contains("not shown"))
    }

    @Test func manyPlacesAreCountedPastTheTenth() {
        let findings = (1...14).map { line in
            Finding(ruleID: "r", severity: .warning, file: "A.swift", line: line, column: 1, message: "same")
        }
        let output = render(ReportFixture.result(findings: findings))
        #expect(output.contains("- **warning** same (14 places)\n"))
        #expect(output.components(separatedBy: "    - `A.swift:").count - 1 == 10)
        #expect(output.contains("    - and 4 more\n"))
    }

    @Test func cleanRunSaysSo() {
        let output = render(ReportFixture.clean)
        #expect(output.hasPrefix("## ArchLint: no findings\n\narchlint 9.9.9\n\nNo architecture findings in 6 files.\n\n"))
        #expect(!output.contains("<details>\n<summary><b>"))
    }
}
