import ArchLintRules

/// A finding's identity across runs: it survives line moves and edits elsewhere in the file.
///
/// The digest covers the rule id, the file, the trimmed source line (the message when the line is unknown)
/// and the finding's index among earlier findings with the same three values, so two identical lines in one
/// file keep distinct fingerprints.
enum FindingFingerprint {
    /// One fingerprint per finding, in the same order; `findings` must be in report order.
    static func fingerprints(for findings: [Finding]) -> [String] {
        var seen: [String: Int] = [:]
        return findings.map { finding in
            let content = finding.sourceLine.map(\.trimmed) ?? finding.message
            let key = [finding.ruleID, finding.file, content].joined(separator: "\u{0}")
            let occurrence = seen[key, default: 0]
            seen[key] = occurrence + 1
            return FNV1a64.hexDigest(key + "\u{0}" + String(occurrence))
        }
    }
}
