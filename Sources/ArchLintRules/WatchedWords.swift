import ArchLintLexer
import ArchLintOutline

/// Words whose occurrences as identifiers (contextual keywords such as `await` included) or attributes the scanner
/// notes while it pairs brackets
/// (``Outline/watchedTokens``), so that a caller needing a few names finds them without another pass over the
/// tokens. A token is compared only when its first byte and its length can match: two bit masks answer that for
/// almost every identifier.
struct WatchedWords: Sendable {
    private let words: [[UInt8]]
    /// Bit `b` of `firstBytes[b >> 6]` is set when some word starts with byte `b`.
    private let firstBytes: (UInt64, UInt64, UInt64, UInt64)
    /// Bit `n` is set when some word is `n` bytes long (words of 64 bytes or more always compare).
    private let lengths: UInt64

    init(_ words: [String]) {
        self.words = words.map { Array($0.utf8) }.filter { !$0.isEmpty }
        var masks: [UInt64] = [0, 0, 0, 0]
        var lengths: UInt64 = 0
        for word in self.words {
            masks[Int(word[0]) >> 6] |= 1 << UInt64(word[0] & 63)
            lengths |= word.count < 64 ? 1 << UInt64(word.count) : 0
        }
        firstBytes = (masks[0], masks[1], masks[2], masks[3])
        self.lengths = lengths
    }

    /// The indices of the tokens that spell one of the words.
    func find(in file: OutlinedFile) -> [Int] {
        let bytes = file.source.bytes
        var found: [Int] = []
        for (index, token) in file.tokens.enumerated() where token.kind == .identifier || token.kind == .attribute {
            let start = Int(token.start), length = Int(token.end) - start
            if mayStart(byte: bytes[start], length: length), spells(start: start, length: length, in: bytes) {
                found.append(index)
            }
        }
        return found
    }

    /// The quick test: whether some word starts with `byte` and is `length` bytes long.
    @inline(__always)
    private func mayStart(byte first: UInt8, length: Int) -> Bool {
        guard length > 0, length >= 64 || lengths & (1 << UInt64(length)) != 0 else { return false }
        let mask: UInt64
        switch first >> 6 {
        case 0: mask = firstBytes.0
        case 1: mask = firstBytes.1
        case 2: mask = firstBytes.2
        default: mask = firstBytes.3
        }
        return mask & (1 << UInt64(first & 63)) != 0
    }

    /// The full comparison of `length` bytes at `start`.
    private func spells(start: Int, length: Int, in bytes: [UInt8]) -> Bool {
        words.contains { word in
            word.count == length && bytes.withUnsafeBufferPointer { buffer in
                for offset in 0..<length where buffer[start + offset] != word[offset] { return false }
                return true
            }
        }
    }
}
