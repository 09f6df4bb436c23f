import ArchLintEngine
import ArchLintRules

/// One list of findings in the Markdown report: a heading, then one `<details>` block per rule holding its groups
/// of identical findings as a list, each location a link when the options have a link template.
struct MarkdownFindingsSection {
    var title: String
    /// What the section says when it has no findings.
    var empty: String
    var findings: [Finding]
    var rules: [RuleDescriptor]
    var options: ReportOptions

    /// The new findings, or with a comparison, the ones the change added.
    static func main(_ result: LintResult, options: ReportOptions) -> MarkdownFindingsSection {
        let title = result.comparedTo != nil ? "Added by this change"
            : result.baselined.isEmpty ? "Findings" : "New findings"
        let empty = result.comparedTo != nil ? "This change adds no findings." : ""
        return MarkdownFindingsSection(title: title, empty: empty, findings: result.findings, rules: result.rules,
                                       options: options)
    }

    /// The findings the compared revision had and this one does not. Not linked: their lines are the compared
    /// revision's, not this commit's.
    static func fixed(_ result: LintResult, options: ReportOptions) -> MarkdownFindingsSection {
        var unlinked = options
        unlinked.linkTemplate = nil
        return MarkdownFindingsSection(title: "Fixed by this change", empty: "This change fixes no findings.",
                                       findings: result.fixed, rules: result.rules, options: unlinked)
    }

    /// The room this section's heading and cut notes may need, whatever is cut.
    var reserve: Int {
        heading.utf16.count + FindingGroup.byRule(findings).reduce(0) { $0 + Self.cutNote($1.ruleID, Int.max).utf16.count }
    }

    private var heading: String {
        guard !findings.isEmpty || !empty.isEmpty else { return "" }
        return "### \(title)\n\n" + (findings.isEmpty ? "\(empty)\n\n" : "")
    }

    /// Adds the heading and as many rule blocks as fit; a rule that does not fit whole keeps the groups that do.
    func write(into budget: inout MarkdownBudget) {
        budget.append(heading)
        let names = Dictionary(rules.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        for (ruleID, groups) in FindingGroup.byRule(findings) {
            let total = groups.reduce(0) { $0 + $1.findings.count }
            let closing = "\n</details>\n\n"
            let opening = "<details>\n<summary>" + Self.summary(ruleID, name: names[ruleID], groups: groups)
                + "</summary>\n\n"
            // A block opens only when it can hold its first group as well.
            guard let first = groups.first, budget.fits(opening + item(first) + closing) else {
                budget.omit(total, note: Self.cutNote(ruleID, total))
                continue
            }
            budget.append(opening + item(first))
            var shown = first.findings.count
            for group in groups.dropFirst() {
                let text = item(group)
                guard budget.fits(text + closing) else { break }
                budget.append(text)
                shown += group.findings.count
            }
            budget.append(closing)
            budget.omit(total - shown, note: Self.cutNote(ruleID, total - shown))
        }
    }

    /// `<b>rule-id</b> Rule Name: 2 errors, 1 warning`, as HTML (Markdown does not work inside `<summary>`).
    private static func summary(_ ruleID: String, name: String?, groups: [FindingGroup]) -> String {
        let errors = groups.filter { $0.severity == .error }.reduce(0) { $0 + $1.findings.count }
        let warnings = groups.filter { $0.severity == .warning }.reduce(0) { $0 + $1.findings.count }
        let counts = [errors > 0 ? ReportCounts.plural(errors, "error") : nil,
                      warnings > 0 ? ReportCounts.plural(warnings, "warning") : nil].compactMap { $0 }
        return "<b>\(MarkdownText.html(ruleID))</b>" + (name.map { " " + MarkdownText.html($0) } ?? "")
            + ": " + counts.joined(separator: ", ")
    }

    /// One group: its severity and message, then its locations (on the same line when there is one). Nested items
    /// are indented four spaces, which every Markdown dialect nests.
    private func item(_ group: FindingGroup) -> String {
        let head = "- **\(group.severity.rawValue)** \(MarkdownText.message(group.message))"
        let locations = group.findings.map(location)
        guard locations.count > 1 else { return head + ": " + (locations.first ?? "") + "\n" }
        var text = head + " (\(locations.count) places)\n"
        for location in locations.prefix(MarkdownReporter.locationsPerGroup) { text += "    - \(location)\n" }
        if locations.count > MarkdownReporter.locationsPerGroup {
            text += "    - and \(locations.count - MarkdownReporter.locationsPerGroup) more\n"
        }
        return text
    }

    private func location(_ finding: Finding) -> String {
        let text = MarkdownText.code("\(finding.file):\(finding.line)")
        let note = finding.placesNote.map { " (\(MarkdownText.message($0)))" } ?? ""
        guard let url = options.link(to: finding) else { return text + note }
        return "[\(text)](\(MarkdownText.destination(url)))" + note
    }

    private static func cutNote(_ ruleID: String, _ count: Int) -> String {
        let number = count == Int.max ? String(Int.max) : String(count)
        return "_… \(number) more \(count == 1 ? "finding" : "findings") of rule \(MarkdownText.code(ruleID)) "
            + "not shown._\n\n"
    }
}
