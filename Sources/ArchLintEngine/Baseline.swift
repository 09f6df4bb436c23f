import ArchLintRules

/// Findings accepted as they are today, so that only new ones are reported.
///
/// An entry matches a finding by rule, file, the offending line's trimmed text and the occurrence index among
/// identical (rule, file, text) triples; line numbers are kept for reading only, so moving code does not
/// break the match.
///
/// A finding stands for one cause and may show it at several places (``Finding/places``): it is recorded once,
/// at its first place, and an entry at any of its places matches it. So a baseline written when every use was a
/// finding of its own still hides the finding that now gathers them, and none of its entries for those uses goes
/// stale; new uses of an accepted cause in the same file stay accepted. Occurrences count every place of every
/// finding, in source order, and a rule's sub-checks (`layer-dependency/presentation-data`) count with the rule,
/// so that an entry recorded under the rule's id matches a finding of its sub-check at the same place.
public struct Baseline: Sendable, Equatable {
    /// The format version written into baseline files.
    public static let formatVersion = 1

    /// Entries sorted by file, line, rule and occurrence.
    public var entries: [BaselineEntry]

    public init(entries: [BaselineEntry]) {
        self.entries = entries.sorted(by: BaselineEntry.areInFileOrder)
    }

    /// A baseline that accepts every one of `findings`: one entry per finding, at its first place, with the texts
    /// of its other places (its uses).
    public init(findings: [Finding]) {
        self.init(entries: Self.keyed(findings).map { finding, keys in
            var entry = BaselineEntry(rule: finding.ruleID, file: finding.file, line: finding.line,
                                      text: keys[0].text, occurrence: keys[0].occurrence)
            entry.otherUses = keys.dropFirst().map(\.text)
            return entry
        })
    }

    /// Splits `findings` into those the baseline does not cover and the entries nothing matches any more, and
    /// names the accepted causes that have gained uses since they were recorded.
    public func apply(to findings: [Finding]) -> BaselineMatch {
        var accepted: [BaselineEntry.Key: BaselineEntry] = [:]
        for entry in entries { accepted[entry.key] = entry }
        var remaining: [Finding] = [], hidden: [Finding] = [], grown: [GrownCause] = []
        var present = Set<BaselineEntry.Key>()
        for (finding, keys) in Self.keyed(findings) {
            present.formUnion(keys)
            let matched = keys.compactMap { accepted[$0] }
            guard !matched.isEmpty else {
                remaining.append(finding)
                continue
            }
            hidden.append(finding)
            if let cause = GrownCause(finding, keys: keys, recorded: matched) { grown.append(cause) }
        }
        return BaselineMatch(findings: remaining.sortedInReportOrder(), hiddenFindings: hidden,
                             stale: entries.filter { !present.contains($0.key) }, grown: grown)
    }

    /// How many entries `newer` has that this baseline has not, and how many of this one's `newer` has not: what
    /// writing it over this one adds and removes (line numbers aside, as matching goes).
    public func changes(to newer: Baseline) -> (added: Int, removed: Int) {
        let old = Set(entries.map(\.key)), new = Set(newer.entries.map(\.key))
        return (new.subtracting(old).count, old.subtracting(new).count)
    }

    /// How many entries of `earlier` the findings of this baseline gather into fewer: entries that fall on the
    /// other places of a finding recorded here, rather than on a place of their own.
    public static func mergedEntries(of earlier: Baseline, into findings: [Finding]) -> Int {
        let recorded = Set(earlier.entries.map(\.key))
        return keyed(findings).reduce(0) { count, element in
            count + element.keys.dropFirst().filter(recorded.contains).count
        }
    }

