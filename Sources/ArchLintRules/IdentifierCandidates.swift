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

    /// Notes identifiers with no branch on whether they are noted: each index is written to both lists, and a
    /// list's count moves on only when the identifier belongs to it. Whether an identifier is capitalised or may
    /// spell a name cannot be foreseen; a mispredicted branch costs more than a store. Not copyable: it owns its
    /// scratch memory, freed when it ends (``finish()`` hands over the lists as it does).
    struct Noter: IdentifierNoting, ~Copyable {
        static var notes: Bool { true }

        /// The filter's length masks by first byte (all zero when no names are asked for), then the two lists;
        /// `nil` when nothing is asked for.
        private let memory: UnsafeMutableRawPointer?
        private let named: UnsafeMutablePointer<Int32>?
        private let capitalised: UnsafeMutablePointer<Int32>?
        private var namedCount = 0
        private var capitalisedCount = 0
        /// 1 when capitalised identifiers are asked for, else 0.
        private let capitalisedBit: Int

        /// Room for `capacity` identifiers (a file's token count is enough), when `interest` asks for any.
        init(capacity: Int, interest: IdentifierInterest) {
            guard !interest.isEmpty else {
                (memory, named, capitalised, capitalisedBit) = (nil, nil, nil, 0)
                return
            }
            let room = max(capacity, 1)
            let memory = UnsafeMutableRawPointer.allocate(byteCount: 256 * 8 + 2 * 4 * room, alignment: 8)
            let lengths = memory.bindMemory(to: UInt64.self, capacity: 256)
            if let masks = interest.names?.lengthsByFirstByte, masks.count == 256 {
                masks.withUnsafeBufferPointer { lengths.initialize(from: $0.baseAddress!, count: 256) }
            } else {
                lengths.initialize(repeating: 0, count: 256)
            }
            let named = (memory + 256 * 8).bindMemory(to: Int32.self, capacity: 2 * room)
            (self.memory, self.named, capitalised) = (memory, named, named + room)
            capitalisedBit = interest.capitalised ? 1 : 0
        }

        /// Notes the identifier (plain or in backticks) at `index`, if it is asked for. Only for a noter that
        /// was asked for something.
        @inline(__always)
        mutating func note(_ index: Int, _ kind: TokenKind, _ tokens: UnsafeBufferPointer<Token>,
                           _ bytes: UnsafeBufferPointer<UInt8>) {
            let lengths = memory.unsafelyUnwrapped.assumingMemoryBound(to: UInt64.self)
            let quoted = kind == .backtickIdentifier ? 1 : 0
            let token = tokens[index]
            // Inside the backticks; a token is never empty, so its last byte bounds the first one read.
            let start = min(Int(token.start) &+ quoted, Int(token.end) &- 1)
            let length = min(max(Int(token.end) &- quoted &- start, 0), 63)
            let first = bytes[start]
            let value = Int32(truncatingIfNeeded: index)
            named.unsafelyUnwrapped[namedCount] = value
            // No name is 0 bytes long: bit 0 is never set.
            namedCount &+= Int(truncatingIfNeeded: (lengths[Int(first)] &>> UInt64(length)) & 1)
            capitalised.unsafelyUnwrapped[capitalisedCount] = value
            let isUpper = first &- UInt8(ascii: "A") < 26 ? 1 : 0
            capitalisedCount &+= isUpper & (quoted ^ 1) & capitalisedBit
        }

        deinit { memory?.deallocate() }

        /// The lists noted, as arrays; the noter ends, and its scratch memory with it.
        consuming func finish() -> IdentifierCandidates {
            var candidates = IdentifierCandidates()
            guard let named, let capitalised else { return candidates }
            candidates.named = Array(UnsafeBufferPointer(start: named, count: namedCount))
            candidates.capitalised = Array(UnsafeBufferPointer(start: capitalised, count: capitalisedCount))
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
