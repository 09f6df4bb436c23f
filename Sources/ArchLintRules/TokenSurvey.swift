import ArchLintLexer
import ArchLintOutline

/// What pass 1 needs from a file's tokens beyond its outline, found in one pass over them: the `await`s and loop
/// words behind ``FileDeclarations/awaitsInALoop(_:survey:)``, the words ``FileFacts`` watches, and whether a line
/// comment begins with `archlint:`. Each of these was a pass of its own over every token of every file.
public struct TokenSurvey: Sendable {
    /// Indices of the `await` tokens, in order.
    let awaits: [Int]
    /// Indices of the `for` keywords and `forEach` identifiers, in order.
    let loops: [Int]
    /// Indices of the tokens that spell one of ``FileFacts/watchedWordList``, in order.
    let watched: [Int]
    /// Whether a line comment begins with `archlint:`: only then can the file hold a suppression directive.
    public let mayHaveDirectives: Bool

    /// With `isAppCode` false (a test or a manifest, which no one asks about awaits or watched words), only the
    /// directives are looked for.
    public init(_ file: OutlinedFile, isAppCode: Bool = true) {
        self = file.tokens.withUnsafeBufferPointer { tokens in
            file.source.bytes.withUnsafeBufferPointer { bytes in
                isAppCode ? Self.survey(tokens, bytes, words: Self.words)
                    : TokenSurvey(awaits: [], loops: [], watched: [],
                                  mayHaveDirectives: Self.hasDirectiveComment(tokens, bytes))
            }
        }
    }

    private static func hasDirectiveComment(_ tokens: UnsafeBufferPointer<Token>,
                                            _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        tokens.contains { $0.kind == .lineComment && beginsWithArchLint($0, in: bytes) }
    }

    private init(awaits: [Int], loops: [Int], watched: [Int], mayHaveDirectives: Bool) {
        self.awaits = awaits
        self.loops = loops
        self.watched = watched
        self.mayHaveDirectives = mayHaveDirectives
    }

    /// The watched words and `forEach`: one test of an identifier's length and first byte turns most away.
    private static let words = WatchedWords(FileFacts.watchedWordList + ["forEach"])

    /// The kinds of token the survey looks at: identifiers (`await`, `forEach`, watched words), keywords (`for`),
    /// attributes (watched words) and line comments (directives). One bit test turns every other token away.
    private static let surveyedKinds: UInt64 = [TokenKind.identifier, .keyword, .attribute, .lineComment]
        .reduce(0) { $0 | 1 << UInt64($1.rawValue) }

    /// The pass itself, on plain buffers and local state: it runs over every token of every file.
    private static func survey(_ tokens: UnsafeBufferPointer<Token>, _ bytes: UnsafeBufferPointer<UInt8>,
                               words: WatchedWords) -> TokenSurvey {
        var awaits: [Int] = [], loops: [Int] = [], watched: [Int] = []
        var directives = false
        let kinds = surveyedKinds
        for index in 0..<tokens.count {
            let kind = tokens[index].kind
            guard kinds & (1 << UInt64(kind.rawValue)) != 0 else { continue }
            let keyword = tokens[index].keyword
            if keyword != .none {
                if keyword == .await { awaits.append(index) } else if keyword == .for { loops.append(index) }
                continue
            }
            switch kind {
            case .identifier, .attribute:
                let token = tokens[index]
                guard words.spells(token, in: bytes) else { continue }
                if kind == .identifier, token.end &- token.start == 7, spellsForEach(token, bytes) {
                    loops.append(index)
                } else {
                    watched.append(index)
                }
            case .lineComment:
                if !directives, beginsWithArchLint(tokens[index], in: bytes) { directives = true }
            default:
                break
            }
        }
        return TokenSurvey(awaits: awaits, loops: loops, watched: watched, mayHaveDirectives: directives)
    }

    @inline(__always)
    private static func spellsForEach(_ token: Token, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = Int(token.start)
        return bytes[start] == UInt8(ascii: "f") && bytes[start + 1] == UInt8(ascii: "o")
            && bytes[start + 2] == UInt8(ascii: "r") && bytes[start + 3] == UInt8(ascii: "E")
            && bytes[start + 4] == UInt8(ascii: "a") && bytes[start + 5] == UInt8(ascii: "c")
            && bytes[start + 6] == UInt8(ascii: "h")
    }

    /// Whether the line comment `token` begins with `archlint:`, after its `//` and any spaces or tabs: the
    /// form of every suppression directive. Checked on bytes before any string is made.
    public static func beginsWithArchLint(_ token: Token, in source: SourceText) -> Bool {
        source.bytes.withUnsafeBufferPointer { beginsWithArchLint(token, in: $0) }
    }

    private static func beginsWithArchLint(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = Int(token.start) + 2
        let end = Int(token.end)
        while index < end && (bytes[index] == 0x20 || bytes[index] == 0x09) { index += 1 }
        let marker: StaticString = "archlint:"
        let count = marker.utf8CodeUnitCount
        guard end - index >= count else { return false }
        for offset in 0..<count where bytes[index + offset] != marker.utf8Start[offset] { return false }
        return true
    }
}
