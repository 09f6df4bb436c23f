/// Turns a file's bytes into tokens. Total and lossless: it never traps and never loops, and the
/// tokens plus the whitespace between them give back the input exactly.
public enum Lexer {
    /// Lexes `source` into a contiguous array of tokens.
    public static func tokenize(_ source: SourceText) -> [Token] {
        source.bytes.withUnsafeBufferPointer { bytes in
            ByteClass.table.withUnsafeBufferPointer { classes in
                KeywordTable.slots.withUnsafeBufferPointer { keywords in
                    var cursor = Cursor(bytes: bytes, classes: classes, keywords: keywords,
                                        bomLength: source.bomLength)
                    cursor.run()
                    return cursor.tokens
                }
            }
        }
    }
}

extension Lexer {
    /// The lexer's state while it walks one file: a position in the bytes, the current line, and the
    /// tokens so far. Each concern (strings, numbers, …) extends it in its own file.
    struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        let classes: UnsafeBufferPointer<ByteClass>
        let keywords: UnsafeBufferPointer<KeywordTable.Slot>
        /// One past the last byte lexed; offsets must fit in `UInt32`.
        let end: Int
        let bomLength: Int

        var pos: Int
        var line: UInt32 = 1
        /// Offset of the first byte of the current line (after the BOM on line 1).
        var lineStart: Int
        var tokens: [Token] = []

        // Start of the token being lexed, captured before scanning moves `line`.
        var tokenStart = 0
        var tokenLine: UInt32 = 1
        var tokenColumn: UInt32 = 1

        /// Whitespace, a newline or a comment since the last token (or the start of the file).
        var spacePending = true
        var lineHasToken = false

        // The last token that is not a comment, for regex-versus-division decisions.
        var hasPrevious = false
        var previousKind = TokenKind.unknown
        var previousKeyword = Keyword.none
        var previousFlags: TokenFlags = []
        /// The last token was the `?` or `!` of `try?` / `try!`, after which `/` starts a regex.
        var afterTryMark = false

        /// Reused stack for nested strings and interpolations.
        var frames: [StringFrame] = []
        /// One past the end of the last run of `#` counted by `lexPound`.
        var poundRunEnd = 0
        /// The line on which a search for an editor placeholder's `#>` already failed.
        var placeholderMissLine: UInt32 = 0

        init(bytes: UnsafeBufferPointer<UInt8>, classes: UnsafeBufferPointer<ByteClass>,
             keywords: UnsafeBufferPointer<KeywordTable.Slot>, bomLength: Int) {
            self.bytes = bytes
            self.classes = classes
            self.keywords = keywords
            self.end = min(bytes.count, Int(UInt32.max))
            self.bomLength = min(bomLength, end)
            self.pos = self.bomLength
            self.lineStart = self.bomLength
            tokens.reserveCapacity(end / 4 + 16)
        }

        mutating func run() {
            lexShebang()
            while pos < end {
                let byte = bytes[pos]
                switch classes[Int(byte)] {
                case .space:
                    pos += 1
                    spacePending = true
                case .newline:
                    consumeNewline()
                    spacePending = true
                    lineHasToken = false
                default:
                    lexToken(byte)
                }
            }
        }

        private mutating func lexToken(_ byte: UInt8) {
            mark()
            switch classes[Int(byte)] {
            case .identifierStart: lexIdentifier()
            case .digit: lexNumber()
            case .dollar: lexDollarIdentifier()
            case .quote: lexString(pounds: 0)
            case .pound: lexPound()
            case .at: lexAttribute()
            case .backtick: lexBacktickIdentifier()
            case .slash: lexSlash()
            case .operatorCharacter: lexOperator()
            case .dot: lexDot()
            case .backslash:
                pos += 1
                emit(.backslash)
            case .leftParen: punctuation(.leftParen)
            case .rightParen: punctuation(.rightParen)
            case .leftBrace: punctuation(.leftBrace)
            case .rightBrace: punctuation(.rightBrace)
            case .leftBracket: punctuation(.leftBracket)
            case .rightBracket: punctuation(.rightBracket)
            case .comma: punctuation(.comma)
            case .colon: punctuation(.colon)
            case .semicolon: punctuation(.semicolon)
            case .nonASCII: lexNonASCII()
            case .space, .newline, .other:
                pos += 1
                emit(.unknown)
            }
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
            tokenColumn = UInt32(truncatingIfNeeded: pos - lineStart + 1)
        }

        /// Appends the token from the last ``mark()`` to `pos`, adding the surrounding-space flags.
        @inline(__always)
        mutating func emit(_ kind: TokenKind, keyword: Keyword = .none, flags extra: TokenFlags = []) {
            var flags = extra
            if spacePending { flags.insert(.spaceBefore) }
            if !lineHasToken { flags.insert(.firstOnLine) }
            if isSpaceOrCommentAhead(pos) { flags.insert(.spaceAfter) }
            tokens.append(Token(kind: kind, keyword: keyword, flags: flags,
                                start: UInt32(truncatingIfNeeded: tokenStart), end: UInt32(truncatingIfNeeded: pos),
                                line: tokenLine, column: tokenColumn))
            lineHasToken = true
            let isComment = kind.isComment
            spacePending = isComment
            if !isComment {
                afterTryMark = (kind == .questionMark || kind == .exclamationMark)
                    && flags.contains(.postfixOperator) && hasPrevious && previousKeyword == .try
                hasPrevious = true
                previousKind = kind
                previousKeyword = keyword
                previousFlags = flags
            }
        }

        /// Whether whitespace, a newline, a comment or the end of the file begins at `index`.
        @inline(__always)
        func isSpaceOrCommentAhead(_ index: Int) -> Bool {
            guard index < end else { return true }
            let byte = bytes[index]
            let byteClass = classes[Int(byte)]
            if byteClass == .space || byteClass == .newline { return true }
            return byte == UInt8(ascii: "/") && index + 1 < end
                && (bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*"))
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

        /// Whether the byte at `index` (which must be in range) ends a line.
        @inline(__always)
        func isNewline(at index: Int) -> Bool {
            let byte = bytes[index]
            return byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
        }
    }
}
