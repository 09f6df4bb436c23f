import ArchLintEngine
@testable import ArchLintReporters
import ArchLintRules
import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite struct HTMLReporterTests {
    private static let attack = "</script><script>alert(1)</script>"

    private func render(_ result: LintResult, options: ReportOptions = ReportFixture.options) -> String {
        HTMLReporter().report(result, options: options)
    }

    /// Occurrences of `part` in `text`.
    private func count(_ part: String, in text: String) -> Int {
        text.components(separatedBy: part).count - 1
    }

    @Test func htmlSnapshot() {
        assertSnapshot(render(ReportFixture.result, options: ReportFixture.describedOptions), as: "html")
    }

    /// A result whose baseline hid a finding that has gained a use and has an entry that matches nothing.
    static var baselineResult: LintResult {
        var hidden = Finding(ruleID: "layer-dependency", severity: .error, file: "UI/TripList.swift", line: 3,
                             column: 16, message: "`TripStore` (Data layer) is used in the Presentation layer",
                             layer: "Presentation", sourceLine: "let store: TripStore")
        hidden.places = [FindingPlace(line: 4, column: 17, sourceLine: "let backup: TripStore")]
        var result = ReportFixture.result(findings: [])
        result.baselined = [hidden]
        result.grownCauses = [GrownCause(finding: hidden, recorded: 1, newUses: [hidden.places[0]])]
        result.staleEntries = [BaselineEntry(rule: "view-body-logic", file: "UI/Gone.swift", line: 9,
                                             text: "try context.save()", occurrence: 0)]
        return result
    }

    @Test func everyFormatNamesGrownCausesAndStaleEntries() throws {
        let html = render(Self.baselineResult)
        #expect(html.contains("<h3 id=\"debt-grown\">Grown since recorded"))
        #expect(html.contains("<code>UI/TripList.swift:3</code> <code>layer-dependency</code> 1 recorded, 2 now (new at 4)"))
        #expect(html.contains("<h3 id=\"debt-stale\">Stale entries"))
        #expect(html.contains("<code>UI/Gone.swift:9</code> <code>view-body-logic</code> <code>try context.save()</code>"))
        let markdown = MarkdownReporter().report(Self.baselineResult, options: ReportFixture.options)
        #expect(markdown.contains("**1 recorded cause gained uses**"))
        #expect(markdown.contains("- `UI/TripList.swift:3` `layer-dependency`: 1 recorded, 2 now (new at 4)"))
        #expect(markdown.contains("**1 stale entry** matches no finding any more"))
        let json = JSONReporter().report(Self.baselineResult, options: ReportFixture.options)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let baseline = try #require(object["baseline"] as? [String: Any])
        #expect(baseline["hidden"] as? Int == 1)
        let grown = try #require((baseline["grown"] as? [[String: Any]])?.first)
        #expect(grown["recorded"] as? Int == 1 && grown["uses"] as? Int == 2)
        #expect((grown["newUses"] as? [[String: Any]])?.first?["line"] as? Int == 4)
        #expect((baseline["stale"] as? [[String: Any]])?.first?["file"] as? String == "UI/Gone.swift")
        // Without a baseline, no such member.
        let plain = JSONReporter().report(ReportFixture.result(findings: []), options: ReportFixture.options)
        #expect(!plain.contains("\"baseline\""))
    }

    @Test func sourceLinesMessagesAndPathsRenderAsText() {
        let finding = Finding(ruleID: "layer-dependency", severity: .error, file: "Sources/<x>/\(Self.attack).swift",
                              line: 1, column: 1, message: "message \(Self.attack)", layer: "Do<main>",
                              sourceLine: "let s = \"\(Self.attack)\"")
        let graph = LayerGraph(layers: ["Do<main>", "Data"],
                               edges: [LayerEdge(from: "Do<main>", to: "Data", count: 1, isAllowed: false)])
        let result = LintResult(root: "/tmp/<root>'\"", findings: [finding], files: [], rules: ReportFixture.rules,
                                layerGraph: graph)
        var options = ReportFixture.options
        options.project = "<b>Trips</b>"
        options.date = "<i>today</i>"
        let html = render(result, options: options)
        // The page's own filter script is the only one.
        #expect(count("<script", in: html.lowercased()) == 1)
        #expect(html.contains("<script>\n\(HTMLFilters.script)\n</script>"))
        #expect(!HTMLFilters.script.contains("<"))
        #expect(!html.contains("<x>") && !html.contains("Do<main>") && !html.contains("<root>"))
        #expect(!html.contains("<b>Trips") && !html.contains("<i>today"))
        let escaped = "&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"
        // Path, message and source line: each once, since every finding appears once; the path may break at `/`.
        #expect(count(escaped, in: html) == 2)
        #expect(count(escaped.replacingOccurrences(of: "/", with: "/<wbr>"), in: html) == 1)
        #expect(html.contains("let s = &quot;\(escaped)&quot;"))
        #expect(html.contains("/tmp/&lt;root&gt;&#39;&quot;"))
        #expect(html.contains("Do&lt;main&gt;"))
        #expect(html.contains("<option value=\"layer:Do&lt;main&gt;\">Do&lt;main&gt;</option>"))
        #expect(html.contains("<li data-layer=\"layer:Do&lt;main&gt;\">"))
    }

    @Test func attributesFromTheProjectCannotBreakOut() {
        let finding = Finding(ruleID: #"r" onclick="x"#, severity: .warning, file: "a.swift", line: 1, column: 1,
                              message: "m", layer: #"L" x="y"#)
        let html = render(ReportFixture.result(findings: [finding]))
        #expect(!html.contains(#"onclick="x""#) && !html.contains(#"x="y""#))
        #expect(html.contains(#"data-rule="r&quot; onclick=&quot;x""#))
        #expect(html.contains(#"data-layer="layer:L&quot; x=&quot;y""#))
    }

    @Test func pageIsSelfContained() {
        let html = render(ReportFixture.result)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        for external in ["<link", "src=", "@import", "url(http", "href=\"http"] {
            #expect(!html.contains(external), "found \(external)")
        }
        let addresses = count("http", in: html)
        let namespaces = count("http://www.w3.org/2000/svg", in: html)
        #expect(addresses == namespaces)
    }

    @Test func headerNamesProjectCommitDateAndVersion() {
        let html = render(ReportFixture.result, options: ReportFixture.describedOptions)
        #expect(html.contains("<title>ArchLint report: Trip Planner, 2 errors, 3 warnings</title>"))
        #expect(html.contains("<h1>ArchLint report: Trip Planner</h1>"))
        #expect(html.contains("<div><dt>Commit</dt><dd><code title=\"\(ReportFixture.commit)\">0123456789ab</code></dd></div>"))
        #expect(html.contains("<div><dt>Date</dt><dd>2026-11-23T14:05:00+01:00</dd></div>"))
        #expect(html.contains("<div><dt>ArchLint</dt><dd>9.9.9</dd></div>"))
        let plain = render(ReportFixture.result)
        #expect(!plain.contains("<dt>Commit</dt>") && !plain.contains("<dt>Project</dt>"))
    }

    @Test func identicalFindingsAreOneCardWithTheirCountAndLocations() throws {
        let findings = (1...21).map { index in
            Finding(ruleID: "domain-framework-import", severity: .error, file: "Domain/File\(index).swift", line: 2,
                    column: 1, message: "domain file imports 'Combine'", layer: "Domain", sourceLine: "import Combine")
        }
        let html = render(ReportFixture.result(findings: findings))
        #expect(count("<article class=\"finding\"", in: html) == 1)
        #expect(html.contains("<span class=\"times\">21 places</span>"))
        #expect(count("<li data-layer=\"layer:Domain\">", in: html) == 21)
        // The shared source line is shown once, on the card; the first eight places are open, the rest folded.
        #expect(count("<pre><code>import Combine</code></pre>", in: html) == 1)
        let open = try #require(html.range(of: "<ul class=\"locations\">"))
        let folded = try #require(html.range(of: "<details><summary>13 more locations</summary>"))
        #expect(count("<li data-layer", in: String(html[open.upperBound..<folded.lowerBound])) == 8)
    }

    @Test func everyFindingAppearsOnce() {
        let html = render(ReportFixture.result)
        for finding in ReportFixture.findings {
            let location = Markup.escape("\(finding.file):\(finding.line):\(finding.column)")
                .replacingOccurrences(of: "/", with: "/<wbr>")
            #expect(count(location + "</code>", in: html) == 1, "\(location)")
        }
        // Two identical view-body findings share a card: four cards for five findings.
        #expect(count("<article class=\"finding\"", in: html) == 4)
        #expect(html.contains("<span class=\"times\">2 places</span>"))
        #expect(!html.contains("Findings by layer"))
    }

    @Test func locationsLinkToTheirLinesThroughTheTemplate() {
        let html = render(ReportFixture.result, options: ReportFixture.describedOptions)
        let link = "https://github.com/acme/trips/blob/\(ReportFixture.commit)/Apps/Sources/Trip%20Domain/"
            + "%C3%9Cber.swift#L14"
        #expect(html.contains("<a href=\"\(link)\"><code>Sources/<wbr>Trip Domain/<wbr>Über.swift:14:17</code></a>"))
        #expect(count("<a href=\"https://github.com/acme/trips/blob/", in: html) == ReportFixture.findings.count)
    }

    @Test func filtersOfferEveryRuleLayerAndSeverityAndStartHidden() {
        let html = render(ReportFixture.result)
        #expect(html.contains("<form id=\"filters\" class=\"filters\" hidden>"))
        for rule in ["domain-framework-import", "layer-dependency", "view-body-logic"] {
            #expect(html.contains("<option value=\"\(rule)\">\(rule)</option>"))
        }
        #expect(!html.contains("<option value=\"unused-rule\">"))
        #expect(html.contains("<select name=\"layer\"><option value=\"\">all layers</option>"
            + "<option value=\"layer:Presentation\">Presentation</option><option value=\"layer:Domain\">Domain</option>"
            + "<option value=\"none\">no layer</option></select>"))
        #expect(html.contains("<option value=\"error\">error</option><option value=\"warning\">warning</option>"))
        #expect(html.contains("<article class=\"finding\" data-rule=\"view-body-logic\" data-severity=\"warning\">"))
        #expect(html.contains("<li data-layer=\"none\">"))
        // Whatever the script hides, the stylesheet must not show it again.
        #expect(HTMLStyle.css.contains("[hidden] { display: none !important; }"))
    }

    @Test func styleHasDarkModeAndNarrowScreenRules() {
        let css = HTMLStyle.css
        #expect(css.contains("@media (prefers-color-scheme: dark) {"))
        #expect(css.contains("svg.layers { display: block; max-width: 100%; height: auto; }"))
        #expect(css.contains("code { overflow-wrap: break-word; }"))
        // Breaking anywhere would let tables squeeze a column until a word breaks inside (`Persiste`/`nce`).
        #expect(!css.contains("anywhere"))
        #expect(css.contains("svg.layers.wide { display: none; }") && css.contains("svg.layers.narrow { display: block; }"))
        #expect(css.contains("@media (max-width: 600px)"))
        // Colours the diagram draws with come from variables, so dark mode reaches them.
        for rule in css.split(separator: "\n") where rule.contains("svg.layers") {
            #expect(!rule.contains("#"), "\(rule)")
        }
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

    @Test func layerTableCountsFilesLinesAndFindings() {
        let html = render(ReportFixture.result)
        #expect(html.contains("<tr><td>Domain</td><td class=\"number\">2</td><td class=\"number\">78</td>"
            + "<td class=\"number\">2</td></tr>"))
        #expect(html.contains("<tr><td><span class=\"muted\">no layer</span></td><td class=\"number\">1</td>"
            + "<td class=\"number\">12</td><td class=\"number\">1</td></tr>"))
    }

    @Test func findingsAreGroupedByRuleWithSourceLines() {
        let html = render(ReportFixture.result)
        #expect(html.contains("<h2>Findings</h2>"))
        #expect(html.contains("<code>view-body-logic</code> View Body Logic <span class=\"count\">(3)</span>"))
        #expect(html.contains("<pre><code>let record: TripRecord&lt;&amp;&quot;&#39;&gt;? = nil</code></pre>"))
        for rule in ReportFixture.rules {
            #expect(html.contains("<td><code>\(rule.id)</code></td><td>\(rule.name)</td>"))
        }
    }

    @Test func extraSectionsComeRightAfterTheHeader() throws {
        let html = HTMLReporter().report(ReportFixture.result, options: ReportFixture.options,
                                         extraSections: ["<section id=\"trend\">T</section>\n"])
        let header = try #require(html.range(of: "</header>\n"))
        #expect(html[header.upperBound...].hasPrefix("<section id=\"trend\">T</section>\n<section id=\"layers\">"))
        let page = HTMLReporter.page(title: "A & B", header: "<header>H</header>\n", sections: ["<section>S</section>"])
        #expect(page.contains("<title>A &amp; B</title>") && page.contains("<main>\n<header>H</header>\n<section>S"))
    }

    @Test func aComparisonShowsWhatTheChangeAddedAndFixed() {
        var result = ReportFixture.result
        result.comparedTo = "main (1a2b3c4)"
        result.fixed = [Finding(ruleID: "layer-dependency", severity: .error, file: "Old/Gone.swift", line: 3,
                                column: 1, message: "Domain refers to 'Old' from Data", layer: "Domain")]
        let html = render(result, options: ReportFixture.describedOptions)
        let added = html.range(of: "<h2>Added by this change</h2>")
        let fixed = html.range(of: "<h2>Fixed by this change</h2>")
        #expect(added != nil && fixed != nil)
        if let added, let fixed { #expect(added.lowerBound < fixed.lowerBound) }
        #expect(html.contains("<div><dt>Compared with</dt><dd>main (1a2b3c4)</dd></div>"))
        #expect(html.contains("<li class=\"fixed\"><strong>1</strong>fixed</li>"))
        // A fixed finding's line is the compared revision's: no link to this commit.
        #expect(html.contains("<li data-layer=\"layer:Domain\"><code>Old/<wbr>Gone.swift:3:1</code>"))
        var nothing = result
        nothing.findings = []
        nothing.fixed = []
        let none = render(nothing)
        #expect(none.contains("This change adds no findings.") && none.contains("This change fixes no findings."))
        #expect(!render(ReportFixture.result).contains("Fixed by this change"))
    }

    @Test func cleanRunAndMissingLayersSaySo() {
        let empty = LayerGraph(layers: [], edges: [])
        let result = LintResult(root: ".", findings: [], files: [], rules: [], layerGraph: empty)
        let html = render(result)
        #expect(html.contains("No findings."))
        #expect(html.contains("No layers were found."))
        #expect(html.contains("No rules ran."))
        #expect(!html.contains("<svg"))
        #expect(!html.contains("<form"))
    }

    @Test func theNarrowDiagramIsAColumnWithItsOwnArrowheads() throws {
        let html = render(ReportFixture.result)
        let start = try #require(html.range(of: "<svg class=\"layers narrow\""))
        let end = try #require(html[start.lowerBound...].range(of: "</svg>"))
        let svg = try ParsedXML(String(html[start.lowerBound..<end.upperBound]))
        let boxes = try svg.elements("//*[local-name()='g' and @class='layer']/*[local-name()='rect']")
        #expect(boxes.count == ReportFixture.layerGraph.layers.count)
        // One column: every box at the same x, one below the other.
        let xs = Set(boxes.map { Self.attribute("x", of: $0) })
        let ys = boxes.compactMap { Self.attribute("y", of: $0).flatMap { Int($0) } }
        #expect(xs.count == 1)
        #expect(ys == ys.sorted() && Set(ys).count == ys.count)
        let edges = try svg.elements("//*[local-name()='g' and starts-with(@class, 'edge')]")
        #expect(edges.count == ReportFixture.layerGraph.edges.count)
        #expect(html.contains("marker-end=\"url(#arrow-forbidden-narrow)\""))
        #expect(html.contains("<marker id=\"arrow-forbidden-narrow\""))
        // At its natural size it fits a 390-pixel screen less the page's margins.
        let root = try #require(svg.document.rootElement())
        let width = try #require(Self.attribute("width", of: root).flatMap { Int($0) })
        #expect(width <= 362, "\(width)")
    }

    /// FoundationXML's attribute(forName:) misses attributes of elements in a default namespace.
    private static func attribute(_ name: String, of element: XMLElement) -> String? {
        element.attributes?.first { $0.name == name }?.stringValue
    }

    @Test func pathsMayBreakAfterEachSlashOnly() {
        let finding = Finding(ruleID: "r", severity: .error, file: "Sources/Feature<1>/Trip.swift", line: 3, column: 1,
                              message: "m")
        #expect(HTMLReporter.location(finding) == "Sources/<wbr>Feature&lt;1&gt;/<wbr>Trip.swift:3:1")
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

    @Test func htmlHasARecordedDebtSectionApartFromNewFindings() throws {
        let html = HTMLReporter().report(withDebt, options: ReportFixture.options)
        let new = try #require(html.range(of: "<h2>New findings</h2>"))
        let debt = try #require(html.range(of: "<h2>Recorded debt</h2>"))
        #expect(new.lowerBound < debt.lowerBound)
        #expect(html.contains("2 findings recorded in the baseline; not counted as new."))
        let debtSection = String(html[debt.upperBound...]).components(separatedBy: "</section>")[0]
        #expect(debtSection.contains("<code>Sources/<wbr>Trip Domain/<wbr>Über.swift:1:1</code>"))
        #expect(debtSection.contains("<code>Playground/<wbr>Scratch.swift:4:9</code>"))
        #expect(html.contains("<li class=\"debt\"><strong>2</strong>recorded debt</li>"))
        #expect(html.contains("<th class=\"number\">Recorded debt</th>"))
        #expect(!HTMLReporter().report(ReportFixture.result, options: ReportFixture.options).contains("Recorded debt"))
    }

    @Test func markdownShowsRecordedDebtApart() {
        let markdown = MarkdownReporter().report(withDebt, options: ReportFixture.options)
        #expect(markdown.contains("### New findings"))
        #expect(markdown.contains("### Recorded debt\n\n<details>\n<summary>2 findings are recorded in the baseline, "
            + "not counted above</summary>\n\n- `domain-framework-import`: 1\n- `view-body-logic`: 1\n"), "\(markdown)")
        var clean = ReportFixture.clean
        clean.baselined = withDebt.baselined
        let none = MarkdownReporter().report(clean, options: ReportFixture.options)
        #expect(none.contains("No new architecture findings in"))
    }
}
