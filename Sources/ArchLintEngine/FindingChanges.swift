import ArchLintRules

/// What changed between two sets of findings of one project, matched as a baseline matches them (rule, file, the
/// line's text, occurrence), so that code moving within a file keeps its findings. `movedTo` maps the earlier path of
/// a file that moved with its content unchanged to its later one: its findings are neither added nor removed.
public struct FindingChanges: Sendable {
    /// Findings of the later set that the earlier one did not have.
    public var added: [Finding]
    /// Findings of the earlier set (at their later paths) that the later one no longer has.
    public var removed: [Finding]

    public init(from earlier: [Finding], to later: [Finding], movedTo: [String: String] = [:]) {
        let earlier = movedTo.isEmpty ? earlier : earlier.map { finding in
            var finding = finding
            finding.file = movedTo[finding.file] ?? finding.file
            return finding
        }
        added = Baseline(findings: earlier).apply(to: later).findings
        removed = Baseline(findings: later).apply(to: earlier).findings
    }
}
