import ArchLintEngine
import ArchLintReporters

/// `archlint report` and `archlint graph`: lint the project, then render it in one format.
struct ProjectReportCommand {
    let project: ProjectOptions
    let format: String
    let renderer: (any Reporter)?
    let outputPath: String?
    /// `--baseline` and `--no-baseline`; `nil` for a command that applies none (`graph`).
    var baseline: (given: String?, ignore: Bool)? = nil
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
        var result = run.result
        if let baseline, let path = try BaselineChoice.path(given: baseline.given, ignore: baseline.ignore,
                                                            project: loaded, context: context) {
            // The report shows recorded debt apart from what is new.
            let match = try BaselineFile.load(path, display: context.display(path)).apply(to: result.findings)
            result.findings = match.findings
            result.baselined = match.hiddenFindings
        }
        if let baseline {
            // The report covers nested projects too, each with its own configuration and baseline; the graph
            // stays the outer project's, whose layers it draws.
            let nested = NestedProjectRun(profile: project.profile, forceExclude: false, ignoreBaselines: baseline.ignore,
                                          staged: false, context: context)
            _ = try nested.absorb(run.nestedProjects, of: loaded, into: &result)
        }
        let text = renderer.report(result, options: ReportOptions(useColor: false,
                                                                  toolVersion: ArchLintVersion.current))
        try ReportOutput.emit(text, to: outputPath, context: context)
        return .clean
    }
}
