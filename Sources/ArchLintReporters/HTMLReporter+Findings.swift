import ArchLintEngine
import ArchLintRules

extension HTMLReporter {
    /// Locations listed openly on a card; the rest fold into a `<details>`.
    static let visibleLocations = 8

    /// The new findings (or, with a comparison, the ones the change added) with the filters above them.
    static func findingsSection(_ result: LintResult, options: ReportOptions) -> String {
        let title = result.comparedTo != nil ? "Added by this change"
            : result.baselined.isEmpty ? "Findings" : "New findings"
        var section = "<section id=\"findings\">\n<h2>\(title)</h2>\n" + HTMLFilters.form(result)
        if result.findings.isEmpty {
            let what = result.comparedTo != nil ? "This change adds no findings."
                : result.baselined.isEmpty ? "No findings. Every file follows the rules that ran."
                : "No new findings: everything found is recorded debt."
            section += "<p class=\"clean\">\(what)</p>\n"
        } else {
            section += groupedFindings(result.findings, rules: result.rules, options: options, kind: "new")
        }
        return section + "</section>\n"
    }

    /// What the compared revision had and this one does not.
    static func fixedSection(_ result: LintResult, options: ReportOptions) -> String {
        var section = "<section id=\"fixed\">\n<h2>Fixed by this change</h2>\n"
        if result.fixed.isEmpty {
            section += "<p class=\"muted\">This change fixes no findings.</p>\n"
        } else {
            // Fixed findings point at lines of the compared revision, which this commit's links would miss.
            var unlinked = options
            unlinked.linkTemplate = nil
            section += groupedFindings(result.fixed, rules: result.rules, options: unlinked, kind: "fixed")
        }
        return section + "</section>\n"
    }

    /// The debt a baseline records, apart from the new findings: first the causes that gained uses and the
    /// entries that match nothing any more, then the recorded findings grouped the same way as the new ones.
    static func debtSection(_ result: LintResult, options: ReportOptions) -> String {
        var html = "<section id=\"debt\">\n<h2>Recorded debt</h2>\n<p class=\"muted\">"
            + "\(ReportCounts.plural(result.baselined.count, "finding")) recorded in the baseline; "
            + "not counted as new.</p>\n"
        if !result.grownCauses.isEmpty {
            html += "<h3 id=\"debt-grown\">Grown since recorded "
                + "<span class=\"count\">(\(result.grownCauses.count))</span></h3>\n"
                + "<p class=\"muted\">Causes with more uses than the baseline recorded: fix the new uses, or accept "
                + "them with <code>--write-baseline</code>.</p>\n<ul class=\"baseline-list\">\n"
            for cause in result.grownCauses {
                let finding = cause.finding
                let lines = cause.newUses.map { String($0.line) }.joined(separator: ", ")
                html += "<li><code>\(Markup.escape(finding.file)):\(finding.line)</code> "
                    + "<code>\(Markup.escape(finding.ruleID))</code> \(cause.recorded) recorded, \(cause.uses) now"
                    + (lines.isEmpty ? "" : " (new at \(lines))") + " — \(messageHTML(finding.message))</li>\n"
            }
            html += "</ul>\n"
        }
        if !result.staleEntries.isEmpty {
            html += "<h3 id=\"debt-stale\">Stale entries <span class=\"count\">(\(result.staleEntries.count))</span></h3>\n"
                + "<p class=\"muted\">Entries that match no finding any more (fixed or changed): refresh the "
                + "baseline with <code>--write-baseline</code>.</p>\n<ul class=\"baseline-list\">\n"
            for entry in result.staleEntries {
                html += "<li><code>\(Markup.escape(entry.file)):\(entry.line)</code> "
                    + "<code>\(Markup.escape(entry.rule))</code> <code>\(Markup.escape(entry.text))</code></li>\n"
            }
            html += "</ul>\n"
        }
        return html + groupedFindings(result.baselined, rules: result.rules, options: options, kind: "debt")
            + "</section>\n"
    }

    /// Rule by rule, one card per group of identical findings.
    private static func groupedFindings(_ findings: [Finding], rules: [RuleDescriptor], options: ReportOptions,
                                        kind: String) -> String {
        let descriptors = Dictionary(rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var html = ""
        for (ruleID, groups) in FindingGroup.byRule(findings) {
            let total = groups.reduce(0) { $0 + $1.findings.count }
            let rule = Markup.escape(ruleID, inAttribute: true)
            html += "<div class=\"rule-group\" data-rule=\"\(rule)\">\n<h3 id=\"\(kind)-\(rule)\">"
                + "<code>\(Markup.escape(ruleID))</code>\(descriptors[ruleID].map { " " + Markup.escape($0.name) } ?? "")"
                + " <span class=\"count\">(\(total))</span></h3>\n"
            if let descriptor = descriptors[ruleID] {
                html += "<p class=\"muted\">\(Markup.escape(descriptor.impactDescription))</p>\n"
            }
            html += groups.map { card($0, options: options) }.joined() + "</div>\n"
        }
        return html
    }

    private static func card(_ group: FindingGroup, options: ReportOptions) -> String {
        let count = group.findings.count
        var html = "<article class=\"finding\" data-rule=\"\(Markup.escape(group.ruleID, inAttribute: true))\""
            + " data-severity=\"\(group.severity.rawValue)\">\n<div class=\"where\">\(badge(group.severity))"
            + (count > 1 ? " <span class=\"times\">\(count) places</span>" : "") + "</div>\n"
            + "<p class=\"message\">\(messageHTML(group.message))</p>\n"
        let shared = group.sharedSourceLine
        if let shared { html += "<pre><code>\(Markup.escape(shared))</code></pre>\n" }
        let items = group.findings.map { locationItem($0, options: options, showSource: shared == nil) }
        html += "<ul class=\"locations\">\n" + items.prefix(visibleLocations).joined() + "</ul>\n"
        if items.count > visibleLocations {
            html += "<details><summary>\(items.count - visibleLocations) more locations</summary>\n"
                + "<ul class=\"locations\">\n" + items.dropFirst(visibleLocations).joined() + "</ul>\n</details>\n"
        }
        return html + "</article>\n"
    }

    private static func locationItem(_ finding: Finding, options: ReportOptions, showSource: Bool) -> String {
        let text = "<code>\(location(finding))</code>"
        var item = "<li data-layer=\"\(Markup.escape(HTMLFilters.layerValue(finding.layer), inAttribute: true))\">"
        if let url = options.link(to: finding) {
            item += "<a href=\"\(Markup.escape(url, inAttribute: true))\">\(text)</a>"
        } else {
            item += text
        }
        if let layer = finding.layer { item += " <span class=\"layer\">\(Markup.escape(layer))</span>" }
        if let note = finding.placesNote { item += " <span class=\"muted\">\(Markup.escape(note))</span>" }
        if showSource, let line = finding.sourceLine {
            item += "<pre><code>\(Markup.escape(line))</code></pre>"
        }
        return item + "</li>\n"
    }
}
