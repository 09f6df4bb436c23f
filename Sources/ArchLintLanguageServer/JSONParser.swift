/// Reads one JSON text into a ``JSON`` value in one pass over its bytes, without recursion: arrays and objects
/// being read wait on a stack of their own, at most ``maximumDepth`` deep.
///
/// Foundation's decoder, reached through `Codable`, tried each kind of value in turn and built an error for every
/// miss: a `didChange` of 30,000 ranges took over 20 seconds to read.
struct JSONParser {
    /// Why a text is not JSON, and the byte offset where that shows.
    struct SyntaxError: Error, Equatable {
        var reason: String
        var offset: Int
    }

    /// How deeply arrays and objects may nest, as in Foundation's parser.
    static let maximumDepth = 512

    /// An array or object whose members are being read.
    private struct Container {
        var items: [JSON] = []
        /// `nil` for an array.
        var members: [String: JSON]?
        /// The key of the object member being read.
        var key = ""
    }

    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The value the whole text holds; white space may surround it, nothing else.
    mutating func document() throws(SyntaxError) -> JSON {
        var open: [Container] = []
        while true {
            skipWhiteSpace()
            var value: JSON
            switch peek() {
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                guard open.count < Self.maximumDepth else { throw failure("nested more than \(Self.maximumDepth) deep") }
                let isObject = peek() == UInt8(ascii: "{")
                index += 1
                skipWhiteSpace()
                if peek() == UInt8(ascii: isObject ? "}" : "]") {
                    index += 1
                    value = isObject ? .object([:]) : .array([])
                } else {
                    open.append(isObject ? Container(members: [:], key: try memberKey()) : Container())
                    continue
                }
            case UInt8(ascii: "\""):
                value = .string(try string())
            case UInt8(ascii: "t"):
                try literal("true")
                value = .bool(true)
            case UInt8(ascii: "f"):
                try literal("false")
                value = .bool(false)
            case UInt8(ascii: "n"):
                try literal("null")
                value = .null
            default:
                value = try number()
            }
            // A value is complete: it joins the container it is in, which may end with it, and so on outwards.
            while !open.isEmpty {
                let last = open.count - 1
                if open[last].members == nil {
                    open[last].items.append(value)
                } else {
                    open[last].members![open[last].key] = value
                }
                skipWhiteSpace()
                let isObject = open[last].members != nil
                if peek() == UInt8(ascii: ",") {
                    index += 1
                    if isObject { open[last].key = try memberKey() }
                    break
                }
                guard peek() == UInt8(ascii: isObject ? "}" : "]") else {
                    throw failure(isObject ? "expected ',' or '}'" : "expected ',' or ']'")
                }
                index += 1
                let closed = open.removeLast()
                value = closed.members.map(JSON.object) ?? .array(closed.items)
            }
            if open.isEmpty {
                skipWhiteSpace()
                guard index == bytes.count else { throw failure("text after the value") }
                return value
            }
        }
    }

    // MARK: - Tokens

    /// The next byte, or 0 at the end (0 starts no token).
    private func peek() -> UInt8 {
        index < bytes.count ? bytes[index] : 0
    }

    private mutating func skipWhiteSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private func failure(_ reason: String) -> SyntaxError {
        SyntaxError(reason: reason, offset: index)
    }

    /// A member's key and the colon after it.
    private mutating func memberKey() throws(SyntaxError) -> String {
        skipWhiteSpace()
        guard peek() == UInt8(ascii: "\"") else { throw failure("expected a member name") }
        let key = try string()
        skipWhiteSpace()
        guard peek() == UInt8(ascii: ":") else { throw failure("expected ':'") }
        index += 1
        return key
    }

    private mutating func literal(_ word: String) throws(SyntaxError) {
        guard bytes[index...].starts(with: word.utf8) else { throw failure("expected \(word)") }
        index += word.utf8.count
    }

    /// A string, from its opening quote; a `\u` escape of a lone surrogate reads as U+FFFD.
    private mutating func string() throws(SyntaxError) -> String {
        index += 1
        let start = index
        // Most strings have no escape: their bytes are the string's.
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"),
              bytes[index] >= 0x20 {
            index += 1
        }
        var decoded = Array(bytes[start..<index])
        while true {
            guard index < bytes.count else { throw failure("unterminated string") }
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let text = String(validating: decoded, as: UTF8.self) else {
                    throw SyntaxError(reason: "a string is not UTF-8", offset: start)
                }
                return text
            case UInt8(ascii: "\\"):
                try escape(into: &decoded)
            case ..<0x20:
                throw failure("a control character in a string")
            default:
                decoded.append(byte)
            }
        }
    }

    /// The character of the escape after a backslash, as UTF-8.
    private mutating func escape(into decoded: inout [UInt8]) throws(SyntaxError) {
        let byte = peek()
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(byte)
        case UInt8(ascii: "b"): decoded.append(0x08)
        case UInt8(ascii: "f"): decoded.append(0x0C)
        case UInt8(ascii: "n"): decoded.append(0x0A)
        case UInt8(ascii: "r"): decoded.append(0x0D)
        case UInt8(ascii: "t"): decoded.append(0x09)
        case UInt8(ascii: "u"):
            let unit = try hexUnit()
            var scalar = Unicode.Scalar(unit)
            // A high surrogate takes the low one of the escape after it, when there is one.
            if (0xD800..<0xDC00).contains(unit), bytes[index...].starts(with: "\\u".utf8) {
                let mark = index
                index += 2
                if let low = try? hexUnit(), (0xDC00..<0xE000).contains(low) {
                    scalar = Unicode.Scalar(0x10000 + (UInt32(unit) - 0xD800) << 10 + (UInt32(low) - 0xDC00))
                } else {
                    index = mark
                }
            }
            UTF8.encode(scalar ?? "\u{FFFD}") { decoded.append($0) }
        default:
            index -= 1
            throw failure("an unknown escape")
        }
    }

    /// The four hex digits of a `\u` escape.
    private mutating func hexUnit() throws(SyntaxError) -> UInt16 {
        var unit: UInt16 = 0
        for offset in 0..<4 {
            let byte = index + offset < bytes.count ? bytes[index + offset] : 0
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("a \\u escape needs four hex digits")
            }
            unit = unit << 4 | UInt16(digit)
        }
        index += 4
        return unit
    }

    /// A number: an integer when it has no fraction or exponent and fits, a double otherwise.
    private mutating func number() throws(SyntaxError) -> JSON {
        let start = index
        if peek() == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let integerDigits = skipDigits()
        guard integerDigits > 0 else { throw SyntaxError(reason: "expected a value", offset: start) }
        guard integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else {
            throw SyntaxError(reason: "a number with a leading zero", offset: start)
        }
        var isInteger = true
        if peek() == UInt8(ascii: ".") {
            index += 1
            isInteger = false
            guard skipDigits() > 0 else { throw failure("expected a digit after '.'") }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index += 1
            isInteger = false
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            guard skipDigits() > 0 else { throw failure("expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isInteger, let integer = Int(text) { return .int(integer) }
        guard let double = Double(text) else { throw SyntaxError(reason: "not a number", offset: start) }
        return .double(double)
    }

    /// Skips decimal digits; how many.
    private mutating func skipDigits() -> Int {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - start
    }
}
