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
        let nameLength = pounds == 1 ? identifierStartLength(at: pos + 1) : 0
        guard nameLength > 0 else {
            pos += 1
            emit(.unknown)
            return
        }
        pos += 1 + nameLength
        skipIdentifierBody()
        emit(isDirective(nameFrom: tokenStart + 1) ? .poundDirective : .poundKeyword)
    }

    /// `@` and a name; the argument list, if any, is lexed as separate tokens.
    mutating func lexAttribute() {
        let nameLength = identifierStartLength(at: pos + 1)
        guard nameLength > 0 else {
            pos += 1
            emit(.unknown)
            return
        }
        pos += 1 + nameLength
        skipIdentifierBody()
        emit(.attribute)
    }

    private func isDirective(nameFrom start: Int) -> Bool {
        switch pos - start {
        case 2: return spells(start, "if")
        case 4: return spells(start, "else")
        case 5: return spells(start, "endif")
        case 6: return spells(start, "elseif")
        case 14: return spells(start, "sourceLocation")
        default: return false
        }
    }

    /// Whether the bytes at `start` begin with `text` (the caller checks the length).
    func spells(_ start: Int, _ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard start + count <= end else { return false }
        let other = text.utf8Start
        for i in 0..<count where bytes[start + i] != other[i] { return false }
        return true
    }
}
