import ArchLintEngine
import ArchLintProject
import ArchLintReporters
import ArchLintRules

/// The closing words of a lint: the summary line, the stale-baseline note and the exit code.
enum LintSummary {
    /// `2 errors, 1 warning in 14 files`, plus how many findings the baseline hid.
    static func line(errors: Int, warnings: Int, files: Int, hidden: Int) -> String {
        var line = "\(counted(errors, "error")), \(counted(warnings, "warning")) in \(counted(files, "file"))"
        if hidden > 0 { line += " (\(hidden) more in the baseline)" }
        return line
    }

    /// Lists baseline entries that match nothing any more.
    static func stale(_ entries: [BaselineEntry], baseline file: String) -> String {
        var text = "baseline: \(counted(entries.count, "stale entry", plural: "stale entries")) in \(file.singleLine) "
            + "no longer \(entries.count == 1 ? "matches" : "match") a finding (fixed or changed); "
            + "refresh it with --write-baseline:"
        for entry in entries {
            // Baselines are committed text: control characters in them must not reach the terminal or CI log.
            text += "\n  \(entry.file.singleLine):\(entry.line): \(entry.rule.singleLine): \(entry.text.singleLine)"
        }
        return text
    }

    /// What `--write-baseline` did: `Recorded 183 findings in .archlint-baseline.json (2 new, 18 removed)`;
    /// `changes` are against the baseline the file held before, `nil` when it is a new file.
    static func recorded(_ count: Int, in file: String, changes: (added: Int, removed: Int)?) -> String {
        var line = "Recorded \(counted(count, "finding")) in \(file.singleLine)"
        guard let changes else { return line + " (a new baseline)" }
        var parts: [String] = []
        if changes.added > 0 { parts.append("\(changes.added) new") }
        if changes.removed > 0 { parts.append("\(changes.removed) removed: fixed or changed") }
        line += parts.isEmpty ? " (unchanged)" : " (" + parts.joined(separator: ", ") + ")"
        return line
    }

    /// Why `--strict` fails a run that has no finding at error severity, or `nil` when it does not.
    static func strictFailure(findings: [Finding], staleEntries: Int) -> String? {
        guard !findings.contains(where: { $0.severity == .error }), !findings.isEmpty || staleEntries > 0 else {
            return nil
        }
        var reasons: [String] = []
        if !findings.isEmpty { reasons.append(counted(findings.count, "warning")) }
        if staleEntries > 0 {
            reasons.append(counted(staleEntries, "stale baseline entry", plural: "stale baseline entries")
                + " (refresh with --write-baseline)")
        }
        return "--strict: failing on " + reasons.joined(separator: " and ")
    }

    /// 1 for findings at error severity; with `strict`, for any finding or stale entry; else 0.
    static func exitCode(findings: [Finding], staleEntries: Int, strict: Bool) -> ExitCode {
        if findings.contains(where: { $0.severity == .error }) { return .findings }
        if strict, !findings.isEmpty || staleEntries > 0 { return .findings }
        return .clean
    }

    private static func counted(_ count: Int, _ singular: String, plural: String? = nil) -> String {
        "\(count) " + (count == 1 ? singular : plural ?? singular + "s")
    }
}
