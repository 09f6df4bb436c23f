import ArchLintEngine

/// Plain-text totals: findings per rule and per layer, then the overall count. For terminals and logs.
public struct SummaryReporter: Reporter {
    public static let identifier = "summary"

    public init() {}

    public func report(_ result: LintResult, options: ReportOptions) -> String {
        let checked = ReportCounts.plural(result.files.count, "file")
        guard !result.findings.isEmpty else { return "No findings in \(checked).\n" }
        let counts = ReportCounts(result)
        var rows: [(String, String)] = []
        var output = "Findings by rule:\n"
        rows = counts.rules.map { tally in
            let parts = [
                tally.errors > 0 ? ReportCounts.plural(tally.errors, "error") : nil,
                tally.warnings > 0 ? ReportCounts.plural(tally.warnings, "warning") : nil,
            ]
            return (tally.ruleID, parts.compactMap { $0 }.joined(separator: ", "))
        }
        output += Self.aligned(rows)
        output += "\nFindings by layer:\n"
        rows = counts.layers.map { ($0.layer?.singleLine ?? "(no layer)", String($0.count)) }
        output += Self.aligned(rows)
        output += "\nTotal: \(ReportCounts.plural(result.errorCount, "error")), "
            + "\(ReportCounts.plural(result.warningCount, "warning")) "
            + "in \(counts.filesWithFindings) of \(checked).\n"
        return output
    }

    /// Two columns, the first padded to its widest entry.
    private static func aligned(_ rows: [(String, String)]) -> String {
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { "  " + $0.0 + String(repeating: " ", count: width - $0.0.count) + "  " + $0.1 + "\n" }
            .joined()
    }
}
