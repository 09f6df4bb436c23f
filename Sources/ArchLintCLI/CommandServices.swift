import Foundation
import ArchLintEngine
import ArchLintLanguageServer
import ArchLintLexer
import ArchLintOutline
import ArchLintReporters
import ArchLintRules

/// What the commands use from the rest of ArchLint. `live` is the real thing; tests put in their own to
/// exercise the command line on its own.
struct CommandServices {
    /// Every rule, sorted by id.
    var rules: [RuleDescriptor]
    /// Option names per rule id, for configuration checking.
    var ruleOptions: [String: Set<String>]
    /// The `lint --format` identifiers.
    var formats: [String]
    var reporter: (String) -> (any Reporter)?
    var reportRenderer: (ReportFormat) -> (any Reporter)?
    var graphRenderer: (GraphFormat) -> (any Reporter)?
    var lint: (ProjectSources, Configuration) -> LintResult
    /// The outline JSON line of one file.
    var outline: (String, SourceText) -> String
    /// Serves the language server protocol over stdin and stdout from a working directory with an environment,
    /// and returns the exit status.
    var languageServer: (String, [String: String]) -> Int32
    /// Where the running `archlint` executable is (absolute), for the hook to fall back on; `nil` in tests. Asked
    /// only by the command that needs it: finding it makes Foundation read the executable's folder.
    var executablePath: () -> String? = { nil }

    /// Rule ids with their option names, as configuration parsing wants them.
    var knownRules: [String: Set<String>] {
        Dictionary(rules.map { ($0.id, ruleOptions[$0.id] ?? []) }, uniquingKeysWith: { first, _ in first })
    }

    static var live: CommandServices {
        CommandServices(
            rules: RuleCatalog.all,
            ruleOptions: RuleRegistry.optionNames,
            formats: ReporterRegistry.identifiers,
            reporter: { ReporterRegistry.reporter(for: $0) },
            reportRenderer: Renderers.report,
            graphRenderer: Renderers.graph,
            lint: { project, configuration in
                LintEngine(configuration: configuration,
                           phases: PhaseMarks(environment: ProcessInfo.processInfo.environment)).lint(project)
            },
            outline: { path, source in OutlineJSON.line(path: path, outline: OutlinedFile(path: path, source: source).outline) },
            languageServer: { directory, variables in
                StdioLanguageServer.run(input: STDIN_FILENO, output: STDOUT_FILENO, workingDirectory: directory,
                                        variables: variables)
            },
            executablePath: { Bundle.main.executableURL?.resolvingSymlinksInPath().path }
        )
    }
}

/// Where `report` and `graph` find their renderers: reporters registered under the format's name.
enum Renderers {
    static func report(_ format: ReportFormat) -> (any Reporter)? {
        ReporterRegistry.reporter(for: format.rawValue)
    }

    static func graph(_ format: GraphFormat) -> (any Reporter)? {
        ReporterRegistry.graphReporter(for: format.rawValue)
    }
}
