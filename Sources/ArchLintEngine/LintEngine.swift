import ArchLintRules

/// Lints a whole project in two passes: outline every file and build the project index, then run every
/// enabled rule on every file against that index. Both passes run in parallel; the output order is stable.
public struct LintEngine: Sendable {
    public var configuration: Configuration

    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    public func lint(_ project: ProjectSources) -> LintResult {
        fatalError("not implemented yet")
    }
}
