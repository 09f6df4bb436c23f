@testable import ArchLintReporters
import ArchLintEngine
import Foundation
import Testing

/// The trend of `report --history` in HTML, Markdown and JSON, from hand-made series.
@Suite struct TrendReportTests {
    static func point(_ id: String, _ subject: String, findings: [String: Int], problem: String? = nil,
                      added: Int? = nil, removed: Int? = nil) -> HistoryPoint {
        var point = HistoryPoint(commit: String(repeating: id, count: 40), subject: subject, author: "A",
                                 authorDate: "2026-11-0\(id)T09:00:00+01:00")
        point.problem = problem
        point.byRule = findings
        point.findings = findings.values.reduce(0, +)
        point.byLayer = ["Domain": point.findings]
        point.added = added
        point.removed = removed
        return point
    }

    static let history = LintHistory(points: [
        point("1", "Start", findings: [:]),
        point("2", "Add <script>alert(1)</script> & `code` | pipes", findings: ["domain-framework-import": 3],
              added: 3, removed: 0),
        point("3", "Break the configuration", findings: [:], problem: "`.archlint.json`: not JSON"),
        point("4", "Fix two", findings: ["domain-framework-import": 1, "layer-dependency": 2]),
    ])

    @Test func htmlEscapesSubjectsAndBreaksTheLineWhereACommitWasNotLinted() throws {
        let html = TrendSection.html(Self.history)
        #expect(!html.contains("<script>"))
        #expect(html.contains("Add &lt;script&gt;alert(1)&lt;/script&gt; &amp; `code` | pipes"))
        #expect(html.contains("<h2>Trend over 4 commits</h2>"))
        #expect(html.contains("Commits not linted"))
        // The total line is drawn in two pieces around the third commit: two moves, no line through it.
        let total = try #require(html.range(of: "<g class=\"line total\"><path d=\""))
        let path = html[total.upperBound...].prefix { $0 != "\"" }
        #expect(path.filter { $0 == "M" }.count == 2)
        #expect(path.filter { $0 == "L" }.count == 1)
        // Added and removed as signed numbers, a plain 0 for none.
        #expect(html.contains("<td class=\"number added\">+3</td><td class=\"number removed\">0</td>"))
    }

    @Test func markdownShowsNoMarkupAndComparesFirstAndLastLintedCommits() {
        let text = MarkdownTrend.text(Self.history)
        #expect(text.contains("### Trend over 4 commits"))
        #expect(text.contains("| domain-framework-import | 0 | 1 | +1 |"))
        #expect(text.contains("| layer-dependency | 0 | 2 | +2 |"))
        #expect(!text.contains("<script>"))
        #expect(!text.contains("`code`"))
    }

    @Test func jsonGivesEverySeriesValueWithNullsWhereThereIsNoComparison() throws {
        let json = HistoryJSON.render(Self.history, root: ".")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let commits = try #require(object["commits"] as? [[String: Any]])
        #expect(commits.count == 4)
        #expect(commits[0]["added"] is NSNull)
        #expect(commits[1]["added"] as? Int == 3)
        #expect(commits[2]["problem"] as? String == "`.archlint.json`: not JSON")
        #expect(commits[3]["byRule"] as? [String: Int] == ["domain-framework-import": 1, "layer-dependency": 2])
        #expect(commits[3]["commit"] as? String == String(repeating: "4", count: 40))
    }

    @Test func theChartScaleIsARoundNumberAtOrAboveTheMaximum() {
        for (maximum, ceiling) in [(1, 4), (3, 4), (5, 8), (11, 20), (21, 40), (71, 80), (101, 200), (950, 1000)] {
            #expect(TrendChart.niceCeiling(maximum) == ceiling, "\(maximum)")
        }
        #expect(TrendChart(series: [], pointLabels: [], title: "none").svg() == nil)
    }

    @Test func aReportWithHistoryPutsTheTrendAfterTheHeader() throws {
        var options = ReportOptions()
        options.history = Self.history
        let page = HTMLReporter().report(ReportFixture.result(findings: []), options: options)
        let trend = try #require(page.range(of: "<section class=\"trend\">"))
        let layers = try #require(page.range(of: "Layers"))
        #expect(trend.lowerBound < layers.lowerBound)
        #expect(page.contains("svg.trend"))
        #expect(!HTMLReporter().report(ReportFixture.result(findings: []), options: ReportOptions()).contains("svg.trend"))
    }

    /// 300 findings at first; the commit that adds the configuration takes 168 away, the code 18 more.
    static let settled: LintHistory = {
        var points = [point("1", "Start", findings: ["domain-io-api": 300]),
                      point("2", "Add .archlint.json", findings: ["domain-io-api": 132], added: 0, removed: 168),
                      point("3", "Fix the store", findings: ["domain-io-api": 114], added: 2, removed: 20),
                      point("4", "Record the debt", findings: ["domain-io-api": 114], added: 0, removed: 0)]
        points[1].configurationChanged = true
        points[3].baselineChanged = true
        points[3].baselined = 114
        return LintHistory(points: points)
    }()

