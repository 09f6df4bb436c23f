import ArchLintEngine
import ArchLintProject
import ArchLintReporters

/// `archlint report` and `archlint graph`: lint the project, then render it in one format.
struct ProjectReportCommand {
    let project: ProjectOptions
    let format: String
    let renderer: (any Reporter)?
    let outputPath: String?
    /// `--baseline` and `--no-baseline`; `nil` for a command that applies none (`graph`).
    var baseline: (given: String?, ignore: Bool)? = nil
    /// Whether the renderer shows the project, commit and date and links to code (`report`, not `graph`).
    var describesRun = false
    /// `--link-template`, checked.
    var linkTemplate: String? = nil
    let context: CommandContext
    /// `--history N` and `--since REV`: the trend over the branch's commits.
    var history: (count: Int?, since: String?)? = nil
    /// `--compare REV`: only the findings the project added and fixed against REV.
    var compare: String? = nil

    func run() throws -> ExitCode {
        HeapPolicy.keepFreedMemoryForThisRun()
        var options = project
        options.baseline = try baseline.map { baseline throws(ArgumentError) in
            try ProjectCommandBaseline.request(given: baseline.given, ignore: baseline.ignore, context: context)
        } ?? .ignored
        let loaded = try Project.load(options, in: context.project)
        guard let renderer else { throw ArgumentError.rendererUnavailable(format) }
        // The report covers nested projects too, each with its own configuration and baseline, and shows recorded
        // debt apart from what is new; the graph stays the outer project's, whose layers it draws.
        var lint = try loaded.lint(nested: baseline != nil)
        if let compare { lint.result = try loaded.compared(lint.result, ownFindings: lint.ownFindings, with: compare) }
        var reportOptions = ReportOptions(useColor: false, toolVersion: ArchLintVersion.current)
        if let history {
            let series = try loaded.history(count: history.count, since: history.since)
            reportOptions.history = series
            let files = series.points.reduce(0) { $0 + $1.files }
            let commits = series.points.count
            context.output.writeError("\(commits) commit\(commits == 1 ? "" : "s") linted from git: \(files) files, "
                + "\(series.filesRead) read and outlined, the others unchanged since an earlier commit\n")
            for point in series.points {
                if let problem = point.problem {
                    context.note("commit \(point.commit.prefix(12)) not linted: \(problem)")
                }
            }
            if let note = series.stopNote { context.note(note) }
        }
        if let outputPath = outputPath.map(context.absolute) {
            var inputs: [OutputConflict.Input] = []
            if let path = loaded.configurationFile { inputs.append(.init(path: path, role: "the configuration")) }
            if let path = loaded.baselineFile { inputs.append(.init(path: path, role: "the baseline this run reads")) }
            try OutputConflict.check(outputPath, display: context.display(outputPath), inputs: inputs,
                                     sources: lint.sourceLocations)
        }
        if describesRun {
            reportOptions = ReportMetadata.filling(reportOptions, root: loaded.root, linkTemplate: linkTemplate,
                                                   context: context)
        }
        let text = renderer.report(lint.result, options: reportOptions)
        try ReportOutput.emit(text, to: outputPath, context: context)
        return .clean
    }
}
