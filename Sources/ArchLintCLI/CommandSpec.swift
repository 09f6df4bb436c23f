/// One option a command accepts, for parsing and for help.
struct OptionSpec: Sendable {
    /// `--format`
    let name: String
    /// The placeholder of its value (`FORMAT`), or `nil` for a flag.
    let value: String?
    let help: String
}

/// What a command accepts, for parsing and for help.
struct CommandSpec: Sendable {
    let summary: String
    let usage: String
    /// The positional arguments: placeholder, help, and how many are allowed.
    let argument: (name: String, help: String)?
    let minimumArguments: Int
    let maximumArguments: Int?
    let options: [OptionSpec]
}

extension Subcommand {
    private static let config = OptionSpec(name: "--config", value: "FILE",
                                           help: "Use this configuration instead of the nearest .archlint.json")
    private static let profile = OptionSpec(name: "--profile", value: "PROFILE",
                                            help: "Rule stance: default or swiftdata (overrides the configuration)")
    private static let force = OptionSpec(name: "--force", value: nil, help: "Replace an existing file")
    private static let baseline = OptionSpec(name: "--baseline", value: "FILE",
                                             help: "Hide the findings recorded in FILE (default: the configured one)")
    private static let noBaseline = OptionSpec(name: "--no-baseline", value: nil,
                                               help: "Ignore the configured baseline: show every finding")
    private static let linkTemplate = OptionSpec(
        name: "--link-template", value: "URL",
        help: "Link findings to code: a URL with {path}, {line}, {commit} (default: from a GitHub or GitLab origin)")

    var spec: CommandSpec {
        switch self {
        case .lint:
            return CommandSpec(
                summary: "Lint Swift files against the architecture rules (the default command).",
                usage: "archlint lint [PATH …] [options]",
                argument: ("PATH", "Files or folders to lint (default: the current directory)"),
                minimumArguments: 0, maximumArguments: nil,
                options: [
                    Self.config,
                    OptionSpec(name: "--format", value: "FORMAT",
                               help: "Output format (default: terminal when standard output is a terminal, "
                                   + "else xcode)"),
                    OptionSpec(name: "--output", value: "FILE", help: "Write the report to FILE instead of stdout"),
                    OptionSpec(name: "--strict", value: nil,
                               help: "Fail on any finding, stale baseline entries and recorded causes that gained uses"),
                    Self.baseline, Self.noBaseline,
                    OptionSpec(name: "--write-baseline", value: "FILE", help: "Record today's findings in FILE"),
                    OptionSpec(name: "--staged", value: nil,
                               help: "Lint the staged content of staged Swift files (for pre-commit)"),
                    OptionSpec(name: "--force-exclude", value: nil,
                               help: "Leave out named files that the configuration excludes (for hooks)"),
                    Self.profile,
                    OptionSpec(name: "--quiet", value: nil, help: "Leave out the summary line"),
                    OptionSpec(name: "--no-color", value: nil, help: "Never colour the output"),
                    Self.linkTemplate,
                ])
        case .rules:
            return CommandSpec(
                summary: "List this project's rules, built in and custom: on or off, severity, options, and what "
                    + "set each.",
                usage: "archlint rules [PATH] [--format text|json]",
                argument: ("PATH", "The project folder (default: the current directory)"),
                minimumArguments: 0, maximumArguments: 1,
                options: [OptionSpec(name: "--format", value: "FORMAT", help: "text (default) or json"),
                          Self.config, Self.profile])
        case .explain:
            return CommandSpec(
                summary: "Show the documentation of one rule.",
                usage: "archlint explain <rule-id>", argument: ("RULE-ID", "A rule id, as `archlint rules` lists"),
                minimumArguments: 1, maximumArguments: 1, options: [])
        case .`init`:
            return CommandSpec(
                summary: "Write a starter .archlint.json with the layers found in folder and target names.",
                usage: "archlint init [PATH] [--force] [--freeze] [--config FILE]",
                argument: ("PATH", "The project folder (default: the current directory)"),
                minimumArguments: 0, maximumArguments: 1,
                options: [
                    Self.force,
                    OptionSpec(name: "--freeze", value: nil,
                               help: "Also record today's findings in .archlint-baseline.json"),
                    OptionSpec(name: "--config", value: "FILE",
                               help: "The configuration to write, or with --freeze to name the baseline in, "
                                   + "instead of .archlint.json; its folder is the project"),
                ])
        case .outline:
            return CommandSpec(
                summary: "Print the outline of Swift files, one JSON line per file.",
                usage: "archlint outline PATH …", argument: ("PATH", "Files or folders to outline"),
                minimumArguments: 1, maximumArguments: nil, options: [])
        case .report:
            return CommandSpec(
                summary: "Write a report of the findings and the layer graph.",
                usage: "archlint report [PATH] [--format html|markdown|json] [--output FILE] "
                    + "[--history N | --since REV | --compare REV]",
                argument: ("PATH", "The folder to report on (default: the current directory)"),
                minimumArguments: 0, maximumArguments: 1,
                options: [
                    OptionSpec(name: "--format", value: "FORMAT",
                               help: "html (default), markdown, or json (with --history: the series)"),
                    OptionSpec(name: "--output", value: "FILE", help: "Write the report to FILE instead of stdout"),
                    Self.baseline, Self.noBaseline, Self.config, Self.profile, Self.linkTemplate,
                    OptionSpec(name: "--history", value: "N",
                               help: "Add the trend over the branch's last N commits, read from git"),
                    OptionSpec(name: "--since", value: "REV",
                               help: "Add the trend over the commits since REV (REV included)"),
                    OptionSpec(name: "--compare", value: "REV",
                               help: "Report only what changed against REV: findings added, and fixed"),
                ])
        case .graph:
            return CommandSpec(
                summary: "Print the dependency graph between layers.",
                usage: "archlint graph [PATH] [--format mermaid|dot]",
                argument: ("PATH", "The folder to draw (default: the current directory)"),
                minimumArguments: 0, maximumArguments: 1,
                options: [
                    OptionSpec(name: "--format", value: "FORMAT", help: "mermaid (default) or dot"),
                    Self.config, Self.profile,
                ])
        case .layers:
            return CommandSpec(
                summary: "Show which layer every folder is in and why, the files in no layer, and what may depend on what.",
                usage: "archlint layers [PATH] [--all]",
                argument: ("PATH", "The project folder (default: the current directory)"),
                minimumArguments: 0, maximumArguments: 1,
                options: [OptionSpec(name: "--all", value: nil,
                                     help: "List every folder in no layer (default: the first "
                                         + "\(LayersReport.maximumUnlayeredFolders))"),
                          Self.config, Self.profile])
        case .installHook:
            return CommandSpec(
                summary: "Install a git pre-commit hook that runs `archlint lint --staged`.",
                usage: "archlint install-hook [--force]", argument: nil,
                minimumArguments: 0, maximumArguments: 0, options: [Self.force])
        case .lsp:
            return CommandSpec(
                summary: "Run the language server: findings in the editor as you type (LSP over stdin and stdout).",
                usage: "archlint lsp [--stdio]", argument: nil,
                minimumArguments: 0, maximumArguments: 0,
                options: [OptionSpec(name: "--stdio", value: nil,
                                     help: "Speak over stdin and stdout (the only transport; for clients that pass it)")])
        }
    }
}
