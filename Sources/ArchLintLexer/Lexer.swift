/// Turns a file's bytes into tokens. Total and lossless: it never traps and never loops, and the
/// tokens plus the whitespace between them give back the input exactly.
///
/// Choices a reader of the tokens should know:
/// - Reserved words stay ``TokenKind/keyword`` wherever they appear, also as member names (`.default`)
///   or argument labels (`for:`); contextual words are identifiers with ``Token/keyword`` set.
/// - Operator characters form one token as Swift lexes them, so `Array<Set<Int>>` ends in `>>` and
///   `Int>?` in `>?`; only after `func`/`operator` is a trailing `<` before a name split off (`func ==<T>`).
/// - A bare `/` opens a regex only where an expression may start (not after an identifier, literal,
///   closing bracket, postfix operator, `self`, …), when no space or tab follows it, and when a closing
///   `/` on the same line makes a plausible pattern; otherwise it is division.
/// - `////` line comments and `/***` block comments are ordinary comments, not documentation.
public enum Lexer {
    /// Lexes `source` into a contiguous array of tokens.
    public static func tokenize(_ source: SourceText) -> [Token] {
        tokenizeNotingStructure(source).tokens
    }

    /// Lexes `source`, and notes the indices of its ``TokenKind/isStructural`` tokens (brackets, compiler
    /// directives, line comments) as it writes them, in order: what bracket matching reads, without a pass over
    /// every token to find them.
    public static func tokenizeNotingStructure(_ source: SourceText) -> (tokens: [Token], structure: [Int32]) {
        source.bytes.withUnsafeBufferPointer { bytes in
            ByteClass.table.withUnsafeBufferPointer { classes in
                KeywordTable.slots.withUnsafeBufferPointer { keywords in
                    KeywordTable.lengthsByFirstByte.withUnsafeBufferPointer { keywordLengths in
                        let lexable = UnsafeBufferPointer(rebasing: bytes[..<min(bytes.count, Int(UInt32.max))])
                        var cursor = Cursor(reader: ByteReader(bytes: lexable, classes: classes), keywords: keywords,
                                            keywordLengths: keywordLengths, bomLength: source.bomLength)
                        return lex(&cursor, capacity: lexable.count / 4 + 16)
                    }
                }
            }
        }
    }

    /// Runs `cursor` writing tokens straight into the storage of the array it returns, and the structural
    /// tokens' indices into a buffer as large. When the estimate proves too small, the tokens so far move to an
    /// array twice as large (their indices to a buffer to match) and lexing resumes.
    private static func lex(_ cursor: inout Cursor, capacity: Int) -> (tokens: [Token], structure: [Int32]) {
        var capacity = capacity
        var tokens: [Token] = []
        var structure = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
        defer { structure.deallocate() }
        while true {
            var finished = false
            cursor.structure = structure
            tokens = [Token](unsafeUninitializedCapacity: capacity) { [tokens] buffer, initialized in
                initialized = 0
                guard let base = buffer.baseAddress else {
                    finished = true
                    return
                }
                tokens.withUnsafeBufferPointer { done in
                    if let old = done.baseAddress { base.initialize(from: old, count: done.count) }
                }
                cursor.output = base
                // The room asked for, not the buffer's (which may be larger): the structure buffer has that much.
                cursor.capacity = min(buffer.count, capacity)
                finished = cursor.run()
                initialized = cursor.count
            }
            if finished {
                return (tokens, Array(UnsafeBufferPointer(start: structure, count: cursor.structureCount)))
            }
            capacity = max(capacity * 2, cursor.count + 16)
            // Never more structural tokens than tokens: a buffer of the tokens' capacity always has room.
            let larger = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
            larger.initialize(from: structure, count: cursor.structureCount)
            structure.deallocate()
            structure = larger
        }
    }
}

extension Lexer {
    /// The lexer's state while it walks one file: a position in the bytes, the current line, and the
    /// tokens so far. Each concern (strings, numbers, …) extends it in its own file.
    struct Cursor {
        let reader: ByteReader
        let keywords: UnsafeBufferPointer<KeywordTable.Slot>
        let keywordLengths: UnsafeBufferPointer<UInt16>
        let bomLength: Int

