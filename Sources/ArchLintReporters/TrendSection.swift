import ArchLintEngine

/// The HTML report's *Trend* section for `report --history`: findings per rule and per layer over the commits as
/// charts, the commits that changed the findings most, and the forbidden layer dependencies that came and went.
enum TrendSection {
    /// How many commits the table of largest changes lists.
    static let changesListed = 10

    static func html(_ history: LintHistory) -> String {
        let points = history.points
        guard let first = points.first, let last = points.last else { return "" }
        let labels = points.map { "\($0.commit.prefix(7)) \($0.subject)" }
        func values(_ count: (HistoryPoint) -> Int) -> [Int?] {
            points.map { $0.problem == nil ? count($0) : nil }
        }
        var section = "<section class=\"trend\">\n<h2>Trend over \(ReportCounts.plural(points.count, "commit"))</h2>\n"
        section += "<p class=\"muted\">From <code>\(first.commit.prefix(7))</code> (\(Markup.escape(Self.day(first))))"
            + " to <code>\(last.commit.prefix(7))</code> (\(Markup.escape(Self.day(last)))), first parents only. "
            + "Each commit is linted with the configuration and baseline it had.</p>\n"
        section += Self.summary(first: points.first { $0.problem == nil }, last: points.last { $0.problem == nil },
                                change: history.change)
        // Commits that changed the configuration or the baseline, drawn on the charts as marks.
        let marks = points.enumerated().compactMap { index, point in
            point.settingsChanged.map {
                TrendChart.Mark(index: index, label: "\(point.commit.prefix(7)) changed the \($0)")
            }
        }

        let byRule = [TrendChart.Series(name: "all findings", values: values(\.findings), kind: "total")]
            + history.rules.map { rule in TrendChart.Series(name: rule, values: values { $0.byRule[rule] ?? 0 }) }
        section += Self.chart(TrendChart(series: byRule, pointLabels: labels, title: "Findings per rule by commit",
                                         marks: marks), heading: "Findings per rule")
        let byLayer = history.layers.map { layer in
            TrendChart.Series(name: layer.isEmpty ? "no layer" : layer, values: values { $0.byLayer[layer] ?? 0 })
        }
        if !byLayer.isEmpty {
            let chart = TrendChart(series: byLayer, pointLabels: labels, title: "Findings per layer by commit",
                                   marks: marks)
            section += Self.chart(chart, heading: "Findings per layer")
        }
        section += Self.changes(history)
        section += Self.edges(history)
        let failed = points.filter { $0.problem != nil }
        if !failed.isEmpty {
            section += "<h3>Commits not linted</h3>\n<ul class=\"not-linted\">\n"
            for point in failed {
                section += "<li><code>\(point.commit.prefix(7))</code> \(Markup.escape(point.subject)): "
                    + "\(Markup.escape(point.problem ?? ""))</li>\n"
            }
            section += "</ul>\n"
        }
        return section + "</section>\n"
    }

    /// First and last counts side by side, and the change the code made: what commits that changed the
    /// configuration or the baseline moved is told apart, not counted.
    private static func summary(first: HistoryPoint?, last: HistoryPoint?,
                                change: (code: Int, settings: Int, settingsCommits: Int)) -> String {
        guard let first, let last else { return "<p>No commit could be linted.</p>\n" }
        let word = change.code == 0 ? "unchanged" : change.code > 0 ? "up \(change.code)" : "down \(-change.code)"
        let kind = change.code > 0 ? "worse" : change.code < 0 ? "better" : ""
        var html = "<ul class=\"totals\">\n"
            + "<li><strong>\(first.findings)</strong>findings then</li>\n"
            + "<li><strong>\(last.findings)</strong>findings now</li>\n"
            + "<li class=\"\(kind)\"><strong>\(Markup.escape(word))</strong>over the period"
            + (change.settingsCommits > 0 ? ", in the code" : "") + "</li>\n"
            + "<li><strong>\(last.baselined)</strong>recorded as debt now</li>\n</ul>\n"
        if change.settingsCommits > 0 {
            html += "<p class=\"muted settings-note\">Not counted: \(Self.signedChange(change.settings)) from "
                + "\(ReportCounts.plural(change.settingsCommits, "commit")) that changed the configuration or the "
                + "baseline (marked <span class=\"settings-mark\">⚙</span> on the charts and below): new rules, "
                + "layers or recorded debt, not code.</p>\n"
        }
        return html
    }

    /// `+12`, `−168`, `0`.
    static func signedChange(_ count: Int) -> String {
        count > 0 ? "+\(count)" : count < 0 ? "−\(-count)" : "0"
    }

    private static func chart(_ chart: TrendChart, heading: String) -> String {
        guard let svg = chart.svg() else { return "" }
        var html = "<h3>\(Markup.escape(heading))</h3>\n<div class=\"chart\">\n\(svg)\n</div>\n<ul class=\"legend trend-legend\">"
        for (number, series) in chart.series.enumerated() {
            let latest = series.values.last(where: { $0 != nil }).flatMap { $0 }.map { " (\($0))" } ?? ""
            html += "<li><span class=\"swatch \(chart.seriesClass(number))\"></span>\(Markup.escape(series.name))"
                + "\(latest)</li>"
        }
        return html + "</ul>\n"
    }

