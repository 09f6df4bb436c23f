import ArchLintEngine
import ArchLintRules

extension HTMLReporter {
    /// The diagram, its legend and the table of files, lines and findings per layer.
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
        var section = "<h2>Layers</h2>\n"
        let diagram = LayerDiagram(graph: result.layerGraph, fileCounts: files)
        if let svg = diagram.svg() {
            section += "<div class=\"diagram\">\n\(svg)\n</div>\n<ul class=\"legend\">"
                + "<li><span class=\"swatch\"></span>allowed dependency, labelled with its number of references</li>"
                + "<li><span class=\"swatch forbidden\"></span>forbidden dependency</li></ul>\n"
        } else {
            section += "<p class=\"muted\">No layers were found.</p>\n"
        }
        let findings = Dictionary(counts.layers.map { ($0.layer ?? "", $0.count) }, uniquingKeysWith: +)
        let extra = Array(files.keys) + findings.keys.filter { !$0.isEmpty }
        let names = ReportCounts.layerOrder(result.layerGraph.layers, extra: extra)
        var rows = names.map { name in
            (Markup.escape(name), files[name, default: 0], lines[name, default: 0], findings[name, default: 0])
        }
        if unlayeredFiles > 0 || findings[""] != nil {
            let label = "<span class=\"muted\">no layer</span>"
            rows.append((label, unlayeredFiles, unlayeredLines, findings["", default: 0]))
        }
        section += "<table>\n<tr><th>Layer</th><th class=\"number\">Files</th><th class=\"number\">Lines</th>"
            + "<th class=\"number\">Findings</th></tr>\n"
        for (name, fileCount, lineCount, findingCount) in rows {
            section += "<tr><td>\(name)</td><td class=\"number\">\(fileCount)</td>"
                + "<td class=\"number\">\(lineCount)</td><td class=\"number\">\(findingCount)</td></tr>\n"
        }
        return section + "</table>\n"
    }

    /// Every finding under its rule, with the message and the offending source line.
    static func findingsByRule(_ result: LintResult) -> String {
        let rules = Dictionary(result.rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let groups = Dictionary(grouping: result.findings, by: \.ruleID)
        var section = "<h2>Findings by rule</h2>\n"
        for ruleID in groups.keys.sorted() {
            let findings = groups[ruleID, default: []]
            let name = rules[ruleID].map { " " + Markup.escape($0.name) } ?? ""
            section += "<h3 id=\"rule-\(Markup.escape(ruleID, inAttribute: true))\">"
                + "<code>\(Markup.escape(ruleID))</code>\(name) <span class=\"count\">(\(findings.count))</span></h3>\n"
            if let rule = rules[ruleID] {
                section += "<p class=\"muted\">\(Markup.escape(rule.impactDescription))</p>\n"
            }
            section += "<ul class=\"findings\">\n"
            for finding in findings {
                section += "<li><div class=\"where\">\(badge(finding.severity)) <code>\(location(finding))</code>"
                if let layer = finding.layer {
                    section += " <span class=\"muted\">in \(Markup.escape(layer))</span>"
                }
                section += "</div>\n<p class=\"message\">\(messageHTML(finding.message))</p>\n"
                if let line = finding.sourceLine {
                    section += "<pre><code>\(Markup.escape(line))</code></pre>\n"
                }
                section += "</li>\n"
            }
            section += "</ul>\n"
        }
        return section
    }

    /// The debt a baseline records, apart from the new findings: counts per rule, locations folded away.
    static func baselinedSection(_ result: LintResult) -> String {
        guard !result.baselined.isEmpty else { return "" }
        let groups = Dictionary(grouping: result.baselined, by: \.ruleID)
        var section = "<h2>Recorded debt</h2>\n<p class=\"muted\">"
            + "\(ReportCounts.plural(result.baselined.count, "finding")) recorded in the baseline; "
            + "not counted above.</p>\n<table>\n<tr><th>Rule</th><th class=\"number\">Findings</th></tr>\n"
        for ruleID in groups.keys.sorted() {
            section += "<tr><td><code>\(Markup.escape(ruleID))</code></td>"
                + "<td class=\"number\">\(groups[ruleID, default: []].count)</td></tr>\n"
        }
        section += "</table>\n<details><summary>Locations</summary>\n<ul>\n"
        for finding in result.baselined {
            section += "<li><code>\(location(finding))</code> \(Markup.escape(finding.ruleID))</li>\n"
        }
        return section + "</ul>\n</details>\n"
    }

    /// A compact table of findings per layer, unlayered ones last.
    static func findingsByLayer(_ result: LintResult) -> String {
        let groups = Dictionary(grouping: result.findings, by: { $0.layer ?? "" })
        let names = ReportCounts.layerOrder(result.layerGraph.layers, extra: groups.keys.filter { !$0.isEmpty })
            .filter { groups[$0] != nil } + (groups[""] == nil ? [] : [""])
        var section = "<h2>Findings by layer</h2>\n"
        for name in names {
            let findings = groups[name, default: []]
            let title = name.isEmpty ? "No layer" : Markup.escape(name)
            section += "<h3>\(title) <span class=\"count\">(\(findings.count))</span></h3>\n"
                + "<table class=\"by-layer\">\n<tr><th>Location</th><th>Rule</th><th>Severity</th><th>Message</th></tr>\n"
            for finding in findings {
                section += "<tr><td><code>\(location(finding))</code></td>"
                    + "<td><a href=\"#rule-\(Markup.escape(finding.ruleID, inAttribute: true))\">"
                    + "\(Markup.escape(finding.ruleID))</a></td><td>\(badge(finding.severity))</td>"
                    + "<td class=\"message\">\(messageHTML(finding.message))</td></tr>\n"
            }
            section += "</table>\n"
        }
        return section
    }

    /// The rules that ran, with their impact, default severity and how many findings each produced.
    static func rulesSection(_ result: LintResult, counts: ReportCounts) -> String {
        let totals = Dictionary(counts.rules.map { ($0.ruleID, $0.total) }, uniquingKeysWith: +)
        var section = "<h2>Rules that ran</h2>\n"
        guard !result.rules.isEmpty else { return section + "<p class=\"muted\">No rules ran.</p>\n" }
        section += "<table>\n<tr><th>Rule</th><th>Name</th><th>Impact</th><th>Default severity</th>"
            + "<th class=\"number\">Findings</th></tr>\n"
        for rule in result.rules {
            section += "<tr><td><code>\(Markup.escape(rule.id))</code></td><td>\(Markup.escape(rule.name))</td>"
                + "<td>\(rule.impact.rawValue.prefix(1) + rule.impact.rawValue.dropFirst().lowercased())</td>"
                + "<td>\(rule.defaultSeverity.rawValue)</td>"
                + "<td class=\"number\">\(totals[rule.id, default: 0])</td></tr>\n"
        }
        return section + "</table>\n"
    }

    /// A message as HTML: escaped, each pair of backticks shown as inline code (an unpaired one stays text).
    static func messageHTML(_ message: String) -> String {
        let parts = message.split(separator: "`", omittingEmptySubsequences: false).map { Markup.escape(String($0)) }
        guard parts.count % 2 == 1 else { return Markup.escape(message) }
        return parts.enumerated().map { $0.offset % 2 == 1 ? "<code>\($0.element)</code>" : $0.element }.joined()
    }

    private static func location(_ finding: Finding) -> String {
        Markup.escape("\(finding.file):\(finding.line):\(finding.column)")
    }

    private static func badge(_ severity: Severity) -> String {
        "<span class=\"badge \(severity.rawValue)\">\(severity.rawValue)</span>"
    }
}