        var pos: Int
        var line: UInt32 = 1
        /// Offset of the first byte of the current line (after the BOM on line 1).
        var lineStart: Int
        /// Uninitialized token storage owned by the array being built: `count` written of `capacity`.
        var output: UnsafeMutablePointer<Token>?
        var count = 0
        var capacity = 0
        /// Storage for the indices of the structural tokens, as large as the tokens': `structureCount` written.
        var structure: UnsafeMutablePointer<Int32>?
        var structureCount = 0

        // Start of the token being lexed, captured before scanning moves `line`.
        var tokenStart = 0
        var tokenLine: UInt32 = 1
        var tokenColumn: UInt32 = 1

        /// Whitespace, a newline or a comment since the last token (or the start of the file).
        var spacePending = true
        var lineHasToken = false
        /// End offset of the last comment, which counts as whitespace before an operator.
        var lastCommentEnd = -1

        /// Reused stack for nested strings and interpolations.
        var frames: [StringFrame] = []
        /// One past the end of the last run of `#` counted by `lexPound`.
        var poundRunEnd = 0
        /// The line on which a search for an editor placeholder's `#>` already failed.
        var placeholderMissLine: UInt32 = 0

        init(reader: ByteReader, keywords: UnsafeBufferPointer<KeywordTable.Slot>,
             keywordLengths: UnsafeBufferPointer<UInt16>, bomLength: Int) {
            self.reader = reader
            self.keywords = keywords
            self.keywordLengths = keywordLengths
            self.bomLength = min(bomLength, reader.end)
            self.pos = self.bomLength
            self.lineStart = self.bomLength
        }

        @inline(__always) var bytes: UnsafeBufferPointer<UInt8> { reader.bytes }
        @inline(__always) var classes: UnsafeBufferPointer<ByteClass> { reader.classes }
        /// One past the last byte lexed.
        @inline(__always) var end: Int { reader.end }

