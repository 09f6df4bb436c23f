/// A set of name hashes (``FNV1a64``) by open addressing: the hashes are spread already, so a lookup costs a
/// multiplication and a probe or two, where `Set<UInt64>` would hash each one again. Its look-ups are inlinable:
/// walks in other modules ask one for every name they meet.
public struct NameHashSet: Sendable {
    @usableFromInline var slots: [UInt64]
    @usableFromInline var mask: Int
    @usableFromInline var used = 0
    /// Zero marks an empty slot; the hash 0 itself is kept apart.
    @usableFromInline var holdsZero = false

    public init(minimumCapacity: Int = 16) {
        var size = 16
        while size < minimumCapacity * 2 { size *= 2 }
        slots = Array(repeating: 0, count: size)
        mask = size - 1
    }

    public init(_ hashes: some Sequence<UInt64>) {
        self.init(minimumCapacity: hashes.underestimatedCount)
        for hash in hashes { insert(hash) }
    }

    @inlinable
    public func contains(_ hash: UInt64) -> Bool {
        if hash == 0 { return holdsZero }
        var index = Self.slot(of: hash, mask: mask)
        while true {
            let value = slots[index]
            if value == hash { return true }
            if value == 0 { return false }
            index = (index + 1) & mask
        }
    }

    /// Adds `hash`; whether it was new.
    @inlinable @discardableResult
    public mutating func insert(_ hash: UInt64) -> Bool {
        if hash == 0 {
            defer { holdsZero = true }
            return !holdsZero
        }
        if (used + 1) * 2 > slots.count { grow() }
        var index = Self.slot(of: hash, mask: mask)
        while true {
            let value = slots[index]
            if value == hash { return false }
            if value == 0 {
                slots[index] = hash
                used += 1
                return true
            }
            index = (index + 1) & mask
        }
    }

    @usableFromInline
    mutating func grow() {
        let old = slots
        slots = Array(repeating: 0, count: old.count * 2)
        mask = slots.count - 1
        used = 0
        for value in old where value != 0 { insert(value) }
    }

    /// Fibonacci hashing: the multiplication mixes every bit of the hash into the high ones used.
    @inlinable
    static func slot(of hash: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }
}
