import ArchLintEngine

/// `path:line:col: error: message [rule-id]`, one finding per line: the diagnostic shape Xcode and editors
/// turn into links. The path has the root in front so it opens from the working directory.
public struct XcodeReporter: Reporter {
    public static let identifier = "xcode"

    public init() {}

    public func report(_ result: LintResult, options: ReportOptions) -> String {
        var output = ""
        for finding in result.findings {
            let path = ReportPath.joined(root: result.root, file: finding.file).singleLine
            let location = "\(path):\(finding.line):\(finding.column):"
            let label = "\(finding.severity.rawValue):"
            let message = "\(finding.messageWithPlaces.singleLine) [\(finding.ruleID)]"
            if options.useColor {
                let colour = finding.severity == .error ? ANSI.red : ANSI.yellow
                output += "\(ANSI.bold)\(location)\(ANSI.reset) \(colour)\(label)\(ANSI.reset) \(message)\n"
            } else {
                output += "\(location) \(label) \(message)\n"
            }
        }
        return output
    }
}

/// The terminal escape sequences the coloured output uses.
private enum ANSI {
    static let bold = "\u{1B}[1m"
    static let red = "\u{1B}[1;31m"
    static let yellow = "\u{1B}[1;33m"
    static let reset = "\u{1B}[0m"
}
