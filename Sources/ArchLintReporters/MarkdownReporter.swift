import ArchLintEngine

/// A pull-request comment or job summary: the totals, a table of findings per rule, then the findings themselves
/// (new first; with a comparison, what the change added and what it fixed), one collapsible block per rule with
/// identical findings grouped and their lines linked, the recorded debt, and the layer graph as a Mermaid block.
///
/// The whole report stays under ``characterLimit``; what does not fit is cut at rule and group boundaries and the
/// report says how many findings of which rules it leaves out.
public struct MarkdownReporter: Reporter {
    public static let identifier = "markdown"

    /// The most UTF-16 code units a report has: under GitHub's 65,536-character limit for a comment.
    public static let characterLimit = 65_000
    /// Locations listed under one group; the rest are counted.
    static let locationsPerGroup = 10

    public init() {}

    public func report(_ result: LintResult, options: ReportOptions) -> String {
        // The trend of `report --history` comes last, within its own quarter of the limit (a commit subject is
        // anyone's to write); the findings keep to what it leaves.
        let trend = options.history.map { "\n" + MarkdownTrend.text($0) } ?? ""
        return report(result, options: options, limit: Self.characterLimit - trend.utf16.count) + trend
    }

    /// The report within `limit` UTF-16 code units.
    func report(_ result: LintResult, options: ReportOptions, limit: Int) -> String {
        let head = Self.heading(result, options: options) + Self.ruleTable(result)
        let tail = Self.debt(result) + Self.graph(result)
        var sections = [MarkdownFindingsSection.main(result, options: options)]
        if result.comparedTo != nil { sections.append(.fixed(result, options: options)) }
        let reserve = sections.reduce(Self.finalNote(omitted: Int.max).utf16.count) { $0 + $1.reserve }
        var budget = MarkdownBudget(limit: limit - head.utf16.count - tail.utf16.count - reserve)
        for section in sections { section.write(into: &budget) }
        if budget.omitted > 0 { budget.append(Self.finalNote(omitted: budget.omitted)) }
        return head + budget.text + tail
    }

    private static func heading(_ result: LintResult, options: ReportOptions) -> String {
        let totals = result.findings.isEmpty ? "no findings"
            : "\(ReportCounts.plural(result.errorCount, "error")), \(ReportCounts.plural(result.warningCount, "warning"))"
        var output = "## ArchLint: \(totals)\n\n"
        var meta: [String] = []
        if let project = options.project { meta.append("**\(MarkdownText.plain(project))**") }
        if let commit = options.commit { meta.append("commit " + MarkdownText.code(String(commit.prefix(12)))) }
        if let date = options.date { meta.append(MarkdownText.plain(date)) }
        meta.append("archlint " + MarkdownText.plain(options.toolVersion))
        output += meta.joined(separator: " · ") + "\n\n"
        let checked = ReportCounts.plural(result.files.count, "file")
        if let comparedTo = result.comparedTo {
            output += "Compared with \(MarkdownText.plain(comparedTo)): this change adds "
                + "\(ReportCounts.plural(result.findings.count, "finding")) and fixes \(result.fixed.count).\n\n"
        } else if result.findings.isEmpty {
            output += "No \(result.baselined.isEmpty ? "" : "new ")architecture findings in \(checked).\n\n"
        } else {
            output += "Found in \(ReportCounts(result).filesWithFindings) of \(checked).\n\n"
        }
        return output
    }

    /// Findings per rule; every cell is plain text, so nothing shows as markup inside the table.
    private static func ruleTable(_ result: LintResult) -> String {
        let counts = ReportCounts(result)
        guard !counts.rules.isEmpty else { return "" }
        // Severity first, as a reader scans for errors; then the rule and its count.
        var output = "| Severity | Rule | \(result.comparedTo != nil ? "Added" : "Findings") |\n| --- | --- | ---: |\n"
        for tally in counts.rules {
            output += "| \(tally.severities) | \(MarkdownText.plain(tally.ruleID)) | \(tally.total) |\n"
        }
        return output + "\n"
    }

    /// The debt a baseline records, by rule, folded away, then the causes that gained uses and the entries that
    /// match nothing any more, in the open; nothing without a baseline.
    static func debt(_ result: LintResult) -> String {
        guard !result.baselined.isEmpty || !result.staleEntries.isEmpty else { return "" }
        var output = "### Recorded debt\n\n"
        if !result.baselined.isEmpty {
            let groups = Dictionary(grouping: result.baselined, by: \.ruleID)
            let count = result.baselined.count
            output += "<details>\n<summary>\(count) \(count == 1 ? "finding is" : "findings are") "
                + "recorded in the baseline, not counted above</summary>\n\n"
                + groups.keys.sorted().map { "- \(MarkdownText.code($0)): \(groups[$0, default: []].count)\n" }.joined()
                + "\n</details>\n\n"
        }
        if !result.grownCauses.isEmpty {
            output += "**\(ReportCounts.plural(result.grownCauses.count, "recorded cause")) gained uses** since the "
                + "baseline was written; fix the new uses, or accept them with `--write-baseline`:\n\n"
            for cause in result.grownCauses {
                let finding = cause.finding
                let lines = cause.newUses.map { String($0.line) }.joined(separator: ", ")
                output += "- \(MarkdownText.code("\(finding.file):\(finding.line)")) \(MarkdownText.code(finding.ruleID)): "
                    + "\(cause.recorded) recorded, \(cause.uses) now" + (lines.isEmpty ? "" : " (new at \(lines))")
                    + " — \(MarkdownText.message(finding.message))\n"
            }
            output += "\n"
        }
        if !result.staleEntries.isEmpty {
            output += "**\(ReportCounts.plural(result.staleEntries.count, "stale entry", "stale entries"))** "
                + "\(result.staleEntries.count == 1 ? "matches" : "match") no finding any more (fixed or changed); "
                + "refresh the baseline with `--write-baseline`:\n\n"
            for entry in result.staleEntries {
                output += "- \(MarkdownText.code("\(entry.file):\(entry.line)")) \(MarkdownText.code(entry.rule)): "
                    + "\(MarkdownText.code(entry.text))\n"
            }
            output += "\n"
        }
        return output
    }

    /// The layer graph as a Mermaid block, folded away; nothing without layers.
    private static func graph(_ result: LintResult) -> String {
        guard !GraphRenderer.layers(of: result.layerGraph).isEmpty else { return "" }
        return "<details>\n<summary>Layer graph</summary>\n\n```mermaid\n"
            + MermaidGraphRenderer.render(result.layerGraph) + "```\n\n</details>\n"
    }

    private static func finalNote(omitted: Int) -> String {
        "**\(ReportCounts.plural(omitted, "finding")) not shown** to keep this under GitHub's comment size limit; "
            + "`archlint report --format html` lists every one.\n\n"
    }
}
