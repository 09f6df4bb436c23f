import ArchLintEngine

/// Every output format, by `--format` identifier.
public enum ReporterRegistry {
    /// All reporters, sorted by identifier.
    public static let all: [any Reporter.Type] = []

    /// The identifiers of every reporter.
    public static var identifiers: [String] { all.map { $0.identifier } }

    /// A reporter for `identifier`, or `nil` when no format has that name.
    public static func reporter(for identifier: String) -> (any Reporter)? {
        all.first { $0.identifier == identifier }.map { $0.init() }
    }

    /// The nearest known identifier to a mistyped one.
    public static func suggestion(for identifier: String) -> String? {
        EditDistance.suggestion(for: identifier, among: identifiers)
    }
}
