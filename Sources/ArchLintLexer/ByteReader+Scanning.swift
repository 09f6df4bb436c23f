/// Word-at-a-time scanning: eight bytes are tested together for the few bytes that end a run of
/// comment or string text, and only a word that may hold one is looked at byte by byte; likewise for
/// the bytes that end an identifier's ASCII letters and digits.
extension ByteReader {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// Nonzero when some byte of `word` equals `byte`.
    @inline(__always)
    private static func matches(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let x = word ^ (ones &* UInt64(byte))
        return (x &- ones) & ~x & highs
    }

    @inline(__always)
    private func word(at index: Int) -> UInt64 {
        // Callers check `index + 8 <= end`, which implies a base address.
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped + index).loadUnaligned(as: UInt64.self))
    }

    /// The offset of the next `\n` or `\r` at or after `start`, or `end`.
    @inline(__always)
    func lineEnd(from start: Int) -> Int {
        var index = start
        while index + 8 <= end {
            let word = word(at: index)
            if Self.matches(word, 0x0A) | Self.matches(word, 0x0D) != 0 { break }
            index += 8
        }
        while index < end && !isNewline(at: index) { index += 1 }
        return index
    }

    /// The offset of the next byte that may end plain string text (`"`, `\`, `\n`, `\r`), or `end`.
    @inline(__always)
    func stringTextEnd(from start: Int) -> Int {
        var index = start
        while index + 8 <= end {
            let word = word(at: index)
            if Self.matches(word, 0x22) | Self.matches(word, 0x5C) | Self.matches(word, 0x0A) | Self.matches(word, 0x0D) != 0 {
                break
            }
            index += 8
        }
        while index < end {
            switch bytes[index] {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): return index
            default: index += 1
            }
        }
        return index
    }

    /// The offset after a run of spaces and tabs starting at `start`.
    @inline(__always)
    func blankEnd(from start: Int) -> Int {
        var index = start
        while index + 8 <= end && word(at: index) == 0x2020_2020_2020_2020 { index += 8 }
        while index < end && classes[Int(bytes[index])] == .space { index += 1 }
        return index
    }

    /// The offset after the ASCII letters, digits, `_` and `$` that start at `start`, eight bytes at a time.
    @inline(__always)
    func asciiIdentifierEnd(from start: Int) -> Int {
        var index = start
        while index + 8 <= end {
            let word = word(at: index)
            let stops = Self.nonIdentifierBytes(word)
            if stops != 0 { return index &+ (stops.trailingZeroBitCount >> 3) }
            index &+= 8
        }
        while index < end && classes[Int(bytes[index])].continuesIdentifier { index &+= 1 }
        return index
    }

    /// The high bit of each byte of `word` that is not an ASCII letter, digit, `_` or `$`.
    @inline(__always)
    private static func nonIdentifierBytes(_ word: UInt64) -> UInt64 {
        let low = word & 0x7F7F_7F7F_7F7F_7F7F
        // Per-byte comparisons that cannot carry between bytes: every byte of `low` is below 0x80.
        @inline(__always) func atLeast(_ value: UInt64, _ byte: UInt8) -> UInt64 { value &+ ones &* UInt64(0x80 &- byte) }
        let folded = low | 0x2020_2020_2020_2020
        let letters = atLeast(folded, UInt8(ascii: "a")) & ~atLeast(folded, UInt8(ascii: "z") + 1)
        let digits = atLeast(low, UInt8(ascii: "0")) & ~atLeast(low, UInt8(ascii: "9") + 1)
        let underscores = ~((low ^ (ones &* 0x5F)) &+ ones &* 0x7F)
        let dollars = ~((low ^ (ones &* 0x24)) &+ ones &* 0x7F)
        let identifier = (letters | digits | underscores | dollars) & ~word
        return ~identifier & highs
    }
}
