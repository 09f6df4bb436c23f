extension Lexer.Cursor {
    /// A `.`: member access, or the start of a dot operator (`...`, `..<`, `.==`).
    mutating func lexDot() {
        if pos + 1 < end && reader.continuesOperator(at: pos + 1, dotted: true) > 0 {
            lexOperator()
        } else {
            pos += 1
            emit(.period)
        }
    }

    /// An operator or operator-like punctuation (`=`, `->`, postfix `?` / `!`, prefix `&`), or a
    /// regex literal whose `/` begins or sits inside the operator characters.
    mutating func lexOperator() {
        let start = pos
        let first = bytes[start]
        let leftBound = reader.isLeftBound(start, fileStart: bomLength, commentEnd: lastCommentEnd)
        if leftBound && (first == UInt8(ascii: "?") || first == UInt8(ascii: "!")) {
            pos += 1
            emit(first == UInt8(ascii: "?") ? .questionMark : .exclamationMark, flags: .postfixOperator)
            return
        }
        if first == UInt8(ascii: "<") && lexEditorPlaceholder() { return }

        let dotted = first == UInt8(ascii: ".")
        pos += first < 0x80 ? 1 : max(1, reader.scalar(at: start)?.length ?? 1)
        while pos < end {
            let length = reader.continuesOperator(at: pos, dotted: dotted)
            if length == 0 { break }
            pos += length
        }
        if let slash = reader.firstSlash(from: start, to: pos),
           lexOperatorAsRegex(start: start, slash: slash, leftBound: leftBound) {
            return
        }
        if pos - start > 1 && bytes[pos - 1] == UInt8(ascii: "<") && previous.declaresOperator
            && reader.identifierStartLength(at: pos) > 0 {
            // `func ||<T>(…)`: the declared operator is `||`; the `<` opens its generic parameters.
            pos -= 1
            emitOperator(from: start, leftBound: leftBound)
            mark()
            pos += 1
            return emitOperator(from: pos - 1, leftBound: true)
        }
        emitOperator(from: start, leftBound: leftBound)
    }

    /// Classifies `bytes[start..<pos]` and appends it.
    mutating func emitOperator(from start: Int, leftBound: Bool) {
        let rightBound = reader.isRightBound(pos, leftBound: leftBound)
        let length = pos - start
        if length == 1 {
            switch bytes[start] {
            case UInt8(ascii: "="): return emit(.equal)
            case UInt8(ascii: "."): return emit(.period)
            case UInt8(ascii: "?"): return emit(.questionMark)
            case UInt8(ascii: "&") where !leftBound && rightBound && !previous.declaresOperator:
                return emit(.ampersand, flags: .prefixOperator)
            default: break
            }
        } else if length == 2 && bytes[start] == UInt8(ascii: "-") && bytes[start + 1] == UInt8(ascii: ">") {
            return emit(.arrow)
        }
        if leftBound == rightBound {
            emit(.operator)
        } else {
            emit(.operator, flags: leftBound ? .postfixOperator : .prefixOperator)
        }
    }

    /// `<#name#>`, an editor placeholder, lexed as one identifier.
    private mutating func lexEditorPlaceholder() -> Bool {
        guard pos + 1 < end, bytes[pos + 1] == UInt8(ascii: "#"), placeholderMissLine != line else { return false }
        var index = pos + 2
        while index + 1 < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
            if byte == UInt8(ascii: "#") && bytes[index + 1] == UInt8(ascii: ">") {
                pos = index + 2
                emit(.identifier)
                return true
            }
            index += 1
        }
        // Nothing closes it on this line, so later `<#` on the line need not look again.
        placeholderMissLine = line
        return false
    }
}

extension ByteReader {
    /// The byte length of the operator character at `index` that may continue an operator, or 0.
    /// A `.` continues only dot operators, and `//` or `/*` starts a comment instead.
    @inline(__always)
    func continuesOperator(at index: Int, dotted: Bool) -> Int {
        let byte = bytes[index]
        if byte < 0x80 {
            switch classes[Int(byte)] {
            case .operatorCharacter: return 1
            case .dot: return dotted ? 1 : 0
            case .slash:
                if index + 1 < end && (bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*")) {
                    return 0
                }
                return 1
            default: return 0
            }
        }
        guard let (value, length) = scalar(at: index), UnicodeClass.isOperatorContinuation(value) else { return 0 }
        return length
    }

    /// Whether the operator starting at `index` is glued to what comes before it. The start of the
    /// file and the end of a block comment (`commentEnd`) count as whitespace.
    func isLeftBound(_ index: Int, fileStart: Int, commentEnd: Int) -> Bool {
        guard index > fileStart, index != commentEnd else { return false }
        switch bytes[index - 1] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C, 0,
             UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        default:
            return true
        }
    }

    /// Whether the operator ending at `index` is glued to what comes after it.
    func isRightBound(_ index: Int, leftBound: Bool) -> Bool {
        guard index < end else { return false }
        switch bytes[index] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C, 0,
             UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "."):
            // `x!.y` is postfix and `!.y` is prefix.
            return !leftBound
        case UInt8(ascii: "/"):
            return !(index + 1 < end && (bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*")))
        default:
            return true
        }
    }

    /// The offset of the first `/` in `start..<stop`, if any.
    func firstSlash(from start: Int, to stop: Int) -> Int? {
        var index = start
        while index < stop {
            if bytes[index] == UInt8(ascii: "/") { return index }
            index += 1
        }
        return nil
    }
}
