import ArchLintEngine
import ArchLintRules

/// JUnit XML for CI test dashboards: one `<testsuite>` per rule, one failing `<testcase>` per finding.
///
/// Suites follow rules rather than files because a dashboard then reads as "which checks failed and how
/// often", and a rule that ran clean shows as one passing test instead of vanishing from the report.
public struct JUnitReporter: Reporter {
    public static let identifier = "junit"

    public init() {}

    public func report(_ result: LintResult, options: ReportOptions) -> String {
        let byRule = Dictionary(grouping: result.findings, by: \.ruleID)
        let ruleIDs = Set(result.rules.map(\.id)).union(byRule.keys).sorted()
        var suites = ""
        var totalTests = 0
        for ruleID in ruleIDs {
            let findings = byRule[ruleID, default: []]
            let tests = max(findings.count, 1)
            totalTests += tests
            let name = Markup.escape(ruleID, inAttribute: true)
            suites += "  <testsuite name=\"\(name)\" tests=\"\(tests)\" failures=\"\(findings.count)\">\n"
            if findings.isEmpty {
                suites += "    <testcase name=\"\(name)\" classname=\"archlint.\(name)\"/>\n"
            }
            for finding in findings {
                suites += Self.testCase(for: finding, root: result.root)
            }
            suites += "  </testsuite>\n"
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"archlint\" tests=\"\(totalTests)\" failures=\"\(result.findings.count)\">\n"
            + suites
            + "</testsuites>\n"
    }

    private static func testCase(for finding: Finding, root: String) -> String {
        let path = ReportPath.joined(root: root, file: finding.file)
        let location = "\(path):\(finding.line):\(finding.column)"
        var body = "\(location): \(finding.messageWithPlaces)"
        if let line = finding.sourceLine { body += "\n    \(line)" }
        for place in finding.places {
            let placePath = place.file.map { ReportPath.joined(root: root, file: $0) } ?? path
            body += "\n\(placePath):\(place.line):\(place.column)" + (place.sourceLine.map { "\n    \($0)" } ?? "")
        }
        return "    <testcase name=\"\(Markup.escape(location, inAttribute: true))\""
            + " classname=\"archlint.\(Markup.escape(finding.ruleID, inAttribute: true))\""
            + " file=\"\(Markup.escape(path, inAttribute: true))\">\n"
            + "      <failure type=\"\(finding.severity.rawValue)\""
            + " message=\"\(Markup.escape(finding.messageWithPlaces, inAttribute: true))\">"
            + Markup.escape(body)
            + "</failure>\n"
            + "    </testcase>\n"
    }
}
