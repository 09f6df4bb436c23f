import ArchLintEngine

/// The Markdown report's trend for `report --history`: the change in findings per rule, and the commits that
/// changed them most.
enum MarkdownTrend {
    static func text(_ history: LintHistory) -> String {
        let linted = history.points.filter { $0.problem == nil }
        guard let first = linted.first, let last = linted.last else {
            return "### Trend\n\nNo commit of the \(history.points.count) could be linted.\n"
        }
        var text = "### Trend over \(ReportCounts.plural(history.points.count, "commit"))\n\n"
            + "Findings went from \(first.findings) at `\(first.commit.prefix(7))` (\(TrendSection.day(first))) "
            + "to \(last.findings) at `\(last.commit.prefix(7))` (\(TrendSection.day(last))).\n\n"
        let rules = history.rules
        if !rules.isEmpty {
            text += "| Rule | Then | Now | Change |\n| --- | ---: | ---: | ---: |\n"
            for rule in rules {
                let then = first.byRule[rule] ?? 0, now = last.byRule[rule] ?? 0
                let change = now - then
                text += "| \(MarkdownReporter.escape(rule)) | \(then) | \(now) | "
                    + "\(change > 0 ? "+\(change)" : change < 0 ? "−\(-change)" : "0") |\n"
            }
            text += "\n"
        }
        let largest = history.largestChanges(limit: TrendSection.changesListed)
        if !largest.isEmpty {
            text += "Largest changes:\n\n"
            for point in largest {
                text += "- `\(point.commit.prefix(7))` \(MarkdownReporter.escape(point.subject)) "
                    + "(\(TrendSection.day(point))): +\(point.added ?? 0) −\(point.removed ?? 0)\n"
            }
            text += "\n"
        }
        return text
    }
}
