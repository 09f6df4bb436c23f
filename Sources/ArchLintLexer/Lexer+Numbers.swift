extension Lexer.Cursor {
    /// An integer or floating-point literal. Letters glued to a number (`12px`) stay in the token,
    /// so a malformed literal is still one token.
    mutating func lexNumber() {
        if bytes[pos] == UInt8(ascii: "0") && pos + 1 < end {
            switch bytes[pos + 1] {
            case UInt8(ascii: "x"): return lexHexNumber()
            case UInt8(ascii: "o"): return lexRadixNumber { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "7") }
            case UInt8(ascii: "b"): return lexRadixNumber { $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: "1") }
            default: break
            }
        }
        skipDigits(Self.isDecimal)
        var isFloat = false
        // After a member-access `.` (`tuple.0.1`) a number is an index, never a fraction. Asked last: few
        // numbers are followed by a `.` or an exponent.
        if pos + 1 < end && bytes[pos] == UInt8(ascii: ".") && Self.isDecimalDigit(bytes[pos + 1])
            && previous.kind != .period {
            pos += 1
            skipDigits(Self.isDecimal)
            isFloat = true
        }
        if pos < end && (bytes[pos] == UInt8(ascii: "e") || bytes[pos] == UInt8(ascii: "E"))
            && previous.kind != .period {
            pos += 1
            skipExponent()
            isFloat = true
        }
        skipIdentifierBody()
        emit(isFloat ? .floatLiteral : .integerLiteral)
    }

    /// `0x…`, with an optional hex fraction and a `p` exponent (`0x1.8p3`).
    private mutating func lexHexNumber() {
        pos += 2
        skipDigits(Self.isHex)
        var isFloat = false
        if pos + 1 < end && bytes[pos] == UInt8(ascii: ".") && Self.isHexDigit(bytes[pos + 1]) {
            // A hex fraction needs an exponent; without one, `0xff.description` is a member access.
            var probe = pos + 1
            while probe < end && Self.isHex(bytes[probe]) { probe += 1 }
            if probe < end && (bytes[probe] == UInt8(ascii: "p") || bytes[probe] == UInt8(ascii: "P")) {
                pos = probe
            }
        }
        if pos < end && (bytes[pos] == UInt8(ascii: "p") || bytes[pos] == UInt8(ascii: "P")) {
            pos += 1
            skipExponent()
            isFloat = true
        }
        skipIdentifierBody()
        emit(isFloat ? .floatLiteral : .integerLiteral)
    }

    /// `0o…` or `0b…`.
    private mutating func lexRadixNumber(_ isDigit: (UInt8) -> Bool) {
        pos += 2
        while pos < end && (isDigit(bytes[pos]) || bytes[pos] == UInt8(ascii: "_")) { pos += 1 }
        skipIdentifierBody()
        emit(.integerLiteral)
    }

    /// An optional sign and decimal digits after `e` or `p`.
    private mutating func skipExponent() {
        if pos < end && (bytes[pos] == UInt8(ascii: "+") || bytes[pos] == UInt8(ascii: "-")) { pos += 1 }
        skipDigits(Self.isDecimal)
    }

    @inline(__always)
    private mutating func skipDigits(_ accepts: (UInt8) -> Bool) {
        while pos < end && accepts(bytes[pos]) { pos += 1 }
    }

    @inline(__always)
    private static func isDecimalDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// A decimal digit or `_`.
    @inline(__always)
    private static func isDecimal(_ byte: UInt8) -> Bool {
        Self.isDecimalDigit(byte) || byte == UInt8(ascii: "_")
    }

    @inline(__always)
    private static func isHexDigit(_ byte: UInt8) -> Bool {
        Self.isDecimalDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
    }

    /// A hex digit or `_`.
    @inline(__always)
    private static func isHex(_ byte: UInt8) -> Bool {
        Self.isHexDigit(byte) || byte == UInt8(ascii: "_")
    }
}
