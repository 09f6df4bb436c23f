import ArchLintEngine

/// One self-contained HTML page: totals, the layer diagram as inline SVG, per-layer file counts, findings
/// grouped by rule and by layer with their source lines, and the rules that ran. No scripts, no external
/// assets; everything that comes from the project is escaped.
public struct HTMLReporter: Reporter {
    public static let identifier = "html"

    public init() {}

    public func report(_ result: LintResult, options: ReportOptions) -> String {
        let counts = ReportCounts(result)
        var body = "<h1>ArchLint report</h1>\n"
            + "<p class=\"root\">\(Markup.escape(result.root)) · archlint \(Markup.escape(options.toolVersion))</p>\n"
        body += Self.totals(result, counts: counts)
        if let history = options.history { body += TrendSection.html(history) }
        body += Self.layerSection(result, counts: counts)
        if result.findings.isEmpty {
            body += "<h2>Findings</h2>\n<p class=\"clean\">No findings. Every file follows the rules that ran.</p>\n"
        } else {
            body += Self.findingsByRule(result)
            body += Self.findingsByLayer(result)
        }
        body += Self.baselinedSection(result)
        body += Self.rulesSection(result, counts: counts)
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>ArchLint report: \(Markup.escape(Self.titleCounts(result)))</title>
            <style>
            \(HTMLStyle.css + (options.history == nil ? "" : "\n" + TrendSection.css))
            </style>
            </head>
            <body>
            <main>
            \(body)</main>
            </body>
            </html>

            """
    }

    private static func titleCounts(_ result: LintResult) -> String {
        "\(ReportCounts.plural(result.errorCount, "error")), \(ReportCounts.plural(result.warningCount, "warning"))"
    }

    private static func totals(_ result: LintResult, counts: ReportCounts) -> String {
        let items: [(String, Int, String)] = [
            ("error", result.errorCount, result.errorCount == 1 ? "error" : "errors"),
            ("warning", result.warningCount, result.warningCount == 1 ? "warning" : "warnings"),
            ("", result.files.count, "files checked"),
            ("", counts.filesWithFindings, "files with findings"),
            ("", result.rules.count, "rules ran"),
        ]
        let list = items.map { kind, value, label in
            "<li\(kind.isEmpty ? "" : " class=\"\(kind)\"")><strong>\(value)</strong>\(label)</li>"
        }
        return "<ul class=\"totals\">\n" + list.joined(separator: "\n") + "\n</ul>\n"
    }
}