        /// Lexes until the end of the input (returning true) or until the output may not hold the
        /// next token (returning false, to be called again with more room).
        ///
        /// Blanks, line ends, plain identifiers and keywords, and single-byte punctuation — nearly every step —
        /// are lexed here on local copies of the state they change, which stay in registers; every other token
        /// goes to its `lex…` method with the state written back first and read again after.
        mutating func run() -> Bool {
            if count == 0 && pos == bomLength { lexShebang() }
            // What the loop reads at every step and never changes.
            let reader = reader, bytes = bytes, classes = classes, end = end
            let keywords = keywords, keywordLengths = keywordLengths
            // `lex` sets the output before running. One step may append two tokens (an operator split before a
            // regex or a `<`).
            let output = output.unsafelyUnwrapped, structure = structure.unsafelyUnwrapped
            let lastRoom = capacity &- 2
            var pos = pos, count = count, line = line, lineStart = lineStart
            var spacePending = spacePending, lineHasToken = lineHasToken, structureCount = structureCount

            /// Appends a token from `start` to `pos`; `isStructural` is its kind's ``TokenKind/isStructural``, which
            /// each caller knows without testing the kind.
            @inline(__always)
            func append(_ kind: TokenKind, keyword: Keyword, from start: Int, isStructural: Bool = false) {
                var flags: TokenFlags = []
                if spacePending { flags.insert(.spaceBefore) }
                if !lineHasToken { flags.insert(.firstOnLine) }
                (output + count).initialize(to: Token(
                    kind: kind, keyword: keyword, flags: flags, start: UInt32(truncatingIfNeeded: start),
                    end: UInt32(truncatingIfNeeded: pos), line: line,
                    column: UInt32(truncatingIfNeeded: start &- lineStart &+ 1)))
                if isStructural {
                    structure[structureCount] = Int32(truncatingIfNeeded: count)
                    structureCount &+= 1
                }
                count &+= 1
                lineHasToken = true
                if kind.isComment {
                    spacePending = true
                    lastCommentEnd = pos
                } else {
                    spacePending = false
                }
            }

            while pos < end {
                guard count <= lastRoom else { break }
                // One decision per byte: blanks, line ends and the common tokens here, every other token kind
                // after its `mark()`.
                let byteClass = classes[Int(bytes[pos])]
                // Blanks first, before the jump through the switch: nearly every other step is one.
                if byteClass == .space {
                    pos &+= 1
                    if pos < end && classes[Int(bytes[pos])] == .space { pos = reader.blankEnd(from: pos &+ 1) }
                    spacePending = true
                    continue
                }
                // Line feeds, as blanks: every line ends in one (a `\r` goes through the switch).
                if bytes[pos] == UInt8(ascii: "\n") {
                    pos &+= 1
                    line &+= 1
                    lineStart = pos
                    spacePending = true
                    lineHasToken = false
                    continue
                }
                // Identifiers and keywords next, the commonest token, told from the byte itself rather than its
                // class, so that the compiler keeps this test apart from the switch's jump table: one jump through
                // the table fewer for nearly half the tokens, and fewer of its targets mispredicted.
                if ByteClass.startsIdentifier(bytes[pos]) {
                    let start = pos
                    // Letters, digits, `_` and `$`, then any Unicode identifier characters.
                    var index = pos &+ 1
                    while true {
                        index = reader.asciiIdentifierEnd(from: index)
                        guard index < end, bytes[index] >= 0x80, let (value, length) = reader.scalar(at: index),
                              UnicodeClass.isIdentifierCharacter(value) else { break }
                        index &+= length
                    }
                    pos = index
                    // The length and first byte turn most identifiers away before the table is called.
                    let keyword = KeywordTable.mayBeKeyword(in: bytes, from: start, to: pos, lengths: keywordLengths)
                        ? KeywordTable.keyword(in: bytes, from: start, to: pos, slots: keywords)
                        : .none
                    append(keyword != .none && keyword.isReserved ? .keyword : .identifier, keyword: keyword,
                           from: start)
                    continue
                }
                switch byteClass {
                case .space, .identifierStart:
                    // Taken above: blanks by their class, identifiers by `ByteClass.startsIdentifier`, which
                    // `ByteClassTests` holds to the class table for every byte.
                    break
                case .newline:
                    if bytes[pos] == UInt8(ascii: "\r") && pos &+ 1 < end && bytes[pos &+ 1] == UInt8(ascii: "\n") {
                        pos &+= 2
                    } else {
                        pos &+= 1
                    }
                    line &+= 1
                    lineStart = pos
                    spacePending = true
                    lineHasToken = false
                case .leftParen, .rightParen, .leftBrace, .rightBrace, .leftBracket, .rightBracket, .comma, .colon,
                     .semicolon, .backslash, .other:
                    let start = pos
                    pos &+= 1
                    append(Self.punctuationKind(byteClass), keyword: .none, from: start,
                           isStructural: byteClass.isBracket)
                case .dot where !(pos &+ 1 < end && reader.continuesOperator(at: pos &+ 1, dotted: true) > 0):
                    // A member-access `.`, not the start of a dot operator.
                    let start = pos
                    pos &+= 1
                    append(.period, keyword: .none, from: start)
                case .operatorCharacter where bytes[pos] == UInt8(ascii: "=")
                    && !(pos &+ 1 < end && reader.continuesOperator(at: pos &+ 1, dotted: false) > 0):
                    // A lone `=`, the commonest operator: what `lexOperator` makes of it.
                    let start = pos
                    pos &+= 1
                    append(.equal, keyword: .none, from: start)
                case .slash where pos &+ 1 < end && bytes[pos &+ 1] == UInt8(ascii: "/"):
                    // `// …` or `/// …` up to the line end; `////` and longer runs are separators, not documentation.
                    let start = pos
                    let isDoc = pos &+ 2 < end && bytes[pos &+ 2] == UInt8(ascii: "/")
                        && !(pos &+ 3 < end && bytes[pos &+ 3] == UInt8(ascii: "/"))
                    pos = reader.lineEnd(from: pos)
                    append(isDoc ? .docLineComment : .lineComment, keyword: .none, from: start, isStructural: !isDoc)
                default:
                    self.pos = pos; self.count = count; self.line = line; self.lineStart = lineStart
                    self.spacePending = spacePending; self.lineHasToken = lineHasToken
                    self.structureCount = structureCount
                    mark()
                    switch byteClass {
                    case .digit: lexNumber()
                    case .dollar: lexDollarIdentifier()
                    case .quote: lexString(pounds: 0)
                    case .pound: lexPound()
                    case .at: lexAttribute()
                    case .backtick: lexBacktickIdentifier()
                    case .slash: lexSlash()
                    case .operatorCharacter: lexOperator()
                    case .dot: lexDot()
                    default: lexNonASCII()
                    }
                    pos = self.pos; count = self.count; line = self.line; lineStart = self.lineStart
                    spacePending = self.spacePending; lineHasToken = self.lineHasToken
                    structureCount = self.structureCount
                }
            }
            self.pos = pos; self.count = count; self.line = line; self.lineStart = lineStart
            self.spacePending = spacePending; self.lineHasToken = lineHasToken
            self.structureCount = structureCount
            return pos >= end
        }