    /// Each finding (in report order) with the keys of its places, its own first; occurrences count every place
    /// of every finding in source order.
    private static func keyed(_ findings: [Finding]) -> [(finding: Finding, keys: [BaselineEntry.Key])] {
        struct Place {
            var finding: Int
            var slot: Int
            var line: Int
            var column: Int
            var text: String
        }
        let ordered = findings.sortedInReportOrder()
        var places: [Place] = []
        for (number, finding) in ordered.enumerated() {
            places.append(Place(finding: number, slot: 0, line: finding.line, column: finding.column,
                                text: BaselineEntry.normalized(finding.sourceLine ?? "")))
            for (slot, place) in finding.places.enumerated() {
                places.append(Place(finding: number, slot: slot + 1, line: place.line, column: place.column,
                                    text: BaselineEntry.normalized(place.sourceLine ?? "")))
            }
        }
        // Source order within a file; findings are already in report order, so a stable sort keeps ties in it.
        let sorted = places.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            let (first, second) = (ordered[x.finding], ordered[y.finding])
            if first.file != second.file { return first.file < second.file }
            if x.line != y.line { return x.line < y.line }
            if x.column != y.column { return x.column < y.column }
            return a.offset < b.offset
        }.map(\.element)
        // Counts per (rule, file, text) triple, kept under the key with occurrence 0.
        var seen: [BaselineEntry.Key: Int] = [:]
        var keys = ordered.map { Array(repeating: BaselineEntry.Key(rule: "", file: "", text: "", occurrence: 0),
                                       count: $0.places.count + 1) }
        for place in sorted {
            let finding = ordered[place.finding]
            let triple = BaselineEntry.Key(rule: finding.ruleID, file: finding.file, text: place.text, occurrence: 0)
            let occurrence = seen[triple, default: 0]
            seen[triple] = occurrence + 1
            keys[place.finding][place.slot] = BaselineEntry.Key(rule: finding.ruleID, file: finding.file,
                                                                text: place.text, occurrence: occurrence)
        }
        return Array(zip(ordered, keys))
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
    /// Recorded causes with more uses now than when they were recorded, in report order.
    public var grown: [GrownCause] = []
}

/// A cause the baseline accepts that has gained uses since it was recorded: a type a layer should not use, used
/// at two more places of its file. The debt grew; the finding stays hidden, and the run says so.
public struct GrownCause: Sendable, Equatable {
    /// The finding, with every place it has now.
    public var finding: Finding
    /// How many uses the baseline recorded.
    public var recorded: Int
    /// The uses whose lines the baseline did not record, by line (the finding's own place is line `finding.line`).
    public var newUses: [FindingPlace]

    /// How many uses the cause has now.
    public var uses: Int { finding.uses }

    public init(finding: Finding, recorded: Int, newUses: [FindingPlace]) {
        self.finding = finding
        self.recorded = recorded
        self.newUses = newUses
    }

    /// `nil` unless the finding has more uses than the entries that match it recorded; entries written before
    /// uses were recorded say nothing of them and never make a cause grown.
    init?(_ finding: Finding, keys: [BaselineEntry.Key], recorded entries: [BaselineEntry]) {
        guard entries.allSatisfy({ $0.otherUses != nil }) else { return nil }
        // One entry per cause; a baseline written when each use was a finding of its own has one entry per use.
        var texts: [String: Int] = [:]
        for entry in entries {
            texts[entry.text, default: 0] += 1
            for text in entry.otherUses ?? [] { texts[text, default: 0] += 1 }
        }
        let recorded = texts.values.reduce(0, +)
        guard keys.count > recorded else { return nil }
        let places = [FindingPlace(line: finding.line, column: finding.column, sourceLine: finding.sourceLine)]
            + finding.places
        var newUses: [FindingPlace] = []
        for (place, key) in zip(places, keys) {
            if let left = texts[key.text], left > 0 {
                texts[key.text] = left - 1
            } else {
                newUses.append(place)
            }
        }
        self.finding = finding
        self.recorded = recorded
        self.newUses = newUses
    }
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
    /// The trimmed lines of the finding's other places when it was recorded: with the entry's own, its uses.
    /// `nil` for an entry written before uses were recorded, which says nothing of how many there were.
    public var otherUses: [String]?

    public init(rule: String, file: String, line: Int, text: String, occurrence: Int, otherUses: [String]? = nil) {
        self.rule = rule
        self.file = file
        self.line = line
        self.text = Self.normalized(text)
        self.occurrence = occurrence
        self.otherUses = otherUses.map { $0.map(Self.normalized) }
    }

    /// How many uses the entry recorded, or `nil` when it was written before uses were recorded.
    public var uses: Int? { otherUses.map { $0.count + 1 } }

    /// What an entry matches on. `rule` is the rule's own id, without a sub-check (`layer-dependency` for
    /// `layer-dependency/presentation-data`).
    struct Key: Hashable {
        var rule: String
        var file: String
        var text: String
        var occurrence: Int

        init(rule: String, file: String, text: String, occurrence: Int) {
            self.rule = RuleID.family(of: rule)
            self.file = file
            self.text = text
            self.occurrence = occurrence
        }
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
