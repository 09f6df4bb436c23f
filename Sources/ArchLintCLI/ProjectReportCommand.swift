import ArchLintEngine
import ArchLintReporters

/// `archlint report` and `archlint graph`: lint the project, then render it in one format.
struct ProjectReportCommand {
    let project: ProjectOptions
    let format: String
    let renderer: (any Reporter)?
    let outputPath: String?
    let context: CommandContext

    func run() throws -> ExitCode {
        let loaded = try ProjectLoader.load(project, context: context)
        guard let renderer else { throw ArgumentError.rendererUnavailable(format) }
        let run = try LintRun.perform(loaded, context: context)
        if let outputPath = outputPath.map(context.absolute) {
            let inputs = loaded.configurationFile.map { [OutputConflict.Input(path: $0, role: "the configuration")] }
            try OutputConflict.check(outputPath, display: context.display(outputPath), inputs: inputs ?? [],
                                     sources: run.sourceLocations)
        }
        let result = run.result
        let text = renderer.report(result, options: ReportOptions(useColor: false,
                                                                  toolVersion: ArchLintVersion.current))
        try ReportOutput.emit(text, to: outputPath, context: context)
        return .clean
    }
}
