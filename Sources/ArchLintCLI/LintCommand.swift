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
        let nested = NestedProjectRun(profile: options.project.profile, forceExclude: options.project.forceExclude,
                                      ignoreBaselines: options.noBaseline, staged: options.staged, context: context)
        let added = try nested.absorb(run.nestedProjects, of: project, into: &result)
        hidden += added.hidden
        staleCount += added.stale
        reportedFiles += added.reportedFiles
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
