/// Checks the text of a configuration or baseline file as strict JSON, optionally with `//` and `/* */` comments,
/// before anything parses it: the first mistake comes back with its line, column and the token found there, and
/// accepted text comes back with its comments blanked out (line breaks kept), ready for `JSONSerialization`.
///
/// Strict means what `JSONSerialization` lets through too: no trailing comma, no key twice in one object.
enum JSONSyntax {
    /// Nesting deeper than this is refused rather than followed: no configuration needs it.
    static let maximumDepth = 512

    /// The text with each comment replaced by spaces, or the first mistake in it.
    static func check(_ bytes: [UInt8], allowingComments: Bool) -> Result<[UInt8], JSONSyntaxError> {
        var scanner = Scanner(bytes: bytes, allowingComments: allowingComments)
        if scanner.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.index = 3 }
        do throws(JSONSyntaxError) {
            try scanner.skipSpace()
            try scanner.value(depth: 0)
            try scanner.skipSpace()
            if scanner.index < bytes.count {
                throw scanner.error("more text after the end of the JSON value")
            }
        } catch {
            return .failure(error)
        }
        return .success(scanner.blanked ?? bytes)
    }

    /// Whether the text holds nothing but whitespace and comments.
    static func isBlank(_ bytes: [UInt8]) -> Bool {
        var scanner = Scanner(bytes: bytes, allowingComments: true)
        if scanner.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.index = 3 }
        guard (try? scanner.skipSpace()) != nil else { return false }
        return scanner.index == bytes.count
    }

    private struct Scanner {
        let bytes: [UInt8]
        let allowingComments: Bool
        var index = 0
        /// A copy of the text made at the first comment, with comments blanked; `nil` while there is none.
        var blanked: [UInt8]?

        init(bytes: [UInt8], allowingComments: Bool) {
            self.bytes = bytes
            self.allowingComments = allowingComments
        }

        var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

        /// Whitespace and, where allowed, comments.
        mutating func skipSpace() throws(JSONSyntaxError) {
            while let byte = peek {
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                    index += 1
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
                          bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*") {
                    try comment()
                } else {
                    return
                }
            }
        }

        private mutating func comment() throws(JSONSyntaxError) {
            let start = index
            guard allowingComments else {
                throw error("a comment, which this file cannot hold", token: bytes[index + 1] == UInt8(ascii: "/")
                            ? "//" : "/*")
            }
            if bytes[index + 1] == UInt8(ascii: "/") {
                while let byte = peek, byte != 0x0A, byte != 0x0D { index += 1 }
            } else {
                index += 2
                while index + 1 < bytes.count, bytes[index] != UInt8(ascii: "*") || bytes[index + 1] != UInt8(ascii: "/") {
                    index += 1
                }
                guard index + 1 < bytes.count else {
                    index = start
                    throw error("a /* comment that is never closed with */", token: "/*")
                }
                index += 2
            }
            if blanked == nil { blanked = bytes }
            for position in start..<index where bytes[position] != 0x0A && bytes[position] != 0x0D {
                blanked?[position] = 0x20
            }
        }

        mutating func value(depth: Int) throws(JSONSyntaxError) {
            guard depth < JSONSyntax.maximumDepth else {
                throw error("values nested more than \(JSONSyntax.maximumDepth) deep")
            }
            guard let byte = peek else { throw error("the text ends where a value should be") }
            switch byte {
            case UInt8(ascii: "{"): try object(depth: depth)
            case UInt8(ascii: "["): try array(depth: depth)
            case UInt8(ascii: "\""): _ = try string()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
            default:
                for literal in ["true", "false", "null"] where bytes[index...].starts(with: literal.utf8) {
                    let end = index + literal.utf8.count
                    if end == bytes.count || !Self.isWordByte(bytes[end]) {
                        index = end
                        return
                    }
                }
                throw error("a value should be here: a string in double quotes, a number, true, false, null, "
                            + "an object or an array")
            }
        }

        private mutating func object(depth: Int) throws(JSONSyntaxError) {
            index += 1
            try skipSpace()
            if peek == UInt8(ascii: "}") { index += 1; return }
            var keys: Set<String> = []
            while true {
                guard peek == UInt8(ascii: "\"") else {
                    throw peek == nil ? error("the text ends inside an object (a missing \"}\"?)")
                        : error("a key in double quotes should be here")
                }
                let keyStart = index
                let key = try string()
                if !keys.insert(key).inserted {
                    let end = index
                    index = keyStart
                    throw error("the key \"\(key)\" appears twice in one object",
                                token: String(decoding: bytes[keyStart..<end], as: UTF8.self))
                }
                try skipSpace()
                guard peek == UInt8(ascii: ":") else { throw error("a \":\" should follow the key \"\(key)\"") }
                index += 1
                try skipSpace()
                try value(depth: depth + 1)
                try skipSpace()
                if try closes(UInt8(ascii: "}"), container: "an object",
                              otherwise: "a \",\" or \"}\" should follow the value of \"\(key)\" (a missing comma?)") {
                    return
                }
            }
        }

        private mutating func array(depth: Int) throws(JSONSyntaxError) {
            index += 1
            try skipSpace()
            if peek == UInt8(ascii: "]") { index += 1; return }
            while true {
                try value(depth: depth + 1)
                try skipSpace()
                if try closes(UInt8(ascii: "]"), container: "an array",
                              otherwise: "a \",\" or \"]\" should follow a value in an array (a missing comma?)") {
                    return
                }
            }
        }

        /// After a member or an element: whether `closing` ends the container here (passed), or a comma leads to
        /// the next one (passed with the space after it); anything else, or a comma right before `closing`, is an
        /// error.
        private mutating func closes(_ closing: UInt8, container: String, otherwise missing: @autoclosure () -> String)
            throws(JSONSyntaxError) -> Bool {
            let bracket = String(UnicodeScalar(closing))
            switch peek {
            case closing:
                index += 1
                return true
            case UInt8(ascii: ","):
                let comma = index
                index += 1
                try skipSpace()
                if peek == closing {
                    index = comma
                    throw error("JSON takes no comma before \"\(bracket)\" (a trailing comma)")
                }
                return false
            case nil:
                throw error("the text ends inside \(container) (a missing \"\(bracket)\"?)")
            default:
                throw error(missing())
            }
        }

        /// A string literal; returns its value (escapes decoded) for the duplicate-key check.
        private mutating func string() throws(JSONSyntaxError) -> String {
            let start = index
            index += 1
            var scalars = String.UnicodeScalarView()
            var plainStart = index
            func flush(_ end: Int) {
                scalars.append(contentsOf: String(decoding: bytes[plainStart..<end], as: UTF8.self).unicodeScalars)
            }
            while let byte = peek {
                switch byte {
                case UInt8(ascii: "\""):
                    flush(index)
                    index += 1
                    return String(scalars)
                case UInt8(ascii: "\\"):
                    flush(index)
                    guard index + 1 < bytes.count else { break }
                    let escape = bytes[index + 1]
                    if escape == UInt8(ascii: "u") {
                        let digits = bytes[min(index + 2, bytes.count)..<min(index + 6, bytes.count)]
                        guard digits.count == 4, let code = UInt32(String(decoding: digits, as: UTF8.self), radix: 16)
                        else { throw error("\\u should be followed by four hexadecimal digits", token: "\\u") }
                        scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                        index += 6
                    } else if let decoded = Self.escapes[escape] {
                        scalars.append(decoded)
                        index += 2
                    } else {
                        throw error("an escape JSON does not have; a backslash is written \\\\",
                                    token: "\\" + String(decoding: [escape], as: UTF8.self))
                    }
                    plainStart = index
                    continue
                case 0x0A, 0x0D:
                    throw error("a line break inside a string (a missing closing \"?)", token: "line break")
                case 0x00..<0x20:
                    throw error("a control character inside a string; write it as an escape",
                                token: "U+" + String(byte, radix: 16, uppercase: true))
                default:
                    break
                }
                index += 1
            }
            index = start
            throw error("a string that never ends (a missing closing \"?)")
        }

        private mutating func number() throws(JSONSyntaxError) {
            let start = index
            if peek == UInt8(ascii: "-") { index += 1 }
            guard let first = peek, Self.isDigit(first) else { index = start; throw numberError() }
            index += 1
            if first != UInt8(ascii: "0") { while let byte = peek, Self.isDigit(byte) { index += 1 } }
            if peek == UInt8(ascii: ".") {
                index += 1
                guard let byte = peek, Self.isDigit(byte) else { index = start; throw numberError() }
                while let byte = peek, Self.isDigit(byte) { index += 1 }
            }
            if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
                index += 1
                if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
                guard let byte = peek, Self.isDigit(byte) else { index = start; throw numberError() }
                while let byte = peek, Self.isDigit(byte) { index += 1 }
            }
            if let byte = peek, Self.isWordByte(byte) { index = start; throw numberError() }
        }

        private func numberError() -> JSONSyntaxError {
            error("a number JSON cannot read (no leading zeros, + signs, or bare dots)")
        }

        /// The mistake at the current index, with the token found there.
        func error(_ reason: String, token: String? = nil) -> JSONSyntaxError {
            var line = 1, column = 1
            var position = 0
            while position < index, position < bytes.count {
                let byte = bytes[position]
                if byte == 0x0A || (byte == 0x0D && (position + 1 == bytes.count || bytes[position + 1] != 0x0A)) {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80, !(position < 3 && bytes.starts(with: [0xEF, 0xBB, 0xBF])) {
                    // Columns count characters: a UTF-8 continuation byte is part of the one before it.
                    column += 1
                }
                position += 1
            }
            return JSONSyntaxError(line: line, column: column, token: token ?? tokenHere(), reason: reason)
        }

        /// The token at the index as a person would name it: a word, a punctuation mark, or the end.
        private func tokenHere() -> String {
            guard index < bytes.count else { return "end of file" }
            var end = index
            if Self.isWordByte(bytes[index]) || bytes[index] == UInt8(ascii: "-") {
                end += 1
                while end < bytes.count, end - index < 40, Self.isWordByte(bytes[end]) || bytes[end] >= 0x80 {
                    end += 1
                }
            } else if bytes[index] == UInt8(ascii: "\"") {
                end += 1
                while end < bytes.count, end - index < 40, bytes[end] != UInt8(ascii: "\""), bytes[end] != 0x0A {
                    end += 1
                }
                if end < bytes.count, bytes[end] == UInt8(ascii: "\"") { end += 1 }
            } else {
                end += 1
                while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            }
            return String(decoding: bytes[index..<end], as: UTF8.self)
        }

        private static func isDigit(_ byte: UInt8) -> Bool {
            byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        }

        private static func isWordByte(_ byte: UInt8) -> Bool {
            isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "+")
        }

        private static let escapes: [UInt8: Unicode.Scalar] = [
            UInt8(ascii: "\""): "\"", UInt8(ascii: "\\"): "\\", UInt8(ascii: "/"): "/", UInt8(ascii: "b"): "\u{08}",
            UInt8(ascii: "f"): "\u{0C}", UInt8(ascii: "n"): "\n", UInt8(ascii: "r"): "\r", UInt8(ascii: "t"): "\t",
        ]
    }
}

/// Where text stops being JSON: 1-based line and column (in characters), the token found there, and why.
struct JSONSyntaxError: Error, Equatable {
    var line: Int
    var column: Int
    var token: String
    var reason: String
}
