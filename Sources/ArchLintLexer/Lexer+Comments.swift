extension Lexer.Cursor {
    /// A `/`: a comment, a regex literal or an operator.
    mutating func lexSlash() {
        if pos + 1 < end {
            let next = bytes[pos + 1]
            if next == UInt8(ascii: "/") { return lexLineComment() }
            if next == UInt8(ascii: "*") { return lexBlockComment() }
        }
        lexOperator()
    }

    /// `// …` or `/// …` up to (not including) the line end.
    private mutating func lexLineComment() {
        // `////` and longer runs are separators, not documentation.
        let isDoc = pos + 2 < end && bytes[pos + 2] == UInt8(ascii: "/")
            && !(pos + 3 < end && bytes[pos + 3] == UInt8(ascii: "/"))
        skipToLineEnd()
        emit(isDoc ? .docLineComment : .lineComment)
    }

    /// `/* … */` or `/** … */`, nested; unterminated ones run to the end of the file.
    private mutating func lexBlockComment() {
        // `/**/` is empty and `/***` starts a banner; neither is documentation.
        let isDoc = pos + 3 < end && bytes[pos + 2] == UInt8(ascii: "*")
            && bytes[pos + 3] != UInt8(ascii: "/") && bytes[pos + 3] != UInt8(ascii: "*")
        let closed = skipBlockComment()
        emit(isDoc ? .docBlockComment : .blockComment, flags: closed ? [] : .unterminated)
    }

    /// Moves `pos` to the next `\n` or `\r`, or the end of the file.
    @inline(__always)
    mutating func skipToLineEnd() {
        pos = reader.lineEnd(from: pos)
    }

    /// Skips a nested block comment that starts at `pos`, counting lines; returns whether it was closed.
    mutating func skipBlockComment() -> Bool {
        pos += 2
        var depth = 1
        while pos < end {
            let byte = bytes[pos]
            switch byte {
            case UInt8(ascii: "*"):
                if pos + 1 < end && bytes[pos + 1] == UInt8(ascii: "/") {
                    pos += 2
                    depth -= 1
                    if depth == 0 { return true }
                } else {
                    pos += 1
                }
            case UInt8(ascii: "/"):
                if pos + 1 < end && bytes[pos + 1] == UInt8(ascii: "*") {
                    pos += 2
                    depth += 1
                } else {
                    pos += 1
                }
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                consumeNewline()
            default:
                pos += 1
            }
        }
        return false
    }
}
