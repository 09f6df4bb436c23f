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
                for index in 0..<tokens.count {
                    let kind = tokens[index].kind
                    guard kind == .identifier || kind == .backtickIdentifier else { continue }
                    note(index, kind, tokens, bytes, interest)
                }
            }
        }
    }

    /// Notes the identifier (plain or in backticks) at `index` if `interest` asks for it.
    @inline(__always)
    mutating func note(_ index: Int, _ kind: TokenKind, _ tokens: UnsafeBufferPointer<Token>,
                       _ bytes: UnsafeBufferPointer<UInt8>, _ interest: IdentifierInterest) {
        let quoted = kind == .backtickIdentifier ? 1 : 0
        let start = Int(tokens[index].start)
        if interest.capitalised, quoted == 0, bytes[start] &- UInt8(ascii: "A") < 26 {
            capitalised.append(Int32(truncatingIfNeeded: index))
        }
        if let names = interest.names, names.mayMatch(bytes, start + quoted, Int(tokens[index].end) - quoted) {
            named.append(Int32(truncatingIfNeeded: index))
        }
    }
}
