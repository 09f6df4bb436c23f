import ArchLintEngine
import ArchLintProject
import ArchLintReporters
import ArchLintRules

/// Turns the words after `archlint` into an ``Invocation``. Pure: the caller says which words name existing paths.
enum Arguments {
    static func parse(_ arguments: [String], isExistingPath: (String) -> Bool) throws(ArgumentError) -> Invocation {
        guard let first = arguments.first else { return .lint(LintOptions()) }
        switch first {
        case "--version":
            if let extra = arguments.dropFirst().first { throw .unexpectedArgument(extra, command: "--version") }
            return .version
        case "--help", "-h", "help":
            return try helpTopic(Array(arguments.dropFirst()))
        default:
            break
        }
        if let command = Subcommand(rawValue: first) {
            return try parse(command, Array(arguments.dropFirst()), extraNames: [])
        }
        // `archlint Sources --strict` and `archlint --strict` mean `archlint lint …`.
        if first.hasPrefix("-") || looksLikePath(first) || isExistingPath(first) {
            return try parse(.lint, arguments, extraNames: ["--version"])
        }
        throw .unknownCommand(first, suggestion: EditDistance.nearest(to: first, in: commandNames))
    }

    private static var commandNames: [String] { Subcommand.allCases.map(\.rawValue) + ["help"] }

    private static func looksLikePath(_ word: String) -> Bool {
        word.contains("/") || word.hasSuffix(".swift") || word == "." || word == ".."
    }

    private static func helpTopic(_ rest: [String]) throws(ArgumentError) -> Invocation {
        guard let topic = rest.first, topic != "--help", topic != "-h" else { return .help(nil) }
        guard let command = Subcommand(rawValue: topic) else {
            throw .unknownCommand(topic, suggestion: EditDistance.nearest(to: topic, in: commandNames))
        }
        if rest.count > 1 { throw .unexpectedArgument(rest[1], command: "help") }
        return .help(command)
    }

    /// Options whose value is a file the command writes.
    static let writtenFileOptions = ["--output", "--write-baseline"]

    private struct Scanned {
        var values: [String: String] = [:]
        var flags: Set<String> = []
        var positionals: [String] = []
    }

    private static func parse(_ command: Subcommand, _ arguments: [String],
                              extraNames: [String]) throws(ArgumentError) -> Invocation {
        let optionWords = arguments.prefix { $0 != "--" }
        if optionWords.contains("--help") || optionWords.contains("-h") { return .help(command) }
        let scanned = try scan(arguments, command: command, extraNames: extraNames)
        let spec = command.spec
        let positionals = scanned.positionals
        if positionals.count < spec.minimumArguments {
            throw .missingArgument(spec.argument.map { "a \($0.name) argument" } ?? "an argument",
                                   command: command.rawValue)
        }
        if let maximum = spec.maximumArguments, positionals.count > maximum {
            throw .unexpectedArgument(positionals[maximum], command: command.rawValue)
        }
        let values = scanned.values, flags = scanned.flags
        switch command {
        case .lint:
            var options = LintOptions(project: try project(positionals, values))
            options.project.forceExclude = flags.contains("--force-exclude")
            options.format = values["--format"]
            options.outputPath = values["--output"]
            options.baselinePath = values["--baseline"]
            options.noBaseline = flags.contains("--no-baseline")
            options.writeBaselinePath = values["--write-baseline"]
            options.strict = flags.contains("--strict")
            options.staged = flags.contains("--staged")
            options.quiet = flags.contains("--quiet")
            options.noColor = flags.contains("--no-color")
            options.linkTemplate = try linkTemplate(values)
            return .lint(options)
        case .rules:
            return .rules(RulesOptions(project: try project(positionals, values),
                                       format: try choice("--format", values, default: RulesFormat.text)))
        case .explain:
            return .explain(ruleID: positionals[0])
        case .`init`:
            // The configuration's folder is the project: a folder besides it would be a second answer.
            if values["--config"] != nil, let path = positionals.first {
                throw .incompatibleOptions("--config", path)
            }
            return .initialize(InitOptions(path: positionals.first, force: flags.contains("--force"),
                                           freeze: flags.contains("--freeze"), configPath: values["--config"]))
        case .outline:
            return .outline(paths: positionals)
        case .report:
            var options = ReportCommandOptions(project: try project(positionals, values),
                                               format: try choice("--format", values, default: ReportFormat.html),
                                               outputPath: values["--output"], baselinePath: values["--baseline"],
                                               noBaseline: flags.contains("--no-baseline"),
                                               linkTemplate: try linkTemplate(values))
            if let count = values["--history"] {
                guard let number = Int(count), (1...LintHistory.maximumCommits).contains(number) else {
                    throw .invalidValue(option: "--history", value: count,
                                        expected: ["a number from 1 to \(LintHistory.maximumCommits)"],
                                        suggestion: nil)
                }
                options.history = number
            }
            options.since = values["--since"]
            options.compare = values["--compare"]
            if options.compare != nil, let other = ["--history", "--since"].first(where: { values[$0] != nil }) {
                throw .incompatibleOptions("--compare", other)
            }
            return .report(options)
        case .graph:
            return .graph(GraphOptions(project: try project(positionals, values),
                                       format: try choice("--format", values, default: GraphFormat.mermaid)))
        case .layers:
            return .layers(LayersOptions(project: try project(positionals, values), all: flags.contains("--all")))
        case .installHook:
            return .installHook(force: flags.contains("--force"))
        case .lsp:
            return .languageServer
        }
    }

