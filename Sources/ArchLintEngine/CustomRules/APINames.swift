/// The first names of the `apis` rules' paths, in one buffer of bytes, with the rule and path each belongs to:
/// plain values a walk over a file's tokens can compare against without touching the rules themselves. Made once
/// for a run's rules (other rules have no entries).
struct APINames {
    struct Entry {
        var start: Int
        var count: Int
        /// Position of the rule in the rules given, and of the path among its `forbidden` ones.
        var rule: Int
        var pattern: Int
    }

    private(set) var bytes: [UInt8] = []
    private(set) var entries: [Entry] = []

    init(_ rules: [CompiledCustomRule]) {
        for (rule, compiled) in rules.enumerated() {
            for (pattern, name) in compiled.apiFirstNames.enumerated() {
                entries.append(Entry(start: bytes.count, count: name.count, rule: rule, pattern: pattern))
                bytes += name
            }
        }
    }

    /// Whether `source[start..<end]` is the name of `entry`.
    func spells(_ entry: Entry, _ source: [UInt8], _ start: Int, _ end: Int) -> Bool {
        guard end - start == entry.count else { return false }
        var index = 0
        while index < entry.count {
            if source[start + index] != bytes[entry.start + index] { return false }
            index += 1
        }
        return true
    }
}
