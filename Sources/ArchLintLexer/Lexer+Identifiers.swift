extension Lexer.Cursor {
    /// `$0`, `$name`, or a lone `$`.
    mutating func lexDollarIdentifier() {
        pos += 1
        skipIdentifierBody()
        emit(.identifier)
    }

    /// `` `name` `` on one line; a backtick with no partner on its line is a stray byte.
    mutating func lexBacktickIdentifier() {
        var index = pos + 1
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "`") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
            index += 1
        }
        if index < end && bytes[index] == UInt8(ascii: "`") && index > pos + 1 {
            pos = index + 1
            emit(.backtickIdentifier)
        } else {
            pos += 1
            emit(.unknown)
        }
    }

    /// A token starting with a byte of 0x80 or more: a Unicode identifier or operator, or invalid bytes.
    mutating func lexNonASCII() {
        guard let (value, length) = reader.scalar(at: pos) else {
            // One token for the whole run of undecodable bytes.
            pos += 1
            while pos < end && bytes[pos] >= 0x80 && reader.scalar(at: pos) == nil { pos += 1 }
            emit(.unknown)
            return
        }
        if UnicodeClass.isOperatorHead(value) {
            lexOperator()
        } else if UnicodeClass.isStray(value) {
            pos += length
            emit(.unknown)
        } else {
            pos += length
            skipIdentifierBody()
            emit(.identifier)
        }
    }

    /// Advances over letters, digits, `_`, `$` and Unicode identifier characters.
    @inline(__always)
    mutating func skipIdentifierBody() {
        var index = pos
        while true {
            index = reader.asciiIdentifierEnd(from: index)
            guard index < end, bytes[index] >= 0x80, let (value, length) = reader.scalar(at: index),
                  UnicodeClass.isIdentifierCharacter(value) else { break }
            index += length
        }
        pos = index
    }
}