    private static func project(_ paths: [String], _ values: [String: String]) throws(ArgumentError) -> ProjectOptions {
        let profile: Profile? = try values["--profile"] == nil ? nil : choice("--profile", values, default: .default)
        return ProjectOptions(paths: paths, configPath: values["--config"], profile: profile)
    }

    /// `--link-template` when it is a template (``LinkTemplate``), else a usage error.
    private static func linkTemplate(_ values: [String: String]) throws(ArgumentError) -> String? {
        guard let template = values["--link-template"] else { return nil }
        guard LinkTemplate(template) != nil else { throw .invalidLinkTemplate(template) }
        return template
    }

    private static func choice<Value: RawRepresentable & CaseIterable>(
        _ option: String, _ values: [String: String], default defaultValue: Value
    ) throws(ArgumentError) -> Value where Value.RawValue == String {
        guard let word = values[option] else { return defaultValue }
        if let value = Value(rawValue: word) { return value }
        let names = Value.allCases.map(\.rawValue)
        throw .invalidValue(option: option, value: word, expected: names,
                            suggestion: EditDistance.nearest(to: word, in: names))
    }

    private static func scan(_ arguments: [String], command: Subcommand,
                             extraNames: [String]) throws(ArgumentError) -> Scanned {
        let options = command.spec.options
        var scanned = Scanned()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if optionsEnded || !word.hasPrefix("-") || word == "-" {
                scanned.positionals.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = word.hasPrefix("--") ? String(parts[0]) : word
            let inlineValue = word.hasPrefix("--") && parts.count == 2 ? String(parts[1]) : nil
            guard let option = options.first(where: { $0.name == name }) else {
                let candidates = options.map(\.name) + ["--help"] + extraNames
                throw .unknownOption(name, command: command.rawValue,
                                     suggestion: EditDistance.nearest(to: name, in: candidates))
            }
            guard option.value != nil else {
                if inlineValue != nil { throw .unexpectedValue(option: name) }
                scanned.flags.insert(name)
                continue
            }
            // A value given twice is a mistake to point out, not one for the last word to win silently.
            guard scanned.values[name] == nil else { throw .repeatedOption(name) }
            if let inlineValue {
                guard !inlineValue.isEmpty else { throw .missingValue(option: name) }
                scanned.values[name] = inlineValue
            } else {
                guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                    throw .missingValue(option: name)
                }
                scanned.values[name] = arguments[index]
                index += 1
            }
        }
        // `--output out/` names a folder: like a shell redirection, refuse it rather than write a file `out`.
        for name in writtenFileOptions {
            if let value = scanned.values[name], value.hasSuffix("/") {
                throw .folderPath(value)
            }
        }
        return scanned
    }
}
