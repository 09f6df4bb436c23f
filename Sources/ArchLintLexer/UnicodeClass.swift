/// Which Unicode scalars beyond ASCII make up operators, and which are spaces rather than letters.
enum UnicodeClass {
    /// Whether `value` may begin an operator (Swift's operator-head set beyond ASCII).
    static func isOperatorHead(_ value: UInt32) -> Bool {
        switch value {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0...0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F,
             0x3001...0x3003, 0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }

    /// Whether `value` may continue an operator: any head, plus combining marks and variation selectors.
    static func isOperatorContinuation(_ value: UInt32) -> Bool {
        switch value {
        case 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
            return true
        default:
            return isOperatorHead(value)
        }
    }

    /// C1 controls, Unicode spaces and a byte order mark past the start: neither whitespace nor a name.
    static func isStray(_ value: UInt32) -> Bool {
        switch value {
        case 0x80...0x9F, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF:
            return true
        default:
            return false
        }
    }

    /// Whether a non-ASCII scalar can be part of an identifier.
    @inline(__always)
    static func isIdentifierCharacter(_ value: UInt32) -> Bool {
        !isOperatorHead(value) && !isStray(value)
    }
}
