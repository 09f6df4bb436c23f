import ArchLintEngine

/// The text of `archlint --help` and `archlint <command> --help`.
enum HelpText {
    static var general: String {
        let width = Subcommand.allCases.map(\.rawValue.count).max() ?? 0
        let commands = Subcommand.allCases.map { command in
            "  " + padded(command.rawValue, to: width) + "   " + command.spec.summary
        }
        return """
            archlint \(ArchLintVersion.current): checks Swift projects against clean-architecture rules.

            USAGE: archlint [lint] [PATH …] [options]
                   archlint <command> [options]

            COMMANDS:
            \(commands.joined(separator: "\n"))

            OPTIONS:
              --help, -h   Show this help; `archlint <command> --help` shows a command's help
              --version    Show the version

            EXIT STATUS:
              0  no findings at error severity
              1  findings at error severity (with --strict: any finding, stale baseline entry or grown cause)
              2  a usage or configuration error
              (not SwiftLint's numbers, where 2 means violations: docs/reports.md maps them)

            """
    }

    /// One command's help; `formats` are the `lint --format` choices.
    static func command(_ command: Subcommand, formats: [String]) -> String {
        let spec = command.spec
        var text = "OVERVIEW: \(spec.summary)\n\nUSAGE: \(spec.usage)\n"
        if let argument = spec.argument {
            text += "\nARGUMENTS:\n  \(argument.name)   \(argument.help)\n"
        }
        let rows = spec.options.map { option in
            var help = option.help
            if command == .lint, option.name == "--format", !formats.isEmpty {
                help += "; one of " + formats.joined(separator: ", ")
            }
            return (option.name + (option.value.map { " " + $0 } ?? ""), help)
        } + [("--help, -h", "Show this help")]
        let width = rows.map(\.0.count).max() ?? 0
        text += "\nOPTIONS:\n"
        for (name, help) in rows {
            text += "  " + padded(name, to: width) + "   " + help + "\n"
        }
        return text
    }

    private static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
