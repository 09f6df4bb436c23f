import ArchLintEngine

/// Checkstyle XML: one `<file>` per file with findings, one `<error>` per finding, `source="archlint.<rule-id>"`.
/// Read by Jenkins' warnings plugin, reviewdog, danger and most CI dashboards.
public struct CheckstyleReporter: Reporter {
    public static let identifier = "checkstyle"

    public init() {}

    public func report(_ result: LintResult, options: ReportOptions) -> String {
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        var currentFile: String?
        for finding in result.findings {
            if finding.file != currentFile {
                if currentFile != nil { output += "  </file>\n" }
                currentFile = finding.file
                let path = ReportPath.joined(root: result.root, file: finding.file)
                output += "  <file name=\"\(Markup.escape(path, inAttribute: true))\">\n"
            }
            output += "    <error line=\"\(finding.line)\" column=\"\(finding.column)\""
            output += " severity=\"\(finding.severity.rawValue)\""
            output += " message=\"\(Markup.escape(finding.messageWithPlaces, inAttribute: true))\""
            output += " source=\"archlint.\(Markup.escape(finding.ruleID, inAttribute: true))\"/>\n"
        }
        if currentFile != nil { output += "  </file>\n" }
        return output + "</checkstyle>\n"
    }
}
