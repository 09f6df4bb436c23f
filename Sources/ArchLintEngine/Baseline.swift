import ArchLintRules

/// Findings accepted as they are today, so that only new ones are reported.
///
/// An entry matches a finding by rule, file, the offending line's trimmed text and the occurrence index among
/// identical (rule, file, text) triples; line numbers are kept for reading only, so moving code does not
/// break the match.
public struct Baseline: Sendable, Equatable {
    /// The format version written into baseline files.
    public static let formatVersion = 1

    /// Entries sorted by file, line, rule and occurrence.
    public var entries: [BaselineEntry]

    public init(entries: [BaselineEntry]) {
        self.entries = entries.sorted(by: BaselineEntry.areInFileOrder)
    }

    /// A baseline that accepts every one of `findings`.
    public init(findings: [Finding]) {
        self.init(entries: Self.keyed(findings).map { finding, key in
            BaselineEntry(rule: key.rule, file: key.file, line: finding.line, text: key.text,
                          occurrence: key.occurrence)
        })
    }

    /// Splits `findings` into those the baseline does not cover and the entries nothing matches any more.
    public func apply(to findings: [Finding]) -> BaselineMatch {
        let accepted = Set(entries.map(\.key))
        var remaining: [Finding] = [], hidden: [Finding] = []
        var matched = Set<BaselineEntry.Key>()
        for (finding, key) in Self.keyed(findings) {
            if accepted.contains(key) {
                matched.insert(key)
                hidden.append(finding)
            } else {
                remaining.append(finding)
            }
        }
        return BaselineMatch(findings: remaining.sorted(by: Finding.areInReportOrder), hiddenFindings: hidden,
                             stale: entries.filter { !matched.contains($0.key) })
    }

    /// How many entries `newer` has that this baseline has not, and how many of this one's `newer` has not: what
    /// writing it over this one adds and removes (line numbers aside, as matching goes).
    public func changes(to newer: Baseline) -> (added: Int, removed: Int) {
        let old = Set(entries.map(\.key)), new = Set(newer.entries.map(\.key))
        return (new.subtracting(old).count, old.subtracting(new).count)
    }

    /// Each finding with its matching key; occurrences count in report order.
    private static func keyed(_ findings: [Finding]) -> [(Finding, BaselineEntry.Key)] {
        // Counts per (rule, file, text) triple, kept under the key with occurrence 0.
        var seen: [BaselineEntry.Key: Int] = [:]
        return findings.sorted(by: Finding.areInReportOrder).map { finding in
            let text = BaselineEntry.normalized(finding.sourceLine ?? "")
            let triple = BaselineEntry.Key(rule: finding.ruleID, file: finding.file, text: text, occurrence: 0)
            let occurrence = seen[triple, default: 0]
            seen[triple] = occurrence + 1
            return (finding, BaselineEntry.Key(rule: finding.ruleID, file: finding.file, text: text,
                                               occurrence: occurrence))
        }
    }
}

/// What applying a baseline left over.
public struct BaselineMatch: Sendable, Equatable {
    /// Findings the baseline does not cover, in report order.
    public var findings: [Finding]
    /// The findings the baseline hid (recorded debt), in report order.
    public var hiddenFindings: [Finding]
    /// How many findings the baseline hid.
    public var hidden: Int { hiddenFindings.count }
    /// Entries that matched no finding: the code was fixed or changed.
    public var stale: [BaselineEntry]
}

/// One accepted finding.
public struct BaselineEntry: Sendable, Hashable {
    public var rule: String
    public var file: String
    /// Where the finding was when the baseline was written; not used for matching.
    public var line: Int
    /// The offending line, trimmed.
    public var text: String
    /// 0 for the first finding with this rule, file and text, 1 for the second, …
    public var occurrence: Int

    public init(rule: String, file: String, line: Int, text: String, occurrence: Int) {
        self.rule = rule
        self.file = file
        self.line = line
        self.text = Self.normalized(text)
        self.occurrence = occurrence
    }

    struct Key: Hashable {
        var rule: String
        var file: String
        var text: String
        var occurrence: Int
    }

    var key: Key { Key(rule: rule, file: file, text: text, occurrence: occurrence) }

    static func normalized(_ text: String) -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0.isNewline }
        guard let first = text.firstIndex(where: { !isSpace($0) }),
              let last = text.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(text[first...last])
    }

    static func areInFileOrder(_ a: BaselineEntry, _ b: BaselineEntry) -> Bool {
        (a.file, a.line, a.rule, a.occurrence, a.text) < (b.file, b.line, b.rule, b.occurrence, b.text)
    }
}
