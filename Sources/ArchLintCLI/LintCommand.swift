import ArchLintEngine
import ArchLintProject
import ArchLintReporters
import ArchLintRules

/// `archlint lint`: lint the project, report, summarise.
struct LintCommand {
    let options: LintOptions
    let context: CommandContext

    func run() throws -> ExitCode {
        HeapPolicy.keepFreedMemoryForThisRun()
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
        PhaseMarks(environment: context.environment).mark("free")
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
        var recorded: String?
        if let writeBaselinePath {
            let display = context.display(writeBaselinePath)
            // The file was checked to be a baseline (or missing) above: what it held is what this run merges into.
            let previous = FileSystem.kind(writeBaselinePath) == .missing ? nil
                : try? BaselineFile.load(writeBaselinePath, display: display)
            var baseline = Baseline(findings: lint.ownFindings)
            var kept = 0
            // A lint of some paths records their findings: the entries of the other files stay as they were.
            if let previous, let asked = project.askedPaths {
                (baseline, kept) = previous.rewritten(with: lint.ownFindings) { file in
                    asked.contains { PathText.relative(file, to: $0) != nil }
                }
            }
            try BaselineFile.write(baseline, to: writeBaselinePath, display: display)
            // A baseline written when every use was a finding of its own: say how its entries were gathered.
            let merged = previous.map { Baseline.mergedEntries(of: $0, into: lint.ownFindings) } ?? 0
            if merged > 0 {
                context.summary(LintSummary.merged(merged, entries: baseline.entries.count, baseline: display))
            }
            recorded = LintSummary.recorded(baseline.entries.count, in: display,
                                            changes: previous.map { $0.changes(to: baseline) }, merged: merged,
                                            kept: kept)
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
        for (baseline, entries) in lint.staleEntries where baseline != writeBaselinePath {
            // Entries of the baseline this run rewrote are gone already: the `Recorded` line counts them.
            context.summary(LintSummary.stale(entries, baseline: context.display(baseline)))
        }
        // A baseline this run rewrote records the new uses already.
        let grown = writeBaselinePath == nil ? lint.grownCauses : []
        if !grown.isEmpty { context.summary(LintSummary.grown(grown)) }
        if !options.quiet {
            for glob in lint.unmatchedGlobs {
                context.summary("warning: layer \(glob.layer): the glob \(glob.pattern) matches no file")
            }
            for rule in result.unmatchedCustomRules {
                context.summary("warning: custom rule \(rule.id) matches nothing: \(rule.reason)")
            }
            context.summary(result.layerDetection.summary.singleLine)
            if let counts = LayersReport.countsLine(result) { context.summary(counts) }
            let facts = staged == nil
                ? try nextStepFacts(project: project, lint: lint, writing: writeBaselinePath != nil) : nil
            // A first run (no configuration yet) on an app whose views use its entities: name the stance, unless
            // the next steps do, with what it would change.
            if project.configurationFile == nil, facts.flatMap(NextSteps.swiftDataStep) == nil,
               let hint = LintSummary.swiftDataStance(files: result.presentationFilesUsingEntities) {
                context.summary(hint)
            }
            if let facts { tell(NextSteps.steps(facts), inFull: format == TerminalReporter.identifier) }
            context.summary(LintSummary.line(errors: result.errorCount, warnings: result.warningCount,
                                             files: lint.reportedFiles, hidden: lint.hidden, grown: grown.count))
        }
        if let recorded { context.summary(recorded) }
        if options.strict,
           let reason = LintSummary.strictFailure(findings: result.findings, staleEntries: lint.staleCount,
                                                  grownCauses: grown.count) {
            context.summary(reason)
        }
        return LintSummary.exitCode(findings: result.findings, staleEntries: lint.staleCount,
                                    grownCauses: grown.count, strict: options.strict)
    }

    /// What the next steps depend on; the SwiftData stance is tried on the project only when views query its
    /// models widely and no stance was chosen, to say what it would change.
    private func nextStepFacts(project: Project, lint: ProjectLint, writing: Bool) throws -> NextSteps.Facts {
        let result = lint.result
        var facts = NextSteps.Facts(
            findings: result.findings.count,
            baselineInPlay: project.baselineFile != nil || options.noBaseline || writing,
            configurationFile: project.configurationFile.map(context.display),
            configurationGiven: options.project.configPath != nil,
            root: context.display(project.root).singleLine,
            profileChosen: options.project.profile != nil, profile: project.configuration.profile,
            models: result.models)
        if project.configuration.profile == .default, options.project.profile == nil, result.models.viewsQueryWidely {
            var swiftData = project
            swiftData.configuration.profile = .swiftdata
            let other = try swiftData.lint(nested: false).ownFindings
            let gone = Self.countsByRule(other).mapValues { -$0 }
            facts.swiftDataChange = Self.countsByRule(lint.ownFindings).merging(gone, uniquingKeysWith: +)
        }
        if result.layerDetection.basis == .none, project.configuration.layers == nil,
           result.files.contains(where: \.isAppCode) {
            let suggestion = LayersSuggestion(result)
            if suggestion.isUseful { facts.layers = suggestion }
        }
        return facts
    }

    /// The next steps on standard error: in full for a person at a terminal, else one line each.
    private func tell(_ steps: [NextStep], inFull: Bool) {
        guard !steps.isEmpty else { return }
        guard inFull else {
            for step in steps { context.summary(step.line) }
            return
        }
        context.summary("next steps:")
        let text = NextSteps.terminalText(steps)
        for (prose, block) in zip(text.prose, text.blocks) {
            context.summary(prose)
            // A block to paste is never wrapped: a break inside a string would spoil it.
            if let block { context.note(block) }
        }
    }

    private static func countsByRule(_ findings: [Finding]) -> [String: Int] {
        Dictionary(findings.map { ($0.ruleID, 1) }, uniquingKeysWith: +)
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
