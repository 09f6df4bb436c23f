/// Reads one JSON text into a ``JSON`` value in one pass over its bytes, without recursion: the arrays and objects
/// being read wait on a stack of their own. The first mistake comes back as a ``SyntaxError``: its line, its column,
/// the token found there and why.
///
/// Strict means what `JSONSerialization` lets through too: no trailing comma, no bare words, no leading zeros. The
/// ``Dialect`` says what a text may hold beyond that, and what happens to a key that appears twice.
package struct JSONParser {
    /// Where a text comes from, which decides what it may hold beyond strict JSON.
    package enum Dialect: Sendable, Equatable {
        /// A protocol message: JSON and nothing else. A key that appears twice in one object keeps its last value;
        /// strings must be UTF-8, and a `\u` escape of a high surrogate takes the low one of the escape after it;
        /// at most ``JSONParser/maximumDepth`` arrays and objects may be open at once.
        case message
        /// A file a person writes, `.archlint.json` or a baseline: it may start with a UTF-8 byte-order mark and,
        /// where `allowingComments`, hold `//` and `/* */` comments; no key may appear twice in one object; no value
        /// may sit ``JSONParser/maximumDepth`` arrays and objects deep. Strings are read only as far as the
        /// repeated-key check compares them (bytes that are not UTF-8 and each surrogate half read as U+FFFD, and a
        /// `\u` escape takes any four characters that read as a hexadecimal number): whoever reads the file's
        /// values checks their text.
        case file(allowingComments: Bool)
    }

    /// Where text stops being JSON: 1-based line and column (in characters), the token found there, and why.
    package struct SyntaxError: Error, Equatable {
        package var line: Int
        package var column: Int
        package var token: String
        package var reason: String

        package init(line: Int, column: Int, token: String, reason: String) {
            self.line = line
            self.column = column
            self.token = token
            self.reason = reason
        }
    }

    /// How deeply values may nest: deeper is refused rather than followed.
    package static let maximumDepth = 512

    /// An array or object whose members are being read.
    private struct Container {
        var items: [JSON] = []
        /// `nil` for an array.
        var members: [String: JSON]?
        /// The key of the object member being read.
        var key = ""
    }

    private let bytes: [UInt8]
    /// Whether the text is a file's rather than a message's.
    private let isFile: Bool
    private let allowsComments: Bool
    private var index = 0
    /// A copy of the text made at the first comment, with comments blanked; `nil` while there is none.
    private(set) var blanked: [UInt8]?

    package init(_ bytes: [UInt8], dialect: Dialect) {
        self.bytes = bytes
        isFile = dialect != .message
        allowsComments = dialect == .file(allowingComments: true)
    }

    // MARK: - Entry points for files

    /// The text of a file with each comment replaced by spaces (line breaks kept), ready for `JSONSerialization`,
    /// or the first mistake in it.
    static func check(_ bytes: [UInt8], allowingComments: Bool) -> Result<[UInt8], SyntaxError> {
        var parser = JSONParser(bytes, dialect: .file(allowingComments: allowingComments))
        do throws(SyntaxError) {
            _ = try parser.document()
        } catch {
            return .failure(error)
        }
        return .success(parser.blanked ?? bytes)
    }

    /// Whether the text of a file holds nothing but whitespace and comments.
    static func isBlank(_ bytes: [UInt8]) -> Bool {
        var parser = JSONParser(bytes, dialect: .file(allowingComments: true))
        parser.skipByteOrderMark()
        guard (try? parser.skipSpace()) != nil else { return false }
        return parser.index == bytes.count
    }

    // MARK: - Values

    /// The value the whole text holds; white space (and, in a file, a byte-order mark and comments where allowed)
    /// may surround it, nothing else.
    package mutating func document() throws(SyntaxError) -> JSON {
        skipByteOrderMark()
        try skipSpace()
        var open: [Container] = []
        while true {
            // A value starts here.
            if isFile, open.count >= Self.maximumDepth {
                throw error("values nested more than \(Self.maximumDepth) deep")
            }
            guard let byte = peek else { throw error("the text ends where a value should be") }
            var value: JSON
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                if !isFile, open.count >= Self.maximumDepth {
                    throw error("arrays and objects nested more than \(Self.maximumDepth) deep")
                }
                let isObject = byte == UInt8(ascii: "{")
                index += 1
                try skipSpace()
                if peek == UInt8(ascii: isObject ? "}" : "]") {
                    index += 1
                    value = isObject ? .object([:]) : .array([])
                } else {
                    var container = isObject ? Container(members: [:]) : Container()
                    if isObject { container.key = try memberKey(in: container) }
                    open.append(container)
                    continue
                }
            case UInt8(ascii: "\""):
                value = .string(try string())
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                value = try number()
            default:
                value = try literal()
            }
            // A value is complete: it joins the container it is in, which may end with it, and so on outwards.
            while let last = open.indices.last {
                if open[last].members == nil {
                    open[last].items.append(value)
                } else {
                    open[last].members![open[last].key] = value
                }
                try skipSpace()
                let isObject = open[last].members != nil
                if try closes(UInt8(ascii: isObject ? "}" : "]"), container: isObject ? "an object" : "an array",
                              otherwise: isObject
                                ? "a \",\" or \"}\" should follow the value of \"\(open[last].key)\" (a missing comma?)"
                                : "a \",\" or \"]\" should follow a value in an array (a missing comma?)") {
                    let closed = open.removeLast()
                    value = closed.members.map(JSON.object) ?? .array(closed.items)
                    continue
                }
                if isObject { open[last].key = try memberKey(in: open[last]) }
                break
            }
            if open.isEmpty {
                try skipSpace()
                if index < bytes.count { throw error("more text after the end of the JSON value") }
                return value
            }
        }
    }

    /// After a member or an element: whether `closing` ends the container here (passed), or a comma leads to the
    /// next one (passed with the space after it); anything else, or a comma right before `closing`, is an error.
    private mutating func closes(_ closing: UInt8, container: String, otherwise missing: @autoclosure () -> String)
        throws(SyntaxError) -> Bool {
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

    /// An object member's key, the colon after it and the space after that; in a file, a key the object already
    /// has is an error.
    private mutating func memberKey(in object: Container) throws(SyntaxError) -> String {
        guard peek == UInt8(ascii: "\"") else {
            throw peek == nil ? error("the text ends inside an object (a missing \"}\"?)")
                : error("a key in double quotes should be here")
        }
        let keyStart = index
        let key = try string()
        if isFile, object.members?[key] != nil {
            let end = index
            index = keyStart
            throw error("the key \"\(key)\" appears twice in one object",
                        token: String(decoding: bytes[keyStart..<end], as: UTF8.self))
        }
        try skipSpace()
        guard peek == UInt8(ascii: ":") else { throw error("a \":\" should follow the key \"\(key)\"") }
        index += 1
        try skipSpace()
        return key
    }

    /// `true`, `false` or `null`, not run on into a longer word.
    private mutating func literal() throws(SyntaxError) -> JSON {
        for (word, value) in Self.literals where bytes[index...].starts(with: word.utf8) {
            let end = index + word.utf8.count
            if end == bytes.count || !Self.isWordByte(bytes[end]) {
                index = end
                return value
            }
        }
        throw error("a value should be here: a string in double quotes, a number, true, false, null, "
                    + "an object or an array")
    }

    private static let literals: [(String, JSON)] = [("true", .bool(true)), ("false", .bool(false)), ("null", .null)]

    /// A number: an integer when it has no fraction or exponent and fits, a double otherwise.
    private mutating func number() throws(SyntaxError) -> JSON {
        let start = index
        if peek == UInt8(ascii: "-") { index += 1 }
        guard let first = peek, Self.isDigit(first) else { index = start; throw numberError() }
        index += 1
        if first != UInt8(ascii: "0") { skipDigits() }
        var isInteger = true
        if peek == UInt8(ascii: ".") {
            index += 1
            isInteger = false
            guard let byte = peek, Self.isDigit(byte) else { index = start; throw numberError() }
            skipDigits()
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            isInteger = false
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard let byte = peek, Self.isDigit(byte) else { index = start; throw numberError() }
            skipDigits()
        }
        if let byte = peek, Self.isWordByte(byte) { index = start; throw numberError() }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isInteger, let integer = Int(text) { return .int(integer) }
        guard let double = Double(text) else { index = start; throw numberError() }
        return .double(double)
    }

    private mutating func skipDigits() {
        while let byte = peek, Self.isDigit(byte) { index += 1 }
    }

    private func numberError() -> SyntaxError {
        error("a number JSON cannot read (no leading zeros, + signs, or bare dots)")
    }

    // MARK: - Strings

    /// A string, from its opening quote.
    private mutating func string() throws(SyntaxError) -> String {
        let start = index
        index += 1
        // Most strings have no escape: their bytes are the string's.
        while let byte = peek, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte >= 0x20 { index += 1 }
        var decoded = Array(bytes[(start + 1)..<index])
        while let byte = peek {
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                if isFile { return String(decoding: decoded, as: UTF8.self) }
                guard let text = String(validating: decoded, as: UTF8.self) else {
                    index = start
                    throw error("a string that is not UTF-8")
                }
                return text
            case UInt8(ascii: "\\"):
                guard index + 1 < bytes.count else {
                    index = bytes.count
                    continue
                }
                try escape(into: &decoded)
            case 0x0A, 0x0D:
                throw error("a line break inside a string (a missing closing \"?)", token: "line break")
            case 0x00..<0x20:
                throw error("a control character inside a string; write it as an escape",
                            token: "U+" + String(byte, radix: 16, uppercase: true))
            default:
                decoded.append(byte)
                index += 1
            }
        }
        index = start
        throw error("a string that never ends (a missing closing \"?)")
    }

    /// The character of the escape at the index, a backslash, as UTF-8.
    private mutating func escape(into decoded: inout [UInt8]) throws(SyntaxError) {
        let escape = bytes[index + 1]
        if escape == UInt8(ascii: "u") {
            guard let unit = hexUnit(at: index + 2) else {
                throw error("\\u should be followed by four hexadecimal digits", token: "\\u")
            }
            index += 6
            var scalar = Unicode.Scalar(unit)
            // In a message, a high surrogate takes the low one of the escape after it, when there is one.
            if !isFile, (0xD800..<0xDC00).contains(unit), bytes[index...].starts(with: "\\u".utf8),
               let low = hexUnit(at: index + 2), (0xDC00..<0xE000).contains(low) {
                scalar = Unicode.Scalar(0x10000 + (unit - 0xD800) << 10 + (low - 0xDC00))
                index += 6
            }
            UTF8.encode(scalar ?? "\u{FFFD}") { decoded.append($0) }
        } else if let character = Self.escapes[escape] {
            decoded.append(character)
            index += 2
        } else {
            throw error("an escape JSON does not have; a backslash is written \\\\",
                        token: "\\" + String(decoding: [escape], as: UTF8.self))
        }
    }

    /// The code unit the four characters at `start` spell in hexadecimal; `nil` when they do not (a message takes
    /// only hexadecimal digits; a file, any four characters that read as a hexadecimal number).
    private func hexUnit(at start: Int) -> UInt32? {
        guard start + 4 <= bytes.count else { return nil }
        let digits = bytes[start..<(start + 4)]
        if isFile { return UInt32(String(decoding: digits, as: UTF8.self), radix: 16) }
        var unit: UInt32 = 0
        for byte in digits {
            guard let digit = Self.hexDigitValue(byte) else { return nil }
            unit = unit << 4 | digit
        }
        return unit
    }

    private static func hexDigitValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// The byte each one-character escape stands for, by the character after the backslash.
    private static let escapes: [UInt8: UInt8] = [
        UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
        UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]

    // MARK: - Space and comments

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// In a file, a UTF-8 byte-order mark at the start, which is read past.
    private mutating func skipByteOrderMark() {
        if isFile, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// Whitespace and, where allowed, comments.
    private mutating func skipSpace() throws(SyntaxError) {
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

    private mutating func comment() throws(SyntaxError) {
        let start = index
        guard allowsComments else {
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

    // MARK: - Mistakes

    /// The mistake at the current index, with the token found there.
    private func error(_ reason: String, token: String? = nil) -> SyntaxError {
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
        return SyntaxError(line: line, column: column, token: token ?? tokenHere(), reason: reason)
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
}
