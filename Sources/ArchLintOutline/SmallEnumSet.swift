import ArchLintLexer

/// A set of one-byte enum cases (``Keyword``, ``TokenKind``) kept as a 256-bit mask: membership is a shift and a
/// mask, with no hashing, for the questions the scanner asks of nearly every token.
struct SmallEnumSet<Element: RawRepresentable>: ExpressibleByArrayLiteral, Sendable where Element.RawValue == UInt8 {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    init(arrayLiteral elements: Element...) {
        for element in elements { insert(element) }
    }

    mutating func insert(_ element: Element) {
        let bit = UInt64(1) << UInt64(element.rawValue & 63)
        switch element.rawValue >> 6 {
        case 0: words.0 |= bit
        case 1: words.1 |= bit
        case 2: words.2 |= bit
        default: words.3 |= bit
        }
    }

    @inline(__always) func contains(_ element: Element) -> Bool {
        let word: UInt64
        switch element.rawValue >> 6 {
        case 0: word = words.0
        case 1: word = words.1
        case 2: word = words.2
        default: word = words.3
        }
        return word & (UInt64(1) << UInt64(element.rawValue & 63)) != 0
    }
}
