import ArchLintEngine
import ArchLintReporters
import ArchLintRules

/// `archlint lint`: lint, apply the baseline, report, summarise.
struct LintCommand {
    let options: LintOptions
    let context: CommandContext

    func run() throws -> ExitCode {
        if options.staged, options.writeBaselinePath != nil {
            // A baseline written from the staged files alone would forget every other file's findings.
            throw ArgumentError.incompatibleOptions("--write-baseline", "--staged")
        }
        let project = try ProjectLoader.load(options.project, context: context)
        let reporter = try self.reporter()
        let baselinePath = try BaselineChoice.path(given: options.baselinePath, ignore: options.noBaseline,
                                                   project: project, context: context)
        let writeBaselinePath = options.writeBaselinePath.map(context.absolute)
        let baseline = try baselinePath.map { path in
            // `--baseline b.json --write-baseline b.json` starts a baseline that does not exist yet.
            path == writeBaselinePath && FileSystem.resolvedKind(path) == .missing
                ? Baseline(entries: []) : try BaselineFile.load(path, display: context.display(path))
        }
        if let writeBaselinePath {
            try BaselineFile.checkWritable(writeBaselinePath, display: context.display(writeBaselinePath))
        }

        var staged: [StagedFile]?
        if options.staged {
            staged = try StagedFiles.collect(for: project, context: context)
            if staged?.isEmpty == true {
                context.note("archlint: no staged Swift files to lint")
                return .clean
            }
        }
        let run = try LintRun.perform(project, staged: staged, context: context)
        if let outputPath = options.outputPath.map(context.absolute) {
            var inputs: [OutputConflict.Input] = []
            if let path = project.configurationFile { inputs.append(.init(path: path, role: "the configuration")) }
            if let baselinePath { inputs.append(.init(path: baselinePath, role: "the baseline this run reads")) }
            if let writeBaselinePath {
                inputs.append(.init(path: writeBaselinePath, role: "the baseline this run writes"))
            }
            try OutputConflict.check(outputPath, display: context.display(outputPath), inputs: inputs,
                                     sources: run.sourceLocations)
        }
        var result = run.result
        var stale: [BaselineEntry] = []
        var hidden = 0
        if let baseline {
            let match = baseline.apply(to: result.findings)
            result.findings = match.findings
            result.baselined = match.hiddenFindings
            hidden = match.hidden
            let reported = staged.map { Set($0.map(\.path)) }
            stale = match.stale.filter { reported?.contains($0.file) ?? true }
        }
        let unmatchedGlobs = LayersReport.unmatchedGlobs(project.configuration, paths: result.files.map(\.path))
        var reportedFiles = run.reportedFiles
        var staleCount = stale.count
        // Projects below this one with a configuration of their own: each linted with it and its baseline.
        for nested in run.nestedProjects where project.inputs.contains(where: { PathText.relative(nested, to: $0) != nil }) {
            let outcome = try nestedOutcome(root: nested)
            Self.absorb(outcome.result, at: PathText.relative(nested, to: project.root) ?? "", into: &result)
            hidden += outcome.hidden
            staleCount += outcome.stale
            reportedFiles += outcome.reportedFiles
        }
        result.findings.sort(by: Finding.areInReportOrder)
        if let writeBaselinePath {
            // This project's findings only: a nested project keeps a baseline of its own.
            try BaselineFile.write(Baseline(findings: run.result.findings), to: writeBaselinePath,
                                   display: context.display(writeBaselinePath))
        }

        let useColor = context.output.colorAllowed && !options.noColor && options.outputPath == nil
        let width = options.outputPath == nil ? context.output.terminalWidth : nil
        let text = reporter.report(result, options: ReportOptions(useColor: useColor,
                                                                  toolVersion: ArchLintVersion.current, width: width))
        try ReportOutput.emit(text, to: options.outputPath, context: context)
        if let baselinePath, !stale.isEmpty {
            context.note(LintSummary.stale(stale, baseline: context.display(baselinePath)))
        }
        if !options.quiet {
            for glob in unmatchedGlobs {
                context.note("warning: layer \(glob.layer): the glob \(glob.pattern) matches no file")
            }
            context.note(result.layerDetection.summary)
            if let counts = LayersReport.countsLine(result) { context.note(counts) }
            context.note(LintSummary.line(errors: result.errorCount, warnings: result.warningCount,
                                          files: reportedFiles, hidden: hidden))
        }
        return LintSummary.exitCode(findings: result.findings, staleEntries: staleCount, strict: options.strict)
    }

    /// What a nested project adds to the run: its findings after its own baseline (paths relative to its root),
    /// with the projects nested in it in turn. Its stale entries are noted here, against its baseline.
    private func nestedOutcome(root: String) throws -> (result: LintResult, hidden: Int, stale: Int, reportedFiles: Int) {
        var projectOptions = ProjectOptions(paths: [root], profile: options.project.profile)
        projectOptions.forceExclude = options.project.forceExclude
        let project = try ProjectLoader.load(projectOptions, context: context)
        let baselinePath = try BaselineChoice.path(given: nil, ignore: options.noBaseline, project: project,
                                                   context: context)
        let baseline = try baselinePath.map { try BaselineFile.load($0, display: context.display($0)) }
        let staged = options.staged ? try StagedFiles.collect(for: project, context: context) : nil
        let run = try LintRun.perform(project, staged: staged, context: context)
        var result = run.result
        var hidden = 0, stale = 0
        if let baseline, let baselinePath {
            let match = baseline.apply(to: result.findings)
            result.findings = match.findings
            result.baselined = match.hiddenFindings
            hidden = match.hidden
            let reported = staged.map { Set($0.map(\.path)) }
            let staleEntries = match.stale.filter { reported?.contains($0.file) ?? true }
            stale = staleEntries.count
            if !staleEntries.isEmpty {
                context.note(LintSummary.stale(staleEntries, baseline: context.display(baselinePath)))
            }
        }
        var reportedFiles = run.reportedFiles
        for nested in run.nestedProjects {
            let outcome = try nestedOutcome(root: nested)
            Self.absorb(outcome.result, at: PathText.relative(nested, to: project.root) ?? "", into: &result)
            hidden += outcome.hidden
            stale += outcome.stale
            reportedFiles += outcome.reportedFiles
        }
        return (result, hidden, stale, reportedFiles)
    }

    /// Adds a nested project's findings, recorded debt and files to `result`, their paths made relative to the
    /// enclosing project's root by `prefix` (the nested root's place in it).
    private static func absorb(_ nested: LintResult, at prefix: String, into result: inout LintResult) {
        func prefixed(_ finding: Finding) -> Finding {
            var finding = finding
            finding.file = PathText.join(prefix, finding.file)
            return finding
        }
        result.findings += nested.findings.map(prefixed)
        result.baselined += nested.baselined.map(prefixed)
        result.files += nested.files.map { file in
            var file = file
            file.path = PathText.join(prefix, file.path)
            return file
        }
    }

    private func reporter() throws(ArgumentError) -> any Reporter {
        let format = options.format ?? (context.output.isTerminal && options.outputPath == nil ? "terminal" : "xcode")
        if let reporter = context.services.reporter(format) { return reporter }
        // A build without the terminal format falls back on the one-line format.
        if options.format == nil, let reporter = context.services.reporter("xcode") { return reporter }
        let formats = context.services.formats
        throw .invalidValue(option: "--format", value: format, expected: formats,
                            suggestion: EditDistance.nearest(to: format, in: formats))
    }
}