    /// The commits that added or removed the most findings.
    private static func changes(_ history: LintHistory) -> String {
        let largest = history.largestChanges(limit: changesListed)
        guard !largest.isEmpty else { return "<h3>Largest changes</h3>\n<p class=\"muted\">No commit changed the findings.</p>\n" }
        var html = "<h3>Largest changes</h3>\n<table class=\"changes\">\n<tr><th>Commit</th><th>Subject</th><th class=\"date\">Date</th>"
            + "<th class=\"number\">Added</th><th class=\"number\">Removed</th></tr>\n"
        for point in largest {
            let mark = point.settingsChanged.map {
                " <span class=\"settings-mark\" title=\"changed the \($0)\">⚙ \($0)</span>"
            } ?? ""
            html += "<tr><td class=\"commit\"><code>\(point.commit.prefix(7))</code></td>"
                + "<td>\(Markup.escape(point.subject))\(mark)</td>"
                + "<td class=\"date\">\(Markup.escape(Self.day(point)))</td>"
                + "<td class=\"number added\">\(Self.signed(point.added ?? 0, "+"))</td>"
                + "<td class=\"number removed\">\(Self.signed(point.removed ?? 0, "−"))</td></tr>\n"
        }
        return html + "</table>\n"
    }

    /// Forbidden dependencies between layers that appeared or went away, commit by commit.
    private static func edges(_ history: LintHistory) -> String {
        let moves = history.points.filter { !$0.edgesAppeared.isEmpty || !$0.edgesGone.isEmpty }
        guard !moves.isEmpty else { return "" }
        var html = "<h3>Forbidden layer dependencies</h3>\n<ul class=\"edge-changes\">\n"
        for point in moves {
            let appeared = point.edgesAppeared.map { "<span class=\"appeared\">+ \(Markup.escape($0))</span>" }
            let gone = point.edgesGone.map { "<span class=\"gone\">− \(Markup.escape($0))</span>" }
            html += "<li><code>\(point.commit.prefix(7))</code> \(Markup.escape(point.subject)): "
                + (appeared + gone).joined(separator: ", ") + "</li>\n"
        }
        return html + "</ul>\n"
    }

    /// `+3`, `−2`; a plain `0` for none.
    static func signed(_ count: Int, _ sign: String) -> String {
        count == 0 ? "0" : sign + String(count)
    }

    /// The day of an ISO 8601 date.
    static func day(_ point: HistoryPoint) -> String {
        String(point.authorDate.prefix(10))
    }

    /// The section's styles; colours come from the page's variables, so dark mode follows.
    static let css = """
        .chart { overflow-x: auto; }
        svg.trend { width: 100%; min-width: 560px; height: auto; max-width: 960px; display: block; }
        .changes th, .changes td.commit, .changes td.date { white-space: nowrap; }
        @media (max-width: 600px) { .changes .date { display: none; } }
        svg.trend .grid { stroke: var(--line); stroke-width: 1; }
        svg.trend .axis { font: 11px ui-monospace, Menlo, Consolas, monospace; fill: var(--muted); }
        svg.trend .line path { fill: none; stroke-width: 2; stroke-linejoin: round; }
        svg.trend .line circle { stroke: none; }
        svg.trend .total path { stroke: var(--fg); stroke-width: 3; }
        svg.trend .total circle { fill: var(--fg); }
        .trend-legend { flex-wrap: wrap; gap: 8px 20px; }
        .trend-legend .swatch { border-top-width: 3px; }
        .trend-legend .swatch.total { border-top-color: var(--fg); border-top-width: 4px; }
        .totals .worse strong { color: var(--error); }
        .totals .better strong { color: var(--fixed); }
        td.added { color: var(--error); }
        td.removed { color: var(--fixed); }
        .edge-changes .appeared { color: var(--error); font-weight: 600; }
        .edge-changes .gone { color: var(--fixed); font-weight: 600; }
        .settings-mark { color: var(--muted); font-size: 12px; white-space: nowrap; }
        svg.trend .mark line { stroke: var(--muted); stroke-width: 1.5; stroke-dasharray: 2 3; }
        svg.trend .mark text { font: 12px ui-monospace, Menlo, Consolas, monospace; fill: var(--muted); }
        svg.trend .dashed path { stroke-dasharray: 6 3; }
        .trend-legend .swatch.dashed { border-top-style: dashed; }
        """ + (0..<TrendChart.paletteSize).map { number in
            let colour = palette[number]
            return "\nsvg.trend .series-\(number) path { stroke: \(colour); } "
                + "svg.trend .series-\(number) circle { fill: \(colour); } "
                + ".trend-legend .swatch.series-\(number) { border-top-color: \(colour); }"
        }.joined()

    /// Colours that read on light and dark backgrounds alike.
    static let palette = ["#0969da", "#cf222e", "#9a6700", "#1a7f37", "#8250df", "#bf3989", "#0a7b83", "#bc4c00"]
}