    @Test func configurationAndBaselineChangesAreLeftOutOfTheHeadline() {
        let change = Self.settled.change
        #expect(change.code == -18 && change.settings == -168 && change.settingsCommits == 2)
        let html = TrendSection.html(Self.settled)
        #expect(html.contains("<li class=\"better\"><strong>down 18</strong>over the period, in the code</li>"))
        #expect(html.contains("Not counted: −168 from 2 commits that changed the configuration or the baseline"))
        #expect(!html.contains("down 186"))
        let text = MarkdownTrend.text(Self.settled)
        #expect(text.contains("to 114 at `4444444` (2026-11-04): −18 in the code; −168 came from 2 commits that "
            + "changed the configuration or the baseline (⚙), not counted."))
        #expect(!MarkdownTrend.text(Self.history).contains("not counted"), "without such commits, the old sentence")
    }

    @Test func settingsChangesAreMarkedOnTheChartsTheTableAndInJSON() throws {
        let html = TrendSection.html(Self.settled)
        #expect(html.components(separatedBy: "<g class=\"mark\"><title>2222222 changed the configuration</title>").count == 3,
                "one mark on each of the two charts")
        #expect(html.contains("<title>4444444 changed the baseline</title>"))
        #expect(html.contains("Add .archlint.json <span class=\"settings-mark\" title=\"changed the configuration\">"
            + "⚙ configuration</span>"))
        #expect(MarkdownTrend.text(Self.settled).contains("Add .archlint.json (2026-11-02): +0 −168 ⚙ configuration changed"))
        let json = HistoryJSON.render(Self.settled, root: ".")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let commits = try #require(object["commits"] as? [[String: Any]])
        #expect(commits.map { $0["configurationChanged"] as? Bool } == [false, true, false, false])
        #expect(commits.map { $0["baselineChanged"] as? Bool } == [false, false, false, true])
    }

    /// Anyone who can push a commit writes its subject: one of 80,000 characters, and a history with 2,000 rules,
    /// keep the trend within its quarter and the whole report within GitHub's limit.
    @Test func theTrendKeepsToItsShareWhateverTheHistoryHolds() throws {
        let long = "Import SwiftUI " + String(repeating: "x", count: 80_000)
        var findings: [String: Int] = [:]
        for number in 0..<2_000 { findings["custom-rule-number-\(number)"] = number % 3 + 1 }
        let history = LintHistory(points: [
            Self.point("1", "Start", findings: [:]),
            Self.point("2", long, findings: findings, added: 4_000, removed: 0),
        ])
        let trend = MarkdownTrend.text(history)
        #expect(trend.utf16.count <= MarkdownTrend.characterLimit, "\(trend.utf16.count)")
        #expect(trend.contains("- `2222222` Import SwiftUI " + String(repeating: "x", count: 85) + "… (2026-11-02)"))
        let shownRules = trend.split(separator: "\n").filter { $0.hasPrefix("| custom-rule-number-") }.count
        #expect(shownRules > 100 && shownRules < 2_000)
        #expect(trend.contains("_… \(2_000 - shownRules) more rules not shown._"))
        // The table ends before the note: a line right after a table would be read as one more row.
        #expect(trend.contains("|\n\n_… "))

        var options = ReportOptions()
        options.history = history
        let report = MarkdownReporter().report(ReportFixture.result, options: options)
        #expect(report.utf16.count <= MarkdownReporter.characterLimit, "\(report.utf16.count)")
        #expect(report.hasSuffix(trend))
    }

    /// A subject that fits is shown whole; one character more and it is cut.
    @Test func aSubjectIsCutOnlyPastItsLength() {
        let fits = String(repeating: "a", count: MarkdownTrend.subjectLength)
        #expect(MarkdownTrend.subject(fits) == fits)
        #expect(MarkdownTrend.subject(fits + "b") == fits + "…")
        #expect(MarkdownTrend.subject("é" + fits)
            == "é" + String(repeating: "a", count: MarkdownTrend.subjectLength - 1) + "…")
    }

    /// A commit subject naming people or teams notifies no one when the report is posted as a comment.
    @Test func aSubjectMentionsNoOne() {
        let history = LintHistory(points: [
            Self.point("1", "Start", findings: [:]),
            Self.point("2", "ping @octocat and @github/security", findings: ["domain-framework-import": 1], added: 1),
        ])
        let trend = MarkdownTrend.text(history)
        #expect(!trend.contains("@octocat") && !trend.contains("@github"), "\(trend)")
        #expect(trend.contains("ping @&#8288;octocat and @&#8288;github/security"))
    }
}
