import ArchLintEngine
import ArchLintProject
import ArchLintReporters
import ArchLintRules

/// `archlint lint`: lint the project, report, summarise.
struct LintCommand {
    let options: LintOptions
    let context: CommandContext

    func run() throws -> ExitCode {
        if options.staged, options.writeBaselinePath != nil {
            // A baseline written from the staged files alone would forget every other file's findings.
            throw ArgumentError.incompatibleOptions("--write-baseline", "--staged")
        }
        let writeBaselinePath = options.writeBaselinePath.map(context.absolute)
        var projectOptions = options.project
        projectOptions.baseline = try ProjectCommandBaseline.request(given: options.baselinePath,
                                                                     ignore: options.noBaseline,
                                                                     writing: writeBaselinePath, context: context)
        let project = try Project.load(projectOptions, in: context.project)
        let format = self.format
        let reporter = try self.reporter(format)
        if let writeBaselinePath {
            try BaselineFile.checkWritable(writeBaselinePath, display: context.display(writeBaselinePath))
        }

        var staged: [StagedFile]?
        if options.staged {
            staged = try project.stagedFiles()
            if staged?.isEmpty == true {
                context.note("archlint: no staged Swift files to lint")
                return .clean
            }
        }
        let lint = try project.lint(staged: staged)
        if let outputPath = options.outputPath.map(context.absolute) {
            var inputs: [OutputConflict.Input] = []
            if let path = project.configurationFile { inputs.append(.init(path: path, role: "the configuration")) }
            if let path = project.baselineFile { inputs.append(.init(path: path, role: "the baseline this run reads")) }
            if let writeBaselinePath {
                inputs.append(.init(path: writeBaselinePath, role: "the baseline this run writes"))
            }
            try OutputConflict.check(outputPath, display: context.display(outputPath), inputs: inputs,
                                     sources: lint.sourceLocations)
        }
        if let writeBaselinePath {
            let display = context.display(writeBaselinePath)
            // A baseline written when every use was a finding of its own: say how its entries were gathered.
            let earlier = try? BaselineFile.load(writeBaselinePath, display: display)
            let baseline = Baseline(findings: lint.ownFindings)
            try BaselineFile.write(baseline, to: writeBaselinePath, display: display)
            if let earlier, case let merged = Baseline.mergedEntries(of: earlier, into: lint.ownFindings), merged > 0 {
                context.note(LintSummary.merged(merged, entries: baseline.entries.count, baseline: display))
            }
        }

        let result = lint.result
        let useColor = context.output.colorAllowed && !options.noColor && options.outputPath == nil
        let width = options.outputPath == nil ? context.output.terminalWidth : nil
        var reportOptions = ReportOptions(useColor: useColor, toolVersion: ArchLintVersion.current, width: width)
        // Annotations stop at ten per severity in a step, so GitHub runs also get every finding in the job summary.
        let stepSummary = format == GitHubActionsReporter.identifier
            ? context.environment["GITHUB_STEP_SUMMARY"].flatMap { $0.isEmpty ? nil : $0 } : nil
        if Self.describingFormats.contains(format) || stepSummary != nil {
            reportOptions = ReportMetadata.filling(reportOptions, root: project.root,
                                                   linkTemplate: options.linkTemplate, context: context)
        }
        let text = reporter.report(result, options: reportOptions)
        try ReportOutput.emit(text, to: options.outputPath, context: context)
        if let stepSummary {
            StepSummary.append(MarkdownReporter().report(result, options: reportOptions), to: stepSummary,
                               context: context)
        }
        for (baseline, entries) in lint.staleEntries {
            context.note(LintSummary.stale(entries, baseline: context.display(baseline)))
        }
        if !options.quiet {
            for glob in lint.unmatchedGlobs {
                context.note("warning: layer \(glob.layer): the glob \(glob.pattern) matches no file")
            }
            for rule in result.unmatchedCustomRules {
                context.note("warning: custom rule \(rule.id) matches nothing: \(rule.reason)")
            }
            context.note(result.layerDetection.summary)
            if let counts = LayersReport.countsLine(result) { context.note(counts) }
            // A first run (no configuration yet) on an app whose views query its entities: name the stance.
            if project.configurationFile == nil,
               let hint = LintSummary.swiftDataStance(files: result.presentationFilesUsingEntities) {
                context.note(hint)
            }
            context.note(LintSummary.line(errors: result.errorCount, warnings: result.warningCount,
                                          files: lint.reportedFiles, hidden: lint.hidden))
        }
        return LintSummary.exitCode(findings: result.findings, staleEntries: lint.staleCount, strict: options.strict)
    }

    /// Formats that show the project, commit and date and link to code.
    private static let describingFormats = [HTMLReporter.identifier, MarkdownReporter.identifier]

    private var format: String {
        options.format ?? (context.output.isTerminal && options.outputPath == nil ? "terminal" : "xcode")
    }

    private func reporter(_ format: String) throws(ArgumentError) -> any Reporter {
        if let reporter = context.services.reporter(format) { return reporter }
        // A build without the terminal format falls back on the one-line format.
        if options.format == nil, let reporter = context.services.reporter("xcode") { return reporter }
        let formats = context.services.formats
        throw .invalidValue(option: "--format", value: format, expected: formats,
                            suggestion: EditDistance.nearest(to: format, in: formats))
    }
}

/// `--baseline FILE` and `--no-baseline` as a ``BaselineRequest``.
enum ProjectCommandBaseline {
    /// `writing` is the `--write-baseline` target (absolute): the same file as `--baseline` starts a baseline that
    /// does not exist yet.
    static func request(given: String?, ignore: Bool, writing: String? = nil,
                        context: CommandContext) throws(ArgumentError) -> BaselineRequest {
        if ignore {
            if given != nil { throw .incompatibleOptions("--baseline", "--no-baseline") }
            return .ignored
        }
        guard let given else { return .configured }
        return context.absolute(given) == writing ? .startingAt(given) : .file(given)
    }
}
