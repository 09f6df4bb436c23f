import ArchLintEngine
import ArchLintRules

/// Lints the projects nested in another (folders with a `.archlint.json` of their own), each with its own
/// configuration and baseline, and adds what they find to the outer project's result.
struct NestedProjectRun {
    var profile: Profile?
    var forceExclude: Bool
    /// `--no-baseline`: no nested project applies its baseline either.
    var ignoreBaselines: Bool
    var staged: Bool
    let context: CommandContext

    /// What nested projects added: findings hidden by their baselines, their stale entries, files reported on.
    struct Added {
        var hidden = 0
        var stale = 0
        var reportedFiles = 0
    }

    /// Lints the `nested` roots of `project` that lie under the paths asked for, and adds their findings, recorded
    /// debt and files to `result` with paths relative to the outer root.
    func absorb(_ nested: [String], of project: LoadedProject, into result: inout LintResult) throws -> Added {
        var added = Added()
        for root in nested where project.inputs.contains(where: { PathText.relative(root, to: $0) != nil }) {
            let outcome = try lint(root: root)
            Self.absorb(outcome.result, at: PathText.relative(root, to: project.root) ?? "", into: &result)
            added.hidden += outcome.added.hidden
            added.stale += outcome.added.stale
            added.reportedFiles += outcome.added.reportedFiles
        }
        result.findings.sort(by: Finding.areInReportOrder)
        return added
    }

    /// One nested project, with the projects nested in it in turn: its findings after its own baseline (paths
    /// relative to its root). Its stale entries are noted here, against its baseline.
    private func lint(root: String) throws -> (result: LintResult, added: Added) {
        var options = ProjectOptions(paths: [root], profile: profile)
        options.forceExclude = forceExclude
        let project = try ProjectLoader.load(options, context: context)
        let baselinePath = try BaselineChoice.path(given: nil, ignore: ignoreBaselines, project: project,
                                                   context: context)
        let baseline = try baselinePath.map { try BaselineFile.load($0, display: context.display($0)) }
        let stagedFiles = staged ? try StagedFiles.collect(for: project, context: context) : nil
        let run = try LintRun.perform(project, staged: stagedFiles, context: context)
        var result = run.result
        var added = Added(reportedFiles: run.reportedFiles)
        if let baseline, let baselinePath {
            let match = baseline.apply(to: result.findings)
            result.findings = match.findings
            result.baselined = match.hiddenFindings
            added.hidden = match.hidden
            let reported = stagedFiles.map { Set($0.map(\.path)) }
            let staleEntries = match.stale.filter { reported?.contains($0.file) ?? true }
            added.stale = staleEntries.count
            if !staleEntries.isEmpty {
                context.note(LintSummary.stale(staleEntries, baseline: context.display(baselinePath)))
            }
        }
        let inner = try absorb(run.nestedProjects, of: project, into: &result)
        added.hidden += inner.hidden
        added.stale += inner.stale
        added.reportedFiles += inner.reportedFiles
        return (result, added)
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
}
