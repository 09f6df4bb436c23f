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
        let result = try LintRun.perform(loaded, context: context).result
        let text = renderer.report(result, options: ReportOptions(useColor: false,
                                                                  toolVersion: ArchLintVersion.current))
        try ReportOutput.emit(text, to: outputPath, context: context)
        return .clean
    }
}
