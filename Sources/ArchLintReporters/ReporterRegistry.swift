import ArchLintEngine

/// Every output format, looked up by its `--format` identifier.
public enum ReporterRegistry {
    /// All reporters, sorted by identifier.
    public static let all: [any Reporter.Type] = [
        CheckstyleReporter.self,
        GitHubActionsReporter.self,
        GitLabReporter.self,
        HTMLReporter.self,
        JSONReporter.self,
        JUnitReporter.self,
        MarkdownReporter.self,
        SARIFReporter.self,
        SummaryReporter.self,
        TerminalReporter.self,
        XcodeReporter.self,
    ]

    /// The diagram formats of `archlint graph`, sorted by identifier.
    public static let graphReporters: [any Reporter.Type] = [DotGraphRenderer.self, MermaidGraphRenderer.self]

    /// A graph reporter for `identifier` (`mermaid`, `dot`), or `nil`.
    public static func graphReporter(for identifier: String) -> (any Reporter)? {
        graphReporters.first { $0.identifier == identifier }.map { $0.init() }
    }

    /// The format used when none is asked for.
    public static let defaultIdentifier = XcodeReporter.identifier

    /// Every identifier, sorted.
    public static var identifiers: [String] {
        all.map { $0.identifier }
    }

    /// A new reporter for `identifier`, or `nil` when no format has that name. Matching is exact.
    public static func reporter(for identifier: String) -> (any Reporter)? {
        all.first { $0.identifier == identifier }.map { $0.init() }
    }

    /// The identifier nearest to a mistyped one, for "did you mean …?", or `nil` when none is close.
    public static func suggestion(for identifier: String) -> String? {
        EditDistance.nearest(to: identifier, in: identifiers)
    }
}
