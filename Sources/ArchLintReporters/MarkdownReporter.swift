import ArchLintEngine

/// A pull-request comment: a heading with the totals, a table per rule and a table of findings.
public struct MarkdownReporter: Reporter {
    public static let identifier = "markdown"

    /// Findings listed before the table stops; keeps the comment well under GitHub's 65,536-character cap.
    static let maximumRows = 250

    public init() {}

    public func report(_ result: LintResult, options: ReportOptions) -> String {
        let trend = options.history.map { "\n" + MarkdownTrend.text($0) } ?? ""
        return findingsReport(result) + trend
    }

    private func findingsReport(_ result: LintResult) -> String {
        let checked = ReportCounts.plural(result.files.count, "file")
        guard !result.findings.isEmpty else {
            let new = result.baselined.isEmpty ? "" : "new "
            return "## ArchLint: no findings\n\nNo \(new)architecture findings in \(checked).\n" + Self.debt(result)
        }
        let counts = ReportCounts(result)
        var output = "## ArchLint: \(ReportCounts.plural(result.errorCount, "error")), "
            + "\(ReportCounts.plural(result.warningCount, "warning"))\n\n"
            + "Found in \(counts.filesWithFindings) of \(checked).\n\n" + Self.debt(result, trailingBlank: true)
            + "| Rule | Count | Severity |\n| --- | ---: | --- |\n"
        for tally in counts.rules {
            output += "| \(Self.escape(tally.ruleID)) | \(tally.total) | \(tally.severities) |\n"
        }
        output += "\n### Findings\n\n| Location | Rule | Message |\n| --- | --- | --- |\n"
        for finding in result.findings.prefix(Self.maximumRows) {
            output += "| \(Self.escape("\(finding.file):\(finding.line)")) | \(Self.escape(finding.ruleID))"
                + " | \(Self.escape(finding.message)) |\n"
        }
        if result.findings.count > Self.maximumRows {
            let hidden = result.findings.count - Self.maximumRows
            output += "\n…and \(hidden) more; run `archlint` locally for the full list.\n"
        }
        return output
    }

    /// One line on the debt a baseline records, by rule; nothing without a baseline.
    static func debt(_ result: LintResult, trailingBlank: Bool = false) -> String {
        guard !result.baselined.isEmpty else { return "" }
        let groups = Dictionary(grouping: result.baselined, by: \.ruleID)
        let byRule = groups.keys.sorted().map { "\(Self.escape($0)) \(groups[$0, default: []].count)" }
        let count = result.baselined.count
        return "\(count) more \(count == 1 ? "finding is" : "findings are") recorded debt in the baseline ("
            + byRule.joined(separator: ", ") + ").\n" + (trailingBlank ? "\n" : "")
    }

    /// Text safe in a table cell: Markdown punctuation and raw HTML cannot take effect, and line breaks
    /// cannot end the row.
    static func escape(_ text: String) -> String {
        var result = ""
        // Scalar by scalar: a `|` followed by a combining mark is one Character, and still ends a cell.
        for scalar in text.singleLine.unicodeScalars {
            if "\\`*_[]<>|&~#!".unicodeScalars.contains(scalar) { result.unicodeScalars.append("\\") }
            result.unicodeScalars.append(scalar)
        }
        return result
    }
}
