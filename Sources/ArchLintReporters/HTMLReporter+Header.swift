import ArchLintEngine

extension HTMLReporter {
    /// The title, what the report describes (project, commit, date, version, root) and the totals.
    static func header(_ result: LintResult, options: ReportOptions) -> String {
        var meta: [(String, String)] = []
        if let project = options.project { meta.append(("Project", Markup.escape(project))) }
        if let commit = options.commit {
            meta.append(("Commit", "<code title=\"\(Markup.escape(commit, inAttribute: true))\">"
                + "\(Markup.escape(String(commit.prefix(12))))</code>"))
        }
        if let comparedTo = result.comparedTo { meta.append(("Compared with", Markup.escape(comparedTo))) }
        if let date = options.date { meta.append(("Date", Markup.escape(date))) }
        meta.append(("ArchLint", Markup.escape(options.toolVersion)))
        meta.append(("Root", "<code>\(Markup.escape(result.root))</code>"))
        let title = options.project.map { "ArchLint report: \(Markup.escape($0))" } ?? "ArchLint report"
        return "<header>\n<h1>\(title)</h1>\n<dl class=\"meta\">\n"
            + meta.map { "<div><dt>\($0.0)</dt><dd>\($0.1)</dd></div>\n" }.joined()
            + "</dl>\n" + totals(result) + "</header>\n"
    }

    private static func totals(_ result: LintResult) -> String {
        let counts = ReportCounts(result)
        let new = result.comparedTo != nil ? "added " : result.baselined.isEmpty ? "" : "new "
        var items: [(kind: String, value: Int, label: String)] = [
            ("error", result.errorCount, new + (result.errorCount == 1 ? "error" : "errors")),
            ("warning", result.warningCount, new + (result.warningCount == 1 ? "warning" : "warnings")),
        ]
        if result.comparedTo != nil { items.append(("fixed", result.fixed.count, "fixed")) }
        if !result.baselined.isEmpty { items.append(("debt", result.baselined.count, "recorded debt")) }
        items += [
            ("", result.files.count, "files checked"),
            ("", counts.filesWithFindings, "files with findings"),
            ("", result.rules.count, "rules ran"),
        ]
        let list = items.map { item in
            "<li\(item.kind.isEmpty ? "" : " class=\"\(item.kind)\"")><strong>\(item.value)</strong>\(item.label)</li>"
        }
        return "<ul class=\"totals\">\n" + list.joined(separator: "\n") + "\n</ul>\n"
    }
}
