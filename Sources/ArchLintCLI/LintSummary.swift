import ArchLintEngine
import ArchLintProject
import ArchLintReporters
import ArchLintRules

/// The closing words of a lint: the summary line, the stale-baseline note and the exit code.
enum LintSummary {
    /// `2 errors, 1 warning in 14 files`, plus how many findings the baseline hid and how many of those grew.
    static func line(errors: Int, warnings: Int, files: Int, hidden: Int, grown: Int = 0) -> String {
        var line = "\(counted(errors, "error")), \(counted(warnings, "warning")) in \(counted(files, "file"))"
        if hidden > 0 {
            let grew = grown == 0 ? "" : hidden == 1 ? ", which has grown" : ", \(grown) of them grown"
            line += " (\(hidden) more in the baseline\(grew))"
        }
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

    /// Names each recorded cause that gained uses: which finding, how many uses were recorded and are there now,
    /// and the lines of the new ones.
    static func grown(_ causes: [GrownCause]) -> String {
        var text = "warning: baseline: \(counted(causes.count, "recorded cause")) gained uses since "
            + "\(causes.count == 1 ? "it was" : "they were") recorded; fix the new uses, or accept them with "
            + "--write-baseline:"
        for cause in causes {
            let finding = cause.finding
            let lines = cause.newUses.map { String($0.line) }
            text += "\n  \(finding.file.singleLine):\(finding.line): \(finding.ruleID.singleLine): "
                + "\(cause.recorded) \(cause.recorded == 1 ? "use" : "uses") recorded, \(cause.uses) now"
                + (lines.isEmpty ? "" : " (new at line\(lines.count == 1 ? "" : "s") \(lines.joined(separator: ", ")))")
                + " — \(finding.message.singleLine)"
        }
        return text
    }

    /// What `--write-baseline` did: `Recorded 183 findings in .archlint-baseline.json (2 new, 18 removed)`;
    /// `changes` are against the baseline the file held before, `nil` when it is a new file; `merged` of the
    /// entries it removed were other uses of a cause now recorded once, not fixed; `kept` of the entries are those
    /// of files a lint of some paths did not look at.
    static func recorded(_ count: Int, in file: String, changes: (added: Int, removed: Int)?,
                         merged: Int = 0, kept: Int = 0) -> String {
        let line = "Recorded \(counted(count, "finding")) in \(file.singleLine)"
        guard let changes else { return line + " (a new baseline)" }
        var parts: [String] = []
        let removed = max(changes.removed - merged, 0)
        if changes.added > 0 { parts.append("\(changes.added) new") }
        if merged > 0 { parts.append("\(merged) merged into the entry of their cause") }
        if removed > 0 { parts.append("\(removed) removed: fixed or changed") }
        if parts.isEmpty { parts.append("unchanged") }
        if kept > 0 { parts.append("\(counted(kept, "entry", plural: "entries")) of files not linted kept") }
        return line + " (" + parts.joined(separator: ", ") + ")"
    }

    /// Why `--strict` fails a run that has no finding at error severity, or `nil` when it does not.
    static func strictFailure(findings: [Finding], staleEntries: Int, grownCauses: Int = 0) -> String? {
        guard !findings.contains(where: { $0.severity == .error }),
              !findings.isEmpty || staleEntries > 0 || grownCauses > 0 else {
            return nil
        }
        var reasons: [String] = []
        if !findings.isEmpty { reasons.append(counted(findings.count, "warning")) }
        if staleEntries > 0 {
            reasons.append(counted(staleEntries, "stale baseline entry", plural: "stale baseline entries")
                + " (refresh with --write-baseline)")
        }
        if grownCauses > 0 {
            reasons.append(counted(grownCauses, "recorded cause") + " that gained uses")
        }
        return "--strict: failing on " + reasons.joined(separator: " and ")
    }

    /// Says that rewriting a baseline gathered `merged` of its entries, each an other use of a cause that one
    /// entry now records.
    static func merged(_ merged: Int, entries: Int, baseline file: String) -> String {
        "baseline: \(file.singleLine) now records each cause once: \(counted(merged, "entry", plural: "entries")) "
            + "for other uses of a finding's cause merged into it, \(counted(entries, "entry", plural: "entries")) "
            + "written"
    }

    /// Presentation files using entities from which the run names the SwiftData stance.
    static let filesThatShowTheSwiftDataStance = 3

    /// The line that says views query entities widely and that `--profile swiftdata` allows it, or `nil`.
    static func swiftDataStance(files: Int) -> String? {
        guard files >= filesThatShowTheSwiftDataStance else { return nil }
        return "\(counted(files, "Presentation file")) use @Model entities declared in Data "
            + "(layer-dependency/presentation-data); if views query them by design, lint with --profile swiftdata "
            + "(or \"profile\": \"swiftdata\") to allow it"
    }

    /// 1 for findings at error severity; with `strict`, for any finding, stale entry or grown cause; else 0.
    static func exitCode(findings: [Finding], staleEntries: Int, grownCauses: Int = 0, strict: Bool) -> ExitCode {
        if findings.contains(where: { $0.severity == .error }) { return .findings }
        if strict, !findings.isEmpty || staleEntries > 0 || grownCauses > 0 { return .findings }
        return .clean
    }

    private static func counted(_ count: Int, _ singular: String, plural: String? = nil) -> String {
        "\(count) " + (count == 1 ? singular : plural ?? singular + "s")
    }
}
