import ArchLintEngine
import ArchLintProject
import ArchLintReporters

/// The `archlint` command line, runnable in-process: everything it reads and writes goes through its arguments.
public enum ArchLintCommand {
    /// Runs one command line (`arguments` without the program name) and returns how the process should exit.
    public static func run(arguments: [String], environment: [String: String], workingDirectory: String,
                           output: any OutputSink) -> ExitCode {
        run(arguments: arguments, environment: environment, workingDirectory: workingDirectory, output: output,
            services: .live)
    }

    static func run(arguments: [String], environment: [String: String], workingDirectory: String,
                    output: any OutputSink, services: CommandServices) -> ExitCode {
        // Roots are resolved paths, so the working directory must be too for paths to display relative to it.
        let directory = PathText.normalized(workingDirectory)
        let context = CommandContext(environment: environment,
                                     workingDirectory: FileSystem.realPath(directory) ?? directory,
                                     output: output, services: services)
        do {
            let invocation = try Arguments.parse(arguments) { word in
                FileSystem.kind(context.absolute(word)) != .missing
            }
            let code = try perform(invocation, context: context)
            if let failure = output.outputFailure {
                // A report that did not arrive must not pass for a clean run.
                context.note("error: standard output cannot be written: \(failure)")
                return .usageError
            }
            return code
        } catch {
            // Errors quote paths and file contents: one line, with no control character to drive a terminal,
            // wrapped at words only where standard error is a terminal.
            context.summary("error: \(error)".singleLine)
        }
        return .usageError
    }

    private static func perform(_ invocation: Invocation, context: CommandContext) throws -> ExitCode {
        switch invocation {
        case .version:
            context.say(ArchLintVersion.described)
        case .help(nil):
            context.output.writeOutput(HelpText.general)
        case .help(let command?):
            context.output.writeOutput(HelpText.command(command, formats: context.services.formats))
        case .lint(let options):
            return try LintCommand(options: options, context: context).run()
        case .rules(let options):
            var projectOptions = options.project
            projectOptions.baseline = .ignored
            let project = try Project.load(projectOptions, in: context.project)
            let rules = project.configuration.effectiveRules(catalog: context.services.rules)
            let source = RulesCommand.Source(root: context.display(project.root),
                                             configurationFile: project.configurationFile.map(context.display),
                                             profile: project.configuration.profile)
            context.output.writeOutput(options.format == .json ? RulesCommand.json(rules)
                                       : RulesCommand.text(rules, source: source).terminalSafe)
        case .explain(let id):
            // `COLUMNS`, else the terminal's own width, else 80.
            let columns = context.environment["COLUMNS"].flatMap(Int.init).flatMap { $0 >= 20 ? $0 : nil }
            let width = columns ?? context.output.terminalWidth ?? TerminalMarkdown.defaultWidth
            // A custom rule is explained from the configuration of the project here.
            var rules = context.services.rules
            if !rules.contains(where: { $0.id == id }),
               let project = try? Project.load(ProjectOptions(baseline: .ignored), in: context.project) {
                rules += project.configuration.customRules.map(\.descriptor)
            }
            let text = try ExplainCommand.text(for: id, among: rules, width: min(width, 120))
            context.output.writeOutput(text.terminalSafe)
        case .initialize(let options):
            return try InitCommand(options: options, context: context).run()
        case .outline(let paths):
            return try OutlineCommand(paths: paths, context: context).run()
        case .report(let options):
            var command = ProjectReportCommand(project: options.project, format: options.format.rawValue,
                                               renderer: context.services.reportRenderer(options.format),
                                               outputPath: options.outputPath,
                                               baseline: (options.baselinePath, options.noBaseline), describesRun: true,
                                               linkTemplate: options.linkTemplate, context: context)
            if options.history != nil || options.since != nil { command.history = (options.history, options.since) }
            command.compare = options.compare
            return try command.run()
        case .graph(let options):
            return try ProjectReportCommand(project: options.project, format: options.format.rawValue,
                                            renderer: context.services.graphRenderer(options.format),
                                            outputPath: nil, context: context).run()
        case .layers(let layers):
            var options = layers.project
            options.baseline = .ignored
            let loaded = try Project.load(options, in: context.project)
            let lint = try loaded.lint(explainingLayers: true, nested: false)
            let text = LayersReport.text(lint.result, unmatched: lint.unmatchedGlobs, root: context.display(loaded.root),
                                         all: layers.all)
            context.output.writeOutput(text.terminalSafe)
        case .installHook(let force):
            return try InstallHookCommand(force: force, context: context).run()
        case .languageServer:
            // The protocol's statuses: 0 after `shutdown`, 1 for an `exit` without it or a client that went away.
            let status = context.services.languageServer(context.workingDirectory, context.environment)
            return status == 0 ? .clean : .findings
        }
        return .clean
    }
}
