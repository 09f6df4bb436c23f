extension Lexer.Cursor {
    /// A whole string literal, interpolations and nested strings included, as one token.
    /// `pos` is at the first `#` of the opening delimiter, or at its `"` when `pounds` is 0.
    mutating func lexString(pounds: Int) {
        frames.removeAll(keepingCapacity: true)
        var flags: TokenFlags = []
        pos += pounds
        openString(pounds: pounds)
        while !frames.isEmpty && pos < end {
            if frames[frames.count - 1].parens == 0 {
                scanStringBody(&flags)
            } else {
                scanInterpolation(&flags)
            }
        }
        if !frames.isEmpty { flags.insert(.unterminated) }
        emit(.stringLiteral, flags: flags)
    }

    /// Pushes a string body for the `"` or `"""` at `pos` (its `#`s already passed).
    private mutating func openString(pounds: Int) {
        var multiline = pos + 2 < end && bytes[pos + 1] == UInt8(ascii: "\"") && bytes[pos + 2] == UInt8(ascii: "\"")
        if multiline && pounds > 0 && reader.closesOnSameLine(after: pos + 1, pounds: pounds) {
            // `#"""#` and `#""""x""#` are single-line raw strings that start with quotes.
            multiline = false
        }
        pos += multiline ? 3 : 1
        frames.append(StringFrame(pounds: pounds, parens: 0, multiline: multiline))
    }

    /// Scans text until the string closes, an interpolation opens, or a single-line string meets a line end.
    private mutating func scanStringBody(_ flags: inout TokenFlags) {
        let frame = frames[frames.count - 1]
        while pos < end {
            switch bytes[pos] {
            case UInt8(ascii: "\\"):
                guard reader.hasPounds(at: pos + 1, frame.pounds) else {
                    pos += 1
                    continue
                }
                var index = pos + 1 + frame.pounds
                if index < end && bytes[index] == UInt8(ascii: "(") {
                    pos = index + 1
                    frames.append(StringFrame(pounds: 0, parens: 1, multiline: frame.multiline))
                    flags.insert(.interpolated)
                    return
                }
                // The escaped character; a line end is left for the newline handling below.
                if index < end && !reader.isNewline(at: index) { index += 1 }
                pos = index
            case UInt8(ascii: "\""):
                if frame.multiline {
                    if pos + 2 < end && bytes[pos + 1] == UInt8(ascii: "\"") && bytes[pos + 2] == UInt8(ascii: "\"")
                        && reader.hasPounds(at: pos + 3, frame.pounds) {
                        pos += 3 + frame.pounds
                        frames.removeLast()
                        return
                    }
                } else if reader.hasPounds(at: pos + 1, frame.pounds) {
                    pos += 1 + frame.pounds
                    frames.removeLast()
                    return
                }
                pos += 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                guard frame.multiline else {
                    // A single-line string stops before the line end, unclosed.
                    flags.insert(.unterminated)
                    frames.removeLast()
                    return
                }
                consumeNewline()
            default:
                pos = reader.stringTextEnd(from: pos + 1)
            }
        }
    }

    /// Scans the code of an interpolation until its closing `)`, a nested string, or a line end that
    /// ends a single-line string holding it.
    private mutating func scanInterpolation(_ flags: inout TokenFlags) {
        let top = frames.count - 1
        var parens = frames[top].parens
        defer { if top < frames.count { frames[top].parens = parens } }
        while pos < end {
            switch bytes[pos] {
            case UInt8(ascii: "("):
                parens += 1
                pos += 1
            case UInt8(ascii: ")"):
                pos += 1
                parens -= 1
                if parens == 0 {
                    frames.removeLast()
                    return
                }
            case UInt8(ascii: "\""):
                openString(pounds: 0)
                return
            case UInt8(ascii: "#"):
                var pounds = 1
                while pos + pounds < end && bytes[pos + pounds] == UInt8(ascii: "#") { pounds += 1 }
                pos += pounds
                if pos < end && bytes[pos] == UInt8(ascii: "\"") {
                    openString(pounds: pounds)
                    return
                }
            case UInt8(ascii: "/"):
                if pos + 1 < end && bytes[pos + 1] == UInt8(ascii: "/") {
                    skipToLineEnd()
                } else if pos + 1 < end && bytes[pos + 1] == UInt8(ascii: "*") {
                    if !skipBlockComment() { flags.insert(.unterminated) }
                } else {
                    pos += 1
                }
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                guard frames[top].multiline else {
                    // The line end closes the single-line string around this interpolation.
                    flags.insert(.unterminated)
                    frames.removeLast(min(2, frames.count))
                    return
                }
                consumeNewline()
            default:
                pos += 1
            }
        }
    }
}

extension ByteReader {
    /// Whether a `"` followed by `pounds` `#` appears between `index` and the line end.
    func closesOnSameLine(after index: Int, pounds: Int) -> Bool {
        var index = index
        while index < end && !isNewline(at: index) {
            if bytes[index] == UInt8(ascii: "\"") && hasPounds(at: index + 1, pounds) { return true }
            index += 1
        }
        return false
    }
}
