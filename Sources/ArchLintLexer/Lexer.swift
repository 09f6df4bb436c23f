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

    /// Runs `cursor` writing tokens straight into the storage of the array it returns. When the
    /// estimate proves too small, the tokens so far move to an array twice as large and lexing resumes.
    private static func lex(_ cursor: inout Cursor, capacity: Int) -> [Token] {
        var capacity = capacity
        var tokens: [Token] = []
        while true {
            var finished = false
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
                cursor.capacity = buffer.count
                finished = cursor.run()
                initialized = cursor.count
            }
            if finished { return tokens }
            capacity = max(capacity * 2, cursor.count + 16)
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
        mutating func run() -> Bool {
            if count == 0 && pos == bomLength { lexShebang() }
            // What the loop reads at every step and never changes, held here rather than read through `self`.
            let bytes = bytes, classes = classes, end = end
            // One step may append two tokens (an operator split before a regex or a `<`).
            let lastRoom = capacity &- 2
            while pos < end {
                guard count <= lastRoom else { return false }
                // One decision per byte: blanks and line ends here, every token kind after its `mark()`.
                switch classes[Int(bytes[pos])] {
                case .space:
                    pos += 1
                    if pos < end && classes[Int(bytes[pos])] == .space { pos = reader.blankEnd(from: pos + 1) }
                    spacePending = true
                case .newline:
                    consumeNewline()
                    spacePending = true
                    lineHasToken = false
                case .identifierStart: mark(); lexIdentifier()
                case .digit: mark(); lexNumber()
                case .dollar: mark(); lexDollarIdentifier()
                case .quote: mark(); lexString(pounds: 0)
                case .pound: mark(); lexPound()
                case .at: mark(); lexAttribute()
                case .backtick: mark(); lexBacktickIdentifier()
                case .slash: mark(); lexSlash()
                case .operatorCharacter: mark(); lexOperator()
                case .dot: mark(); lexDot()
                case .backslash: mark(); punctuation(.backslash)
                case .leftParen: mark(); punctuation(.leftParen)
                case .rightParen: mark(); punctuation(.rightParen)
                case .leftBrace: mark(); punctuation(.leftBrace)
                case .rightBrace: mark(); punctuation(.rightBrace)
                case .leftBracket: mark(); punctuation(.leftBracket)
                case .rightBracket: mark(); punctuation(.rightBracket)
                case .comma: mark(); punctuation(.comma)
                case .colon: mark(); punctuation(.colon)
                case .semicolon: mark(); punctuation(.semicolon)
                case .nonASCII: mark(); lexNonASCII()
                case .other: mark(); punctuation(.unknown)
                }
            }
            return true
        }

        @inline(__always)
        private mutating func punctuation(_ kind: TokenKind) {
            pos += 1
            emit(kind)
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
            if reader.isSpaceOrCommentAhead(pos) { flags.insert(.spaceAfter) }
            // `run` keeps `count` below `capacity`, so `output` is set and has room.
            (output.unsafelyUnwrapped + count).initialize(to: Token(
                kind: kind, keyword: keyword, flags: flags, start: UInt32(truncatingIfNeeded: tokenStart),
                end: UInt32(truncatingIfNeeded: pos), line: tokenLine, column: tokenColumn))
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
