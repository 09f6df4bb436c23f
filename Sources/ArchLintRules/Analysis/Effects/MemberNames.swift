/// Every member of a project by name, and its free functions by name (``EffectTables/memberNames(of:)``), with
/// the numbers of its files.
struct MemberNameTables: Sendable {
    var all: MemberNames
    var free: MemberNames
    /// Each file's number by its path.
    var fileOfPath: [String: Int]
}

/// Members by the hash of their name, in a table of chains: those of one name are found by following one chain and
/// looking at each name on it. Made in one pass with no allocation per name, cheaper than a dictionary of names for a
/// project whose rules ask about few of them.
struct MemberNames: Sendable {
    struct Entry {
        var hash: UInt64
        var member: Int32
    }

    /// In project order.
    private let entries: [Entry]
    /// For each slot (the low bits of a hash), the first entry of its chain, or -1.
    private let heads: [Int32]
    /// For each entry, the next entry of its chain (a later one), or -1.
    private let next: [Int32]

    /// `entries` in project order.
    init(_ entries: [Entry]) {
        var slots = 16
        while slots < entries.count * 2 { slots *= 2 }
        var heads = [Int32](repeating: -1, count: slots)
        var next = [Int32](repeating: -1, count: entries.count)
        // Last to first, so that each chain runs in project order.
        for position in entries.indices.reversed() {
            let slot = Int(truncatingIfNeeded: entries[position].hash) & (slots - 1)
            next[position] = heads[slot]
            heads[slot] = Int32(truncatingIfNeeded: position)
        }
        self.entries = entries
        self.heads = heads
        self.next = next
    }

    /// The members named `name`, in project order.
    func members(named name: String, in tables: EffectTables) -> [Int] {
        let hash = MemberCode.nameHash(name)
        var position = Int(heads[Int(truncatingIfNeeded: hash) & (heads.count - 1)])
        var found: [Int] = []
        while position >= 0 {
            let entry = entries[position]
            if entry.hash == hash, case let member = Int(entry.member), tables.member(member, isNamed: name) {
                found.append(member)
            }
            position = Int(next[position])
        }
        return found
    }
}