        /// The token a single byte of this class makes.
        @inline(__always)
        private static func punctuationKind(_ byteClass: ByteClass) -> TokenKind {
            switch byteClass {
            case .leftParen: return .leftParen
            case .rightParen: return .rightParen
            case .leftBrace: return .leftBrace
            case .rightBrace: return .rightBrace
            case .leftBracket: return .leftBracket
            case .rightBracket: return .rightBracket
            case .comma: return .comma
            case .colon: return .colon
            case .semicolon: return .semicolon
            case .backslash: return .backslash
            default: return .unknown
            }
        }

        /// Records where the next token starts.
        @inline(__always)
        mutating func mark() {
            tokenStart = pos
            tokenLine = line
            tokenColumn = UInt32(truncatingIfNeeded: pos &- lineStart &+ 1)
        }

        /// Appends the token from the last ``mark()`` to `pos`, adding the surrounding-space flags.
        @inline(__always)
        mutating func emit(_ kind: TokenKind, keyword: Keyword = .none, flags extra: TokenFlags = []) {
            var flags = extra
            if spacePending { flags.insert(.spaceBefore) }
            if !lineHasToken { flags.insert(.firstOnLine) }
            // `run` keeps `count` below `capacity`, so `output` is set and has room.
            (output.unsafelyUnwrapped + count).initialize(to: Token(
                kind: kind, keyword: keyword, flags: flags, start: UInt32(truncatingIfNeeded: tokenStart),
                end: UInt32(truncatingIfNeeded: pos), line: tokenLine, column: tokenColumn))
            if kind.isStructural {
                structure.unsafelyUnwrapped[structureCount] = Int32(truncatingIfNeeded: count)
                structureCount += 1
            }
            count += 1
            lineHasToken = true
            if kind.isComment {
                spacePending = true
                lastCommentEnd = pos
            } else {
                spacePending = false
            }
        }

        /// The last token that is not a comment, read back from the tokens written when a decision needs it (at
        /// a `/`, an operator or a number) rather than noted at every token.
        var previous: PreviousToken {
            Self.lastCodeToken(in: output, count: count)
        }

        /// The last of `count` tokens at `output` that is not a comment (a static function: the cursor itself
        /// is not copied to ask).
        private static func lastCodeToken(in output: UnsafeMutablePointer<Token>?, count: Int) -> PreviousToken {
            guard let output else { return PreviousToken() }
            var index = count - 1
            while index >= 0 && output[index].kind.isComment { index -= 1 }
            guard index >= 0 else { return PreviousToken() }
            let token = output[index]
            var isTryMark = false
            if (token.kind == .questionMark || token.kind == .exclamationMark) && token.flags.contains(.postfixOperator) {
                // The `?` or `!` of `try?` / `try!`.
                var before = index - 1
                while before >= 0 && output[before].kind.isComment { before -= 1 }
                isTryMark = before >= 0 && output[before].keyword == .try
            }
            return PreviousToken(kind: token.kind, keyword: token.keyword, flags: token.flags, isTryMark: isTryMark)
        }

        /// Steps over the `\n`, `\r\n` or `\r` at `pos` and starts a new line.
        @inline(__always)
        mutating func consumeNewline() {
            if bytes[pos] == UInt8(ascii: "\r") && pos + 1 < end && bytes[pos + 1] == UInt8(ascii: "\n") {
                pos += 2
            } else {
                pos += 1
            }
            line &+= 1
            lineStart = pos
        }
    }
}
