import ArchLintLexer
import ArchLintOutline

/// A few words looked for among a file's identifiers (contextual keywords such as `await` included) and
/// attributes, in ``TokenSurvey``'s pass over its tokens. A token is compared only when its first byte and its length can match:
/// two bit masks answer that for almost every identifier.
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

    /// Whether `token`, an identifier or attribute, spells one of the words. Nothing here retains or allocates:
    /// ``TokenSurvey`` asks this of every identifier of every file.
    @inline(__always)
    func spells(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = Int(token.start), length = Int(token.end) - start
        guard length > 0, length >= 64 || lengths & (1 << UInt64(length)) != 0 else { return false }
        let first = bytes[start]
        let mask: UInt64
        switch first >> 6 {
        case 0: mask = firstBytes.0
        case 1: mask = firstBytes.1
        case 2: mask = firstBytes.2
        default: mask = firstBytes.3
        }
        return mask & (1 << UInt64(first & 63)) != 0 && spells(start: start, length: length, in: bytes)
    }

    /// The full comparison of `length` bytes at `start`.
    private func spells(start: Int, length: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for word in words where word.count == length {
            var same = true
            for offset in 0..<length where bytes[start + offset] != word[offset] {
                same = false
                break
            }
            if same { return true }
        }
        return false
    }
}
