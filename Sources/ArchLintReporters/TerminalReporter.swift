import ArchLintEngine

/// For a person at a terminal: findings grouped by file, each with its source line and a caret under the column;
/// the first finding of each rule followed by a hint (how to read the rule, how to suppress it); a summary by rule,
/// and by layer dependency (`Presentation → Data: 41 files, 12 types — TripRecord 46 uses, …`).
/// The default format when standard output is a terminal; `xcode` stays one line per finding for tools.
public struct TerminalReporter: Reporter {
    public static let identifier = "terminal"

    public init() {}

    public func report(_ result: LintResult, options: ReportOptions) -> String {
        guard !result.findings.isEmpty else { return "" }
        let paint = Paint(enabled: options.useColor)
        var output = ""
        var hinted: Set<String> = []
        var previousFile: String?
        for finding in result.findings {
            if finding.file != previousFile {
                if previousFile != nil { output += "\n" }
                output += paint.bold(ReportPath.joined(root: result.root, file: finding.file).singleLine) + "\n"
                previousFile = finding.file
            }
            let severity = finding.severity == .error ? paint.red("error") : paint.yellow("warning")
            output += "  \(finding.line):\(finding.column)  \(severity)  " + paint.dim(finding.ruleID) + "\n"
            for line in Self.wrap(finding.message.singleLine, width: (options.width ?? 100) - 6) {
                output += "      \(line)\n"
            }
            if let note = finding.placesNote {
                output += "      " + paint.dim(note) + "\n"
            }
            if let line = finding.sourceLine?.singleLine, !line.isEmpty {
                output += "      " + paint.dim("|") + " \(line)\n"
                if let prefix = Self.caretPrefix(in: line, column: finding.column, indent: finding.sourceIndent) {
                    output += "      " + paint.dim("|") + " " + prefix + paint.red("^") + "\n"
                }
            }
            if hinted.insert(finding.ruleID).inserted {
                output += paint.dim("      = archlint explain \(finding.ruleID) · to accept one, add "
                    + "`// archlint:disable:this \(finding.ruleID) -- why`") + "\n"
            }
        }
        output += "\n" + Self.summary(result, paint: paint)
        return output
    }

    /// `text` in lines of at most `width` characters, broken at spaces (a longer word keeps its own line).
    static func wrap(_ text: String, width: Int) -> [String] {
        WordWrap.lines(text, width: width)
    }

    /// What goes before the caret under the trimmed `line`: a space per character before the finding's byte
    /// `column` (less the `indent` bytes trimmed off), a tab for a tab; `nil` when the column is not on the text.
    static func caretPrefix(in line: String, column: Int, indent: Int) -> String? {
        let byteOffset = column - 1 - indent
        guard byteOffset >= 0, byteOffset <= line.utf8.count else { return nil }
        let index = line.utf8.index(line.utf8.startIndex, offsetBy: byteOffset)
        guard let characterIndex = index.samePosition(in: line) else { return nil }
        return String(line[..<characterIndex].map { $0 == "\t" ? "\t" : " " })
    }

    /// One line per rule with its count, most first (the totals follow on standard error).
    static func summary(_ result: LintResult, paint: Paint) -> String {
        var counts: [String: (errors: Int, warnings: Int)] = [:]
        for finding in result.findings {
            if finding.severity == .error { counts[finding.ruleID, default: (0, 0)].errors += 1 }
            else { counts[finding.ruleID, default: (0, 0)].warnings += 1 }
        }
        let files = Set(result.findings.map(\.file)).count
        var text = paint.bold("By rule") + " (in \(ReportCounts.plural(files, "file")) with findings)\n"
        let width = counts.keys.map(\.count).max() ?? 0
        let ordered = counts.sorted { ($0.value.errors + $0.value.warnings, $1.key) > ($1.value.errors + $1.value.warnings, $0.key) }
        for (rule, count) in ordered {
            var parts: [String] = []
            if count.errors > 0 { parts.append(ReportCounts.plural(count.errors, "error")) }
            if count.warnings > 0 { parts.append(ReportCounts.plural(count.warnings, "warning")) }
            text += "  " + rule + String(repeating: " ", count: width - rule.count) + "  "
                + parts.joined(separator: ", ") + "\n"
        }
        let edges = DependencyEdges(result.findings).edges
        if !edges.isEmpty {
            text += "\n" + paint.bold("By layer dependency") + " (files that depend, what they use)\n"
            for edge in edges { text += "  " + DependencyEdges.line(edge).singleLine + "\n" }
        }
        return text
    }

    /// Colour and weight for a terminal, or nothing.
    struct Paint {
        var enabled: Bool

        func bold(_ text: String) -> String { wrap(text, "\u{1B}[1m") }
        func red(_ text: String) -> String { wrap(text, "\u{1B}[1;31m") }
        func yellow(_ text: String) -> String { wrap(text, "\u{1B}[1;33m") }
        func dim(_ text: String) -> String { wrap(text, "\u{1B}[2m") }

        private func wrap(_ text: String, _ code: String) -> String {
            enabled ? code + text + "\u{1B}[0m" : text
        }
    }
}
