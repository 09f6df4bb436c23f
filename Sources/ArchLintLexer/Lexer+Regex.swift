extension Lexer.Cursor {
    /// `#/…/#` (any number of `#`), multi-line when the opening `/` is followed only by spaces and a line end.
    /// Unterminated: a single-line one ends at the line end, a multi-line one at the end of the file.
    mutating func lexPoundRegex(pounds: Int) {
        pos += pounds + 1
        var probe = pos
        while probe < end && (bytes[probe] == UInt8(ascii: " ") || bytes[probe] == UInt8(ascii: "\t")) { probe += 1 }
        let multiline = probe < end && reader.isNewline(at: probe)
        while pos < end {
            switch bytes[pos] {
            case UInt8(ascii: "/"):
                var closing = 0
                while pos + 1 + closing < end && bytes[pos + 1 + closing] == UInt8(ascii: "#") { closing += 1 }
                pos += 1
                if closing >= pounds {
                    pos += closing
                    return emit(.regexLiteral)
                }
            case UInt8(ascii: "\\"):
                pos += 1
                if pos < end && !reader.isNewline(at: pos) { pos += 1 }
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                guard multiline else { return emit(.regexLiteral, flags: .unterminated) }
                consumeNewline()
            default:
                pos += 1
            }
        }
        emit(.regexLiteral, flags: .unterminated)
    }

    /// Lexes a bare `/…/` regex whose `/` is at `slash` inside the operator characters `start..<pos`,
    /// splitting off any prefix operator before it. Returns false (changing nothing) when the `/` is division.
    mutating func lexOperatorAsRegex(start: Int, slash: Int, leftBound: Bool) -> Bool {
        guard !leftBound, previous.allowsExpression, let regexEnd = reader.scanBareRegex(slash: slash) else {
            return false
        }
        if slash > start {
            pos = slash
            emitOperator(from: start, leftBound: leftBound)
            mark()
        }
        pos = regexEnd
        emit(.regexLiteral)
        return true
    }
}

extension ByteReader {
    /// The end of a one-line `/…/` regex starting at `slash`, or `nil` when the text is more likely
    /// division: a space or tab right inside either slash, an unbalanced `)`, a comment right after
    /// the closing slash, or no closing slash on the line.
    func scanBareRegex(slash: Int) -> Int? {
        // `*/` closes a comment rather than opening a regex.
        if slash > 0 && bytes[slash - 1] == UInt8(ascii: "*") { return nil }
        var index = slash + 1
        guard index < end else { return nil }
        switch bytes[index] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "/"), UInt8(ascii: "*"): return nil
        default: break
        }
        var groups = 0
        var classes = 0
        var lastSpace = -1
        while index < end {
            switch bytes[index] {
            case UInt8(ascii: "/"):
                let after = index + 1
                if after < end && (bytes[after] == UInt8(ascii: "/") || bytes[after] == UInt8(ascii: "*")) { return nil }
                return lastSpace == index - 1 ? nil : after
            case UInt8(ascii: "\\"):
                index += 1
                if index < end && isNewline(at: index) { return nil }
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                return nil
            case UInt8(ascii: "(") where classes == 0:
                groups += 1
            case UInt8(ascii: ")") where classes == 0:
                if groups == 0 { return nil }
                groups -= 1
            case UInt8(ascii: "["):
                classes += 1
            case UInt8(ascii: "]"):
                if classes > 0 { classes -= 1 }
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                lastSpace = index
            default:
                break
            }
            index += 1
        }
        return nil
    }
}
