import ArchLintEngine
import ArchLintRules

extension HTMLReporter {
    /// The diagram, its legend and the table of files, lines, findings and recorded debt per layer.
    static func layerSection(_ result: LintResult, counts: ReportCounts) -> String {
        var files: [String: Int] = [:], lines: [String: Int] = [:]
        var unlayeredFiles = 0, unlayeredLines = 0
        for file in result.files {
            if let layer = file.layer {
                files[layer, default: 0] += 1
                lines[layer, default: 0] += file.lines
            } else {
                unlayeredFiles += 1
                unlayeredLines += file.lines
            }
        }
        var section = "<section id=\"layers\">\n<h2>Layers</h2>\n"
        let diagram = LayerDiagram(graph: result.layerGraph, fileCounts: files)
        if let svg = diagram.svg() {
            // Both drawings are in the page; the stylesheet shows the column on a narrow screen, the row elsewhere.
            let column = diagram.verticalSVG().map { "\n" + $0 } ?? ""
            section += "<div class=\"diagram\">\n\(svg)\(column)\n</div>\n<ul class=\"legend\">"
                + "<li><span class=\"swatch\"></span>allowed dependency, labelled with its number of references</li>"
                + "<li><span class=\"swatch forbidden\"></span>forbidden dependency</li></ul>\n"
        } else {
            section += "<p class=\"muted\">No layers were found.</p>\n"
        }
        let findings = Dictionary(counts.layers.map { ($0.layer ?? "", $0.count) }, uniquingKeysWith: +)
        let debt = Dictionary(grouping: result.baselined, by: { $0.layer ?? "" }).mapValues(\.count)
        let extra = Array(files.keys) + findings.keys.filter { !$0.isEmpty } + debt.keys.filter { !$0.isEmpty }
        let names = ReportCounts.layerOrder(result.layerGraph.layers, extra: extra)
        var rows = names.map { name in
            (Markup.escape(name), [files[name, default: 0], lines[name, default: 0], findings[name, default: 0],
                                   debt[name, default: 0]])
        }
        if unlayeredFiles > 0 || findings[""] != nil || debt[""] != nil {
            let label = "<span class=\"muted\">no layer</span>"
            rows.append((label, [unlayeredFiles, unlayeredLines, findings["", default: 0], debt["", default: 0]]))
        }
        let showDebt = !result.baselined.isEmpty
        let findingsHeading = result.comparedTo != nil ? "Added" : showDebt ? "New findings" : "Findings"
        let headings = ["Files", "Lines", findingsHeading] + (showDebt ? ["Recorded debt"] : [])
        section += "<div class=\"scroll\"><table>\n<tr><th>Layer</th>"
            + headings.map { "<th class=\"number\">\($0)</th>" }.joined() + "</tr>\n"
        for (name, numbers) in rows {
            section += "<tr><td>\(name)</td>"
                + numbers.prefix(headings.count).map { "<td class=\"number\">\($0)</td>" }.joined() + "</tr>\n"
        }
        return section + "</table></div>\n</section>\n"
    }

    /// The rules that ran, with their impact, default severity and how many findings each produced.
    static func rulesSection(_ result: LintResult, counts: ReportCounts) -> String {
        let totals = Dictionary(counts.rules.map { ($0.ruleID, $0.total) }, uniquingKeysWith: +)
        var section = "<section id=\"rules\">\n<h2>Rules that ran</h2>\n"
        guard !result.rules.isEmpty else { return section + "<p class=\"muted\">No rules ran.</p>\n</section>\n" }
        section += "<div class=\"scroll\"><table>\n<tr><th>Rule</th><th>Name</th><th>Impact</th><th>Default severity</th>"
            + "<th class=\"number\">Findings</th></tr>\n"
        for rule in result.rules {
            section += "<tr><td><code>\(Markup.escape(rule.id))</code></td><td>\(Markup.escape(rule.name))</td>"
                + "<td>\(rule.impact.rawValue.prefix(1) + rule.impact.rawValue.dropFirst().lowercased())</td>"
                + "<td>\(rule.defaultSeverity.rawValue)</td>"
                + "<td class=\"number\">\(totals[rule.id, default: 0])</td></tr>\n"
        }
        return section + "</table></div>\n</section>\n"
    }

    /// A message as HTML: escaped, each pair of backticks shown as inline code (an unpaired one stays text).
    static func messageHTML(_ message: String) -> String {
        let parts = message.split(separator: "`", omittingEmptySubsequences: false).map { Markup.escape(String($0)) }
        guard parts.count % 2 == 1 else { return Markup.escape(message) }
        return parts.enumerated().map { $0.offset % 2 == 1 ? "<code>\($0.element)</code>" : $0.element }.joined()
    }

    /// `path:line:column`, escaped, with a line break allowed after each `/` so that a long path wraps between
    /// folders rather than inside a name.
    static func location(_ finding: Finding) -> String {
        Markup.escape("\(finding.file):\(finding.line):\(finding.column)").replacingOccurrences(of: "/", with: "/<wbr>")
    }

    static func badge(_ severity: Severity) -> String {
        "<span class=\"badge \(severity.rawValue)\">\(severity.rawValue)</span>"
    }
}
