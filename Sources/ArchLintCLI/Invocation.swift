import ArchLintProject
/// A parsed command line: the command to run with its options.
enum Invocation: Equatable {
    case version
    /// General help, or one command's help.
    case help(Subcommand?)
    case lint(LintOptions)
    case rules(RulesOptions)
    case explain(ruleID: String)
    case initialize(InitOptions)
    case outline(paths: [String])
    case report(ReportCommandOptions)
    case graph(GraphOptions)
    case layers(LayersOptions)
    case installHook(force: Bool)
    case languageServer
}

/// The commands `archlint` knows, by the name typed on the command line.
enum Subcommand: String, CaseIterable, Sendable {
    case lint, rules, explain, `init`, outline, report, graph, layers, lsp
    case installHook = "install-hook"
}
