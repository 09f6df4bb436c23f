import ArchLintEngine

/// One self-contained HTML page: a header (project, commit, date, version, totals), the layer diagram as inline
/// SVG with per-layer counts, then the findings grouped by rule and message with links to their lines, what a
/// compared revision had and this one fixed, the recorded debt, and the rules that ran.
///
/// Filters by rule, layer and severity are a few lines of inline script; with scripts off they stay hidden and
/// the whole page shows. No external assets; everything that comes from the project is escaped.
public struct HTMLReporter: Reporter {
    public static let identifier = "html"

    public init() {}

    public func report(_ result: LintResult, options: ReportOptions) -> String {
        report(result, options: options, extraSections: options.history.map { [TrendSection.html($0)] } ?? [])
    }

    /// The page with `extraSections` (each a complete `<section>` element) placed right after the header, before
    /// the layers and the findings.
    public func report(_ result: LintResult, options: ReportOptions, extraSections: [String]) -> String {
        let counts = ReportCounts(result)
        // Overview before detail: what the layers look like and where findings sit, then the findings themselves.
        var sections = extraSections
        sections.append(Self.layerSection(result, counts: counts))
        sections.append(Self.findingsSection(result, options: options))
        if result.comparedTo != nil { sections.append(Self.fixedSection(result, options: options)) }
        if !result.baselined.isEmpty || !result.staleEntries.isEmpty {
            sections.append(Self.debtSection(result, options: options))
        }
        sections.append(Self.rulesSection(result, counts: counts))
        return Self.page(title: Self.title(result, options: options), header: Self.header(result, options: options),
                         sections: sections, style: options.history == nil ? "" : TrendSection.css)
    }

    /// A complete page: `title` (plain text, escaped here), then `header` and `sections` (HTML) in order, the
    /// report's stylesheet (with `style` added) and its filter script.
    public static func page(title: String, header: String, sections: [String], style: String = "") -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(Markup.escape(title))</title>
        <style>
        \(HTMLStyle.css)\(style.isEmpty ? "" : "\n" + style)
        </style>
        </head>
        <body>
        <main>
        \(header)\(sections.joined())</main>
        <script>
        \(HTMLFilters.script)
        </script>
        </body>
        </html>

        """
    }

    private static func title(_ result: LintResult, options: ReportOptions) -> String {
        let counts = "\(ReportCounts.plural(result.errorCount, "error")), "
            + ReportCounts.plural(result.warningCount, "warning")
        return "ArchLint report: " + (options.project.map { "\($0.singleLine), " } ?? "") + counts
    }
}
