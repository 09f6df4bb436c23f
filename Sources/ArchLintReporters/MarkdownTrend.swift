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
            + "to \(last.findings) at `\(last.commit.prefix(7))` (\(TrendSection.day(last)))"
        let change = history.change
        if change.settingsCommits > 0 {
            text += ": \(TrendSection.signedChange(change.code)) in the code; "
                + "\(TrendSection.signedChange(change.settings)) came from \(ReportCounts.plural(change.settingsCommits, "commit")) that changed the configuration "
                + "or the baseline (⚙), not counted"
        }
        text += ".\n\n"
        let rules = history.rules
        if !rules.isEmpty {
            text += "| Rule | Then | Now | Change |\n| --- | ---: | ---: | ---: |\n"
            for rule in rules {
                let then = first.byRule[rule] ?? 0, now = last.byRule[rule] ?? 0
                let change = now - then
                text += "| \(MarkdownText.plain(rule)) | \(then) | \(now) | "
                    + "\(change > 0 ? "+\(change)" : change < 0 ? "−\(-change)" : "0") |\n"
            }
            text += "\n"
        }
        let largest = history.largestChanges(limit: TrendSection.changesListed)
        if !largest.isEmpty {
            text += "Largest changes:\n\n"
            for point in largest {
                text += "- `\(point.commit.prefix(7))` \(MarkdownText.plain(point.subject)) "
                    + "(\(TrendSection.day(point))): +\(point.added ?? 0) −\(point.removed ?? 0)"
                    + (point.settingsChanged.map { " ⚙ \($0) changed" } ?? "") + "\n"
            }
            text += "\n"
        }
        return text
    }
}
