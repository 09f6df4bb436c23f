/// Word-at-a-time scanning: eight bytes are tested together for the few bytes that end a run of
/// comment or string text, and only a word that may hold one is looked at byte by byte.
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
}
