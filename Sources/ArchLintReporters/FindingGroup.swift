import ArchLintRules

/// Findings that say the same thing in different places: one rule, one severity and one message. Messages are
/// compared as shown, on one line with surrounding blanks trimmed; nothing else is normalised, so two imports of
/// different modules stay apart. Reports show a group once, with its count and its locations.
struct FindingGroup {
    var ruleID: String
    var severity: Severity
    var message: String
    /// In report order.
    var findings: [Finding]

    /// The source line every finding shares, or `nil` when they differ or one is unknown.
    var sharedSourceLine: String? {
        guard let first = findings.first?.sourceLine else { return nil }
        return findings.allSatisfy { $0.sourceLine == first } ? first : nil
    }

    /// The groups of `findings`, rule by rule (sorted by id); within a rule errors first, then the larger groups,
    /// then by message.
    static func byRule(_ findings: [Finding]) -> [(ruleID: String, groups: [FindingGroup])] {
        struct Key: Hashable {
            var ruleID: String
            var severity: Severity
            var message: String
        }
        var order: [Key] = []
        var members: [Key: [Finding]] = [:]
        for finding in findings {
            let key = Key(ruleID: finding.ruleID, severity: finding.severity, message: finding.message.singleLine.trimmed)
            if members[key] == nil { order.append(key) }
            members[key, default: []].append(finding)
        }
        let groups = order.map { key in
            FindingGroup(ruleID: key.ruleID, severity: key.severity, message: key.message,
                         findings: members[key, default: []])
        }
        return Dictionary(grouping: groups, by: \.ruleID).sorted { $0.key < $1.key }.map { ruleID, groups in
            (ruleID, groups.sorted { a, b in
                if a.severity != b.severity { return a.severity > b.severity }
                if a.findings.count != b.findings.count { return a.findings.count > b.findings.count }
                return a.message < b.message
            })
        }
    }
}
