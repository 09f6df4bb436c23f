import ArchLintEngine

/// GitHub Actions workflow commands, `::error file=…,line=…,col=…,title=<rule-id>::<message>`, which the
/// runner turns into annotations on the pull request's diff.
public struct GitHubActionsReporter: Reporter {
    public static let identifier = "github"

    public init() {}

    public func report(_ result: LintResult, options: ReportOptions) -> String {
        var output = ""
        for finding in result.findings {
            let properties = [
                ("file", ReportPath.joined(root: result.root, file: finding.file)),
                ("line", String(finding.line)),
                ("col", String(finding.column)),
                ("title", finding.ruleID),
            ].map { "\($0.0)=\(Self.escapeProperty($0.1))" }
            output += "::\(finding.severity.rawValue) \(properties.joined(separator: ","))"
            output += "::\(Self.escapeData(finding.messageWithPlaces))\n"
        }
        return output
    }

    /// Escapes a command's message, where `%` and line breaks are special.
    static func escapeData(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Escapes a property value, where `:` and `,` also end the value.
    static func escapeProperty(_ text: String) -> String {
        var result = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
