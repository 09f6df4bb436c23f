import ArchLintEngine

/// The Markdown report's trend for `report --history`: the change in findings per rule, and the commits that
/// changed them most. It keeps to its share of the report whatever the history holds: subjects are cut, and rules
/// and commits that do not fit are counted.
enum MarkdownTrend {
    /// The most UTF-16 code units the trend takes: a quarter of the report's limit.
    static let characterLimit = MarkdownReporter.characterLimit / 4
    /// The characters of a commit subject shown; a longer one is cut and ends in "…".
    static let subjectLength = 100

    static func text(_ history: LintHistory, limit: Int = characterLimit) -> String {
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
                + "\(TrendSection.signedChange(change.settings)) came from "
                + "\(ReportCounts.plural(change.settingsCommits, "commit")) that changed the configuration "
                + "or the baseline (⚙), not counted"
        }
        text += ".\n\n"
        // The largest changes (ten at most) may take half of what is left; the rule table has the rest.
        let changes = largestChanges(history, limit: (limit - text.utf16.count) / 2)
        return text + ruleTable(history, from: first, to: last,
                                limit: limit - text.utf16.count - changes.utf16.count) + changes
    }

    private static func ruleTable(_ history: LintHistory, from first: HistoryPoint, to last: HistoryPoint,
                                  limit: Int) -> String {
        let rules = history.rules
        guard !rules.isEmpty else { return "" }
        let rows = rules.map { rule in
            let then = first.byRule[rule] ?? 0, now = last.byRule[rule] ?? 0
            let change = now - then
            return "| \(MarkdownText.plain(rule)) | \(then) | \(now) | "
                + "\(change > 0 ? "+\(change)" : change < 0 ? "−\(-change)" : "0") |\n"
        }
        let head = "| Rule | Then | Now | Change |\n| --- | ---: | ---: | ---: |\n"
        let note = omittedNote(rules.count, "rule")
        let shown = MarkdownBudget.prefix(of: rows, within: limit - head.utf16.count - note.utf16.count - 1)
        // The note is a paragraph of its own: a line right after a table would be read as one more row.
        return head + shown.text + "\n" + (shown.omitted > 0 ? omittedNote(shown.omitted, "rule") : "")
    }

    private static func largestChanges(_ history: LintHistory, limit: Int) -> String {
        let largest = history.largestChanges(limit: TrendSection.changesListed)
        guard !largest.isEmpty else { return "" }
        let rows = largest.map { point in
            "- `\(point.commit.prefix(7))` \(subject(point.subject)) "
                + "(\(TrendSection.day(point))): +\(point.added ?? 0) −\(point.removed ?? 0)"
                + (point.settingsChanged.map { " ⚙ \($0) changed" } ?? "") + "\n"
        }
        let head = "Largest changes:\n\n"
        let note = omittedNote(rows.count, "commit")
        let shown = MarkdownBudget.prefix(of: rows, within: limit - head.utf16.count - note.utf16.count - 1)
        return head + shown.text + "\n" + (shown.omitted > 0 ? omittedNote(shown.omitted, "commit") : "")
    }

    /// A commit subject as plain text, cut to ``subjectLength`` characters: anyone who can push a commit writes it.
    static func subject(_ subject: String) -> String {
        let cut = subject.prefix(subjectLength)
        return MarkdownText.plain(String(cut)) + (cut.endIndex < subject.endIndex ? "…" : "")
    }

    private static func omittedNote(_ count: Int, _ noun: String) -> String {
        "_… \(count) more \(count == 1 ? noun : noun + "s") not shown._\n\n"
    }
}
