extension Lexer.Cursor {
    /// `#!…` on the first line (after an optional BOM).
    mutating func lexShebang() {
        guard pos + 1 < end, bytes[pos] == UInt8(ascii: "#"), bytes[pos + 1] == UInt8(ascii: "!") else { return }
        mark()
        skipToLineEnd()
        emit(.shebang)
    }

    /// A `#`: a raw string, an extended regex, a pound keyword or directive, or a stray `#`.
    mutating func lexPound() {
        var pounds = 1
        if pos < poundRunEnd {
            // Inside a run of `#` already counted: a stray `#` is lexed one at a time, and recounting the rest
            // of the run for each would be quadratic.
            pounds = poundRunEnd - pos
        } else {
            while pos + pounds < end && bytes[pos + pounds] == UInt8(ascii: "#") { pounds += 1 }
            poundRunEnd = pos + pounds
        }
        if pos + pounds < end {
            let next = bytes[pos + pounds]
            if next == UInt8(ascii: "\"") { return lexString(pounds: pounds) }
            if next == UInt8(ascii: "/") { return lexPoundRegex(pounds: pounds) }
        }
        if pounds > 1 {
            // A run of `#` that opens nothing: one stray token, leaving the last `#` to start a name.
            pos += pounds - 1
            emit(.unknown)
            return
        }
        let nameLength = reader.identifierStartLength(at: pos + 1)
        guard nameLength > 0 else {
            pos += 1
            emit(.unknown)
            return
        }
        pos += 1 + nameLength
        skipIdentifierBody()
        emit(reader.isDirective(nameFrom: tokenStart + 1, to: pos) ? .poundDirective : .poundKeyword)
    }

    /// `@` and a name; the argument list, if any, is lexed as separate tokens.
    mutating func lexAttribute() {
        let nameLength = reader.identifierStartLength(at: pos + 1)
        guard nameLength > 0 else {
            pos += 1
            emit(.unknown)
            return
        }
        pos += 1 + nameLength
        skipIdentifierBody()
        emit(.attribute)
    }
}

extension ByteReader {
    /// Whether the name after a `#` is a compiler directive rather than a pound keyword or macro.
    func isDirective(nameFrom start: Int, to stop: Int) -> Bool {
        spells(start, stop, "if") || spells(start, stop, "else") || spells(start, stop, "endif")
            || spells(start, stop, "elseif") || spells(start, stop, "sourceLocation")
    }
}
