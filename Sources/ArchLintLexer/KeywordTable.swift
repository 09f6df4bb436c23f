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
            let spelling = Array(String(describing: keyword).utf8)
            let (low, high) = pack(spelling)
            var index = hash(low, high)
            while slots[index].keyword != .none { index = (index + 1) & mask }
            slots[index] = Slot(low: low, high: high, keyword: keyword)
        }
        return slots
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

extension Lexer.Cursor {
    /// The keyword spelled by `bytes[start..<stop]`, or ``Keyword/none``; makes no string.
    @inline(__always)
    func keyword(from start: Int, to stop: Int) -> Keyword {
        let length = stop - start
        guard length >= 2 && length <= KeywordTable.maximumLength else { return .none }
        let first = bytes[start]
        // Only `Any` and `Self` start with a capital letter.
        guard (first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z"))
                || first == UInt8(ascii: "A") || first == UInt8(ascii: "S") else { return .none }
        var low: UInt64 = 0
        var high: UInt64 = 0
        var index = start
        var shift: UInt64 = 0
        let lowStop = min(stop, start + 8)
        while index < lowStop {
            low |= UInt64(bytes[index]) << shift
            shift += 8
            index += 1
        }
        shift = 0
        while index < stop {
            high |= UInt64(bytes[index]) << shift
            shift += 8
            index += 1
        }
        var slot = KeywordTable.hash(low, high)
        while true {
            let entry = keywords[slot]
            if entry.keyword == .none { return .none }
            if entry.low == low && entry.high == high { return entry.keyword }
            slot = (slot + 1) & KeywordTable.mask
        }
    }
}
