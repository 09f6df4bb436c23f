@testable import ArchLintProject
import ArchLintEngine
import ArchLintRules

extension ProjectEnvironment {
    /// The real rules and engine, run from `workingDirectory` with no environment variables.
    static func testing(in workingDirectory: String) -> ProjectEnvironment {
        ProjectEnvironment(
            workingDirectory: workingDirectory, variables: [:],
            knownRules: Dictionary(RuleCatalog.all.map { ($0.id, RuleRegistry.optionNames[$0.id] ?? []) },
                                   uniquingKeysWith: { first, _ in first }),
            lint: { sources, configuration in LintEngine(configuration: configuration).lint(sources) })
    }
}
