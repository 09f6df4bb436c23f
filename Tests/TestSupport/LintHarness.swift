import ArchLintEngine
import ArchLintRules

/// Lints small in-memory projects for tests: files given as (path, source) pairs.
public enum LintHarness {
    /// Lints `files` with `configuration` and returns the whole result.
    public static func lint(_ files: [(path: String, source: String)], configuration: Configuration = Configuration(),
                            reportOnly: Set<String>? = nil) -> LintResult {
        let sources = files.map { SourceFile(path: $0.path, bytes: Array($0.source.utf8)) }
        return LintEngine(configuration: configuration).lint(ProjectSources(root: ".", files: sources, reportOnly: reportOnly))
    }

    /// The findings of rule `id` when `files` are linted with that rule switched on (even if off by default).
    public static func findings(of id: String, in files: [(path: String, source: String)],
                                configuration: Configuration = Configuration()) -> [Finding] {
        var configuration = configuration
        if configuration.rules[id]?.enabled == nil {
            configuration.rules[id, default: RuleSettings()].enabled = true
        }
        return lint(files, configuration: configuration).findings.filter { $0.ruleID == id }
    }
}
