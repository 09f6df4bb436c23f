import ArchLintEngine
import ArchLintReporters
import ArchLintRules
import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite struct HTMLReporterTests {
    private static let attack = "</script><script>alert(1)</script>"

    private func render(_ result: LintResult) -> String {
        HTMLReporter().report(result, options: ReportFixture.options)
    }

    @Test func htmlSnapshot() {
        assertSnapshot(render(ReportFixture.result), as: "html")
    }

    @Test func sourceLinesMessagesAndPathsRenderAsText() {
        let finding = Finding(ruleID: "layer-dependency", severity: .error, file: "Sources/<x>/\(Self.attack).swift",
                              line: 1, column: 1, message: "message \(Self.attack)", layer: "Do<main>",
                              sourceLine: "let s = \"\(Self.attack)\"")
        let graph = LayerGraph(layers: ["Do<main>", "Data"],
                               edges: [LayerEdge(from: "Do<main>", to: "Data", count: 1, isAllowed: false)])
        let result = LintResult(root: "/tmp/<root>'\"", findings: [finding], files: [], rules: ReportFixture.rules,
                                layerGraph: graph)
        let html = render(result)
        #expect(!html.lowercased().contains("<script"))
        #expect(!html.contains("<x>") && !html.contains("Do<main>") && !html.contains("<root>"))
        let escaped = "&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"
        // Path (twice: by rule and by layer), message (twice) and source line (once).
        #expect(html.components(separatedBy: escaped).count - 1 == 5)
        #expect(html.contains("let s = &quot;\(escaped)&quot;"))
        #expect(html.contains("/tmp/&lt;root&gt;&#39;&quot;"))
        #expect(html.contains("Do&lt;main&gt;"))
    }

    @Test func pageIsSelfContained() {
        let html = render(ReportFixture.result)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        for external in ["<script", "<link", "src=", "@import", "url(http"] {
            #expect(!html.contains(external), "found \(external)")
        }
        let addresses = html.components(separatedBy: "http").count - 1
        let namespaces = html.components(separatedBy: "http://www.w3.org/2000/svg").count - 1
        #expect(addresses == namespaces)
    }

    @Test func diagramIsWellFormedSVGWithForbiddenEdgesInRed() throws {
        let html = render(ReportFixture.result)
        let start = try #require(html.range(of: "<svg"))
        let end = try #require(html.range(of: "</svg>"))
        let svg = try ParsedXML(String(html[start.lowerBound..<end.upperBound]))
        let layers = try svg.elements("//*[local-name()='g' and @class='layer']")
        #expect(layers.count == ReportFixture.layerGraph.layers.count)
        let edges = try svg.elements("//*[local-name()='g' and starts-with(@class, 'edge')]")
        #expect(edges.count == ReportFixture.layerGraph.edges.count)
        let forbidden = try svg.elements("//*[local-name()='g' and @class='edge forbidden']")
        #expect(forbidden.count == 1)
        #expect(forbidden.first?.stringValue?.contains("Domain → Data: 1 reference, forbidden") == true)
        let forbiddenPath = forbidden.first?.children?.compactMap { $0 as? XMLElement }.first { $0.localName == "path" }
        // FoundationXML's attribute(forName:) misses attributes of elements in a default namespace.
        let marker = forbiddenPath?.attributes?.first { $0.name == "marker-end" }?.stringValue
        #expect(marker == "url(#arrow-forbidden)")
        #expect(html.contains("forbidden dependency"))
    }

    @Test func layerTableCountsFilesAndLines() {
        let html = render(ReportFixture.result)
        #expect(html.contains("<tr><td>Domain</td><td class=\"number\">2</td><td class=\"number\">78</td>"
            + "<td class=\"number\">2</td></tr>"))
        #expect(html.contains("<tr><td><span class=\"muted\">no layer</span></td><td class=\"number\">1</td>"
            + "<td class=\"number\">12</td><td class=\"number\">1</td></tr>"))
    }

    @Test func findingsAreGroupedByRuleAndByLayerWithSourceLines() {
        let html = render(ReportFixture.result)
        #expect(html.contains("<h2>Findings by rule</h2>"))
        #expect(html.contains("<h2>Findings by layer</h2>"))
        #expect(html.contains("<code>view-body-logic</code> View Body Logic <span class=\"count\">(3)</span>"))
        #expect(html.contains("<h3>Presentation <span class=\"count\">(2)</span></h3>"))
        #expect(html.contains("<h3>No layer <span class=\"count\">(1)</span></h3>"))
        #expect(html.contains("<pre><code>let record: TripRecord&lt;&amp;&quot;&#39;&gt;? = nil</code></pre>"))
        for rule in ReportFixture.rules {
            #expect(html.contains("<td><code>\(rule.id)</code></td><td>\(rule.name)</td>"))
        }
    }

    @Test func cleanRunAndMissingLayersSaySo() {
        let empty = LayerGraph(layers: [], edges: [])
        let result = LintResult(root: ".", findings: [], files: [], rules: [], layerGraph: empty)
        let html = render(result)
        #expect(html.contains("No findings."))
        #expect(html.contains("No layers were found."))
        #expect(html.contains("No rules ran."))
        #expect(!html.contains("<svg"))
    }
}

/// Findings a baseline records are shown apart from the new ones, in both report formats.
@Suite struct RecordedDebtTests {
    private var withDebt: LintResult {
        var result = ReportFixture.result
        result.baselined = Array(result.findings.prefix(2))
        result.findings = Array(result.findings.dropFirst(2))
        return result
    }

    @Test func htmlHasARecordedDebtSectionWithCountsAndLocations() {
        let html = HTMLReporter().report(withDebt, options: ReportFixture.options)
        #expect(html.contains("<h2>Recorded debt</h2>"))
        #expect(html.contains("2 findings recorded in the baseline; not counted above."))
        #expect(html.contains("<tr><td><code>domain-framework-import</code></td><td class=\"number\">1</td></tr>"))
        #expect(html.contains("<details><summary>Locations</summary>"))
        #expect(!HTMLReporter().report(ReportFixture.result, options: ReportFixture.options).contains("Recorded debt"))
    }

    @Test func markdownSaysHowMuchIsRecordedDebt() {
        let markdown = MarkdownReporter().report(withDebt, options: ReportFixture.options)
        #expect(markdown.contains("2 more findings are recorded debt in the baseline (domain-framework-import 1, "
            + "view-body-logic 1)."), "\(markdown)")
        var clean = ReportFixture.clean
        clean.baselined = withDebt.baselined
        let none = MarkdownReporter().report(clean, options: ReportFixture.options)
        #expect(none.contains("No new architecture findings in"))
    }
}
