/// An open-addressing hash table from a keyword's bytes, packed into two words, to its ``Keyword``.
///
/// Identifiers never contain a zero byte, so the packed words alone tell two spellings apart.
enum KeywordTable {
    struct Slot: Sendable {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var keyword: Keyword = .none
    }

    /// Keywords are 2 to 15 bytes long.
    static let maximumLength = 15
    static let mask = 511

    /// The table: `mask + 1` slots, empty ones holding ``Keyword/none``.
    static let slots: [Slot] = {
        var slots = [Slot](repeating: Slot(), count: mask + 1)
        for keyword in Keyword.allCases where keyword != .none {
            let spelling = Array(keyword.spelling.utf8)
            let (low, high) = pack(spelling)
            var index = hash(low, high)
            while slots[index].keyword != .none { index = (index + 1) & mask }
            slots[index] = Slot(low: low, high: high, keyword: keyword)
        }
        return slots
    }()

    /// For each first byte, bit `n` is set when some keyword of length `n` starts with it: a cheap
    /// filter that turns most identifiers away before any hashing.
    static let lengthsByFirstByte: [UInt16] = {
        var masks = [UInt16](repeating: 0, count: 256)
        for keyword in Keyword.allCases where keyword != .none {
            let spelling = Array(keyword.spelling.utf8)
            masks[Int(spelling[0])] |= 1 << UInt16(spelling.count)
        }
        return masks
    }()

    @inline(__always)
    static func hash(_ low: UInt64, _ high: UInt64) -> Int {
        let mixed = (low ^ (high &* 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: mixed >> 55) & mask
    }

    static func pack(_ bytes: [UInt8]) -> (UInt64, UInt64) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        for (i, byte) in bytes.enumerated() {
            if i < 8 { low |= UInt64(byte) << (8 * UInt64(i)) } else { high |= UInt64(byte) << (8 * UInt64(i - 8)) }
        }
        return (low, high)
    }
}

extension KeywordTable {
    /// Whether `bytes[start..<stop]` has a keyword's length for its first byte: false for most identifiers.
    @inline(__always)
    static func mayBeKeyword(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to stop: Int,
                             lengths: UnsafeBufferPointer<UInt16>) -> Bool {
        let length = stop &- start
        return length >= 2 && length <= maximumLength && lengths[Int(bytes[start])] & (1 << UInt16(length)) != 0
    }

    /// The keyword spelled by `bytes[start..<stop]`, or ``Keyword/none``; makes no string. The caller has found
    /// that ``mayBeKeyword(in:from:to:lengths:)``: the lexer asks this of every identifier that passes it.
    @inline(__always)
    static func keyword(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to stop: Int,
                        slots: UnsafeBufferPointer<Slot>) -> Keyword {
        let length = stop &- start
        let (low, high) = start &+ 16 <= bytes.count ? packedWords(bytes, from: start, length: length)
            : packedWordsNearTheEnd(bytes, from: start, length: length)
        var slot = hash(low, high)
        while true {
            let entry = slots[slot]
            if entry.keyword == .none { return .none }
            if entry.low == low && entry.high == high { return entry.keyword }
            slot = (slot &+ 1) & mask
        }
    }

    /// Up to 16 bytes from `start` as two little-endian words, zero past `length`; 16 bytes from `start` are in
    /// `bytes`.
    @inline(__always)
    private static func packedWords(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int,
                                    length: Int) -> (UInt64, UInt64) {
        let raw = UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped + start)
        var low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
        var high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        if length < 8 {
            low &= (1 << (8 * UInt64(length))) &- 1
            high = 0
        } else {
            high &= (1 << (8 * UInt64(length &- 8))) &- 1
        }
        return (low, high)
    }

    /// ``packedWords(_:from:length:)`` for a word less than 16 bytes before the end, byte by byte (kept out of
    /// line: the common case stays small enough to inline).
    @inline(never)
    private static func packedWordsNearTheEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int,
                                              length: Int) -> (UInt64, UInt64) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        for i in 0..<length {
            let byte = UInt64(bytes[start + i])
            if i < 8 { low |= byte << (8 * UInt64(i)) } else { high |= byte << (8 * UInt64(i - 8)) }
        }
        return (low, high)
    }
}
