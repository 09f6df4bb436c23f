/// What a single byte can start, looked up in a 256-entry table so the main loop makes one
/// decision per token.
enum ByteClass: UInt8, Sendable {
    case other = 0
    // The three identifier-continuation classes come first so one range check covers them.
    case identifierStart = 1
    case digit = 2
    case dollar = 3
    case space
    case newline
    case quote
    case pound
    case at
    case backtick
    case slash
    case operatorCharacter
    case dot
    case backslash
    case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket
    case comma, colon, semicolon
    case nonASCII

    /// Whether the class is one of the six brackets (they are declared together).
    @inline(__always) var isBracket: Bool { rawValue &- ByteClass.leftParen.rawValue < 6 }

    /// Whether `byte` is of class ``identifierStart`` (`a`–`z`, `A`–`Z`, `_`), worked out from the byte alone.
    @inline(__always) static func startsIdentifier(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte == UInt8(ascii: "_")
    }

    /// Whether the class continues an identifier: letters, `_`, digits and `$`.
    @inline(__always) var continuesIdentifier: Bool { rawValue &- 1 < 3 }

    /// The class of every byte value.
    static let table: [ByteClass] = (0...255).map { classify(UInt8($0)) }

    private static func classify(_ byte: UInt8) -> ByteClass {
        switch byte {
        case 0x80...0xFF: return .nonASCII
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            return .identifierStart
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return .digit
        case UInt8(ascii: "$"): return .dollar
        case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C: return .space
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return .newline
        case UInt8(ascii: "\""): return .quote
        case UInt8(ascii: "#"): return .pound
        case UInt8(ascii: "@"): return .at
        case UInt8(ascii: "`"): return .backtick
        case UInt8(ascii: "/"): return .slash
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
             UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
             UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return .operatorCharacter
        case UInt8(ascii: "."): return .dot
        case UInt8(ascii: "\\"): return .backslash
        case UInt8(ascii: "("): return .leftParen
        case UInt8(ascii: ")"): return .rightParen
        case UInt8(ascii: "{"): return .leftBrace
        case UInt8(ascii: "}"): return .rightBrace
        case UInt8(ascii: "["): return .leftBracket
        case UInt8(ascii: "]"): return .rightBracket
        case UInt8(ascii: ","): return .comma
        case UInt8(ascii: ":"): return .colon
        case UInt8(ascii: ";"): return .semicolon
        default: return .other
        }
    }
}
