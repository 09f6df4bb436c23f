/// One token: a kind and where it sits in the source.
///
/// Lines and columns are 1-based; **columns count UTF-8 bytes** from the start of the line
/// (a BOM is not counted). The token's text is `source.bytes[start..<end]`; nothing is copied.
public struct Token: Sendable, Equatable {
    public var kind: TokenKind
    /// The keyword this token spells, or ``Keyword/none``.
    public var keyword: Keyword
    public var flags: TokenFlags
    /// Byte offset of the first byte, in the file's bytes (a BOM, if any, is before offset 3).
    public var start: UInt32
    /// Byte offset one past the last byte.
    public var end: UInt32
    /// 1-based line of the first byte.
    public var line: UInt32
    /// 1-based column of the first byte, in UTF-8 bytes.
    public var column: UInt32

    @inlinable
    public init(kind: TokenKind, keyword: Keyword = .none, flags: TokenFlags = [], start: UInt32, end: UInt32,
                line: UInt32, column: UInt32) {
        self.kind = kind
        self.keyword = keyword
        self.flags = flags
        self.start = start
        self.end = end
        self.line = line
        self.column = column
    }

    /// The byte range of the token.
    @inlinable public var range: Range<Int> { Int(start)..<Int(end) }

    /// Whether the token is a comment or shebang rather than code.
    @inlinable public var isComment: Bool { kind.isComment }

    /// Whether the token is the keyword `k`, reserved or contextual.
    @inlinable public func `is`(_ k: Keyword) -> Bool { keyword == k }
}

/// Facts about a token's surroundings, decided by the lexer.
public struct TokenFlags: OptionSet, Sendable, Equatable {
    public let rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Whitespace, a newline or a comment comes right before the token (or it starts the file).
    public static let spaceBefore = TokenFlags(rawValue: 1 << 0)
    // Bit 1 is free: whether space follows a token is asked of its bytes (``SourceText/isSpaceOrComment(after:)``),
    // where one reader needs it, rather than noted for every token.
    /// The token is the first on its line (only whitespace, or nothing, before it on that line).
    public static let firstOnLine = TokenFlags(rawValue: 1 << 2)
    /// An operator used as prefix (`!x`, `-1`); also set on a prefix ``TokenKind/ampersand``.
    public static let prefixOperator = TokenFlags(rawValue: 1 << 3)
    /// An operator used as postfix (`i++`); also set on a postfix ``TokenKind/questionMark`` or
    /// ``TokenKind/exclamationMark`` (`x?.y`, `Int?`, `x!`), so a ternary `?` is the one without it.
    public static let postfixOperator = TokenFlags(rawValue: 1 << 4)
    /// A literal or comment that was not closed before the end of the file (or, for a single-line
    /// string or regex, before the end of its line).
    public static let unterminated = TokenFlags(rawValue: 1 << 5)
    /// A string literal that contains at least one interpolation.
    public static let interpolated = TokenFlags(rawValue: 1 << 6)
}
