import ArchLintLexer

/// Words whose occurrences as identifiers, keywords or attributes the scanner notes while it pairs brackets
/// (``Outline/watchedTokens``), so that a caller needing a few names finds them without another pass over the
/// tokens. A token is compared only when its first byte and its length can match: two bit masks answer that for
/// almost every identifier.
public struct WatchedWords: Sendable {
    private let words: [[UInt8]]
    /// Bit `b` of `firstBytes[b >> 6]` is set when some word starts with byte `b`.
    private let firstBytes: (UInt64, UInt64, UInt64, UInt64)
    /// Bit `n` is set when some word is `n` bytes long (words of 64 bytes or more always compare).
    private let lengths: UInt64

    public init(_ words: [String]) {
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

    /// Whether `token` (an identifier, a keyword or an attribute with its `@`) spells one of the words.
    public func matches(_ token: Token, in source: SourceText) -> Bool {
        guard token.kind == .identifier || token.kind == .keyword || token.kind == .attribute else { return false }
        return spells(token, source)
    }

    /// Whether the token's bytes spell one of the words, whatever its kind.
    @inline(__always)
    func spells(_ token: Token, _ source: SourceText) -> Bool {
        let start = Int(token.start), length = Int(token.end) - start
        guard length > 0, length >= 64 || lengths & (1 << UInt64(length)) != 0 else { return false }
        let first = source.bytes[start]
        let mask: UInt64
        switch first >> 6 {
        case 0: mask = firstBytes.0
        case 1: mask = firstBytes.1
        case 2: mask = firstBytes.2
        default: mask = firstBytes.3
        }
        guard mask & (1 << UInt64(first & 63)) != 0 else { return false }
        return words.contains { word in
            word.count == length && source.bytes.withUnsafeBufferPointer { buffer in
                for offset in 0..<length where buffer[start + offset] != word[offset] { return false }
                return true
            }
        }
    }

    /// The indices of the tokens that spell one of the words, by a pass of their own.
    public func find(in tokens: [Token], source: SourceText) -> [Int32] {
        tokens.indices.filter { matches(tokens[$0], in: source) }.map(Int32.init)
    }
}
