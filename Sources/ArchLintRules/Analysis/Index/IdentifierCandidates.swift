import ArchLintLexer
import ArchLintOutline

/// What a run's custom rules want noted of a file's identifiers: those that may spell a name of theirs (an `apis`
/// rule's first names), and those in upper case (the type names a `dependencies` rule reads).
public struct IdentifierInterest: Sendable {
    /// The names an identifier may spell to be noted, or `nil` for none.
    public var names: NameFilter?
    /// Whether identifiers that begin with `A`–`Z` are noted.
    public var capitalised: Bool

    public init(names: NameFilter? = nil, capitalised: Bool = false) {
        self.names = names
        self.capitalised = capitalised
    }

    public static let none = IdentifierInterest()

    public var isEmpty: Bool { names == nil && !capitalised }
}

/// The identifiers of a file an ``IdentifierInterest`` asks for, as token indices in order. The token survey notes
/// them in the pass it makes anyway (``TokenSurvey/identifiers``); ``init(_:interest:)`` is that pass alone, for a
/// file with no survey.
public struct IdentifierCandidates: Sendable {
    /// Identifiers, plain or in backticks, whose bytes (inside the backticks) may be one of the names.
    public internal(set) var named: [Int32] = []
    /// Plain identifiers that begin with `A`–`Z`.
    public internal(set) var capitalised: [Int32] = []

    public init() {}

    public init(_ file: OutlinedFile, interest: IdentifierInterest) {
        guard !interest.isEmpty else { return }
        file.tokens.withUnsafeBufferPointer { tokens in
            file.source.bytes.withUnsafeBufferPointer { bytes in
                var noter = Noter(capacity: tokens.count, interest: interest)
                for index in 0..<tokens.count {
                    let kind = tokens[index].kind
                    guard kind == .identifier || kind == .backtickIdentifier else { continue }
                    noter.note(index, kind, tokens, bytes)
                }
                self = noter.finish()
            }
        }
    }

    /// Notes the identifiers an interest asks for, in token order.
    struct Noter: IdentifierNoting {
        static var notes: Bool { true }

        /// Per first byte, a mask with bit `n` set when a name of `n` bytes begins with that byte (all zero when no
        /// names are asked for).
        private let lengths: [UInt64]
        private let wantsCapitalised: Bool
        private var named: [Int32] = []
        private var capitalised: [Int32] = []

        /// `capacity` is not needed by arrays that grow; it stays for the survey that passes it.
        init(capacity: Int, interest: IdentifierInterest) {
            if let masks = interest.names?.lengthsByFirstByte, masks.count == 256 {
                lengths = masks
            } else {
                lengths = Array(repeating: 0, count: 256)
            }
            wantsCapitalised = interest.capitalised
        }

        /// Notes the identifier (plain or in backticks) at `index`, if it is asked for.
        @inline(__always)
        mutating func note(_ index: Int, _ kind: TokenKind, _ tokens: UnsafeBufferPointer<Token>,
                           _ bytes: UnsafeBufferPointer<UInt8>) {
            let quoted = kind == .backtickIdentifier
            let token = tokens[index]
            // Inside the backticks; a token is never empty, so its last byte bounds the first one read.
            let start = min(Int(token.start) + (quoted ? 1 : 0), Int(token.end) - 1)
            let length = min(max(Int(token.end) - (quoted ? 1 : 0) - start, 0), 63)
            let first = bytes[start]
            if (lengths[Int(first)] >> UInt64(length)) & 1 == 1 { named.append(Int32(truncatingIfNeeded: index)) }
            if wantsCapitalised, !quoted, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") {
                capitalised.append(Int32(truncatingIfNeeded: index))
            }
        }

        /// The lists noted.
        consuming func finish() -> IdentifierCandidates {
            var candidates = IdentifierCandidates()
            candidates.named = named
            candidates.capitalised = capitalised
            return candidates
        }
    }
}

/// What the token survey notes identifiers with: a ``IdentifierCandidates/Noter``, or ``NoIdentifiers``, for which
/// the survey's pass is made without a test for identifiers at all (`notes` is known when it is compiled).
protocol IdentifierNoting: ~Copyable {
    static var notes: Bool { get }
    mutating func note(_ index: Int, _ kind: TokenKind, _ tokens: UnsafeBufferPointer<Token>,
                       _ bytes: UnsafeBufferPointer<UInt8>)
    consuming func finish() -> IdentifierCandidates
}

/// The noter of a survey that notes no identifiers.
struct NoIdentifiers: IdentifierNoting {
    static var notes: Bool { false }
    func note(_ index: Int, _ kind: TokenKind, _ tokens: UnsafeBufferPointer<Token>,
              _ bytes: UnsafeBufferPointer<UInt8>) {}
    consuming func finish() -> IdentifierCandidates { IdentifierCandidates() }
}
