import ArchLintLexer
import ArchLintOutline

/// What pass 1 needs from a file's tokens beyond its outline, found in one pass over them: the `await`s and loop
/// words behind ``FileDeclarations/awaitsInALoop(_:survey:)`` and the words ``FileFacts`` watches. Each of these was
/// a pass of its own over every token of every file. (Whether a comment may hold a suppression directive is the
/// outline's to say: ``Outline/directiveComments``.) Asked, it notes the identifiers a run's custom rules look at
/// closer too (``identifiers``).
public struct TokenSurvey: Sendable {
    /// Indices of the `await` tokens, in order.
    let awaits: [Int]
    /// Indices of the `for` keywords and `forEach` identifiers, in order.
    let loops: [Int]
    /// Indices of the tokens that spell one of ``FileFacts/watchedWordList``, in order.
    let watched: [Int]
    /// The identifiers `identifiers` asked for at ``init(_:isAppCode:identifiers:)``.
    public let identifiers: IdentifierCandidates
    /// With `isAppCode` false (a test or a manifest, which no one asks about awaits or watched words, and no custom
    /// rule looks at), the tokens are not looked at.
    public init(_ file: OutlinedFile, isAppCode: Bool = true, identifiers interest: IdentifierInterest = .none) {
        guard isAppCode else {
            self.init(awaits: [], loops: [], watched: [], identifiers: IdentifierCandidates())
            return
        }
        self = file.tokens.withUnsafeBufferPointer { tokens in
            file.source.bytes.withUnsafeBufferPointer { bytes in
                // Two copies of the pass, one for each kind of noter: the one that notes nothing tests nothing more
                // than the pass did before identifiers were noted.
                interest.isEmpty ? Self.survey(tokens, bytes, words: Self.words, noter: NoIdentifiers())
                    : Self.survey(tokens, bytes, words: Self.words,
                                  noter: IdentifierCandidates.Noter(capacity: tokens.count, interest: interest))
            }
        }
    }

    private init(awaits: [Int], loops: [Int], watched: [Int], identifiers: IdentifierCandidates) {
        self.awaits = awaits
        self.loops = loops
        self.watched = watched
        self.identifiers = identifiers
    }

    /// The watched words and `forEach`: one test of an identifier's length and first byte turns most away.
    private static let words = WatchedWords(FileFacts.watchedWordList + ["forEach"])

    /// The kinds of token the survey looks at: identifiers (`await`, `forEach`, watched words), keywords (`for`) and
    /// attributes (watched words). One bit test turns every other token away.
    private static let surveyedKinds: UInt64 = [TokenKind.identifier, .keyword, .attribute]
        .reduce(0) { $0 | 1 << UInt64($1.rawValue) }

    /// The pass itself, on plain buffers and local state: it runs over every token of every file.
    private static func survey<Noter: IdentifierNoting & ~Copyable>(
        _ tokens: UnsafeBufferPointer<Token>, _ bytes: UnsafeBufferPointer<UInt8>, words: WatchedWords,
        noter: consuming Noter
    ) -> TokenSurvey {
        var awaits: [Int] = [], loops: [Int] = [], watched: [Int] = []
        let kinds = Noter.notes ? surveyedKinds | 1 << UInt64(TokenKind.backtickIdentifier.rawValue) : surveyedKinds
        for index in 0..<tokens.count {
            let kind = tokens[index].kind
            guard kinds & (1 << UInt64(kind.rawValue)) != 0 else { continue }
            if Noter.notes, kind == .identifier || kind == .backtickIdentifier {
                noter.note(index, kind, tokens, bytes)
                if kind == .backtickIdentifier { continue }
            }
            let keyword = tokens[index].keyword
            if keyword != .none {
                if keyword == .await { awaits.append(index) } else if keyword == .for { loops.append(index) }
                continue
            }
            guard kind == .identifier || kind == .attribute else { continue }
            let token = tokens[index]
            guard words.spells(token, in: bytes) else { continue }
            if kind == .identifier, token.end &- token.start == 7, spellsForEach(token, bytes) {
                loops.append(index)
            } else {
                watched.append(index)
            }
        }
        return TokenSurvey(awaits: awaits, loops: loops, watched: watched, identifiers: noter.finish())
    }

    @inline(__always)
    private static func spellsForEach(_ token: Token, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = Int(token.start)
        return bytes[start] == UInt8(ascii: "f") && bytes[start + 1] == UInt8(ascii: "o")
            && bytes[start + 2] == UInt8(ascii: "r") && bytes[start + 3] == UInt8(ascii: "E")
            && bytes[start + 4] == UInt8(ascii: "a") && bytes[start + 5] == UInt8(ascii: "c")
            && bytes[start + 6] == UInt8(ascii: "h")
    }
}
