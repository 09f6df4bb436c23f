/// The bytes of one Swift file, as read from disk.
///
/// The lexer works on these bytes directly; strings are made only for the few names an outline keeps.
public struct SourceText: Sendable {
    /// The file's bytes, exactly as given (including any BOM).
    public let bytes: [UInt8]

    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    public init(_ string: String) {
        self.bytes = Array(string.utf8)
    }

    /// Length of a leading UTF-8 byte order mark: 3 or 0.
    public var bomLength: Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    /// The text of a token (invalid UTF-8 is repaired with U+FFFD).
    public func text(of token: Token) -> String {
        text(in: token.range)
    }

    /// The text of a byte range (invalid UTF-8 is repaired with U+FFFD).
    public func text(in range: Range<Int>) -> String {
        let clamped = range.clamped(to: 0..<bytes.count)
        return bytes.withUnsafeBufferPointer { buffer in
            let text = UnsafeBufferPointer(rebasing: buffer[clamped])
            // A name short enough to live inside the string value is copied in whole: for ASCII bytes, as most
            // names are, the string is made without a step per byte (others are repaired as `decoding` would).
            if text.count <= Self.inlineCapacity, let base = text.baseAddress {
                return String(unsafeUninitializedCapacity: text.count) { storage in
                    storage.baseAddress?.update(from: base, count: text.count)
                    return text.count
                }
            }
            return String(decoding: text, as: UTF8.self)
        }
    }

    /// The most UTF-8 bytes a string holds without storage of its own (on 64-bit platforms).
    private static let inlineCapacity = 15

    /// Whether the token's bytes equal `text`, without making a string.
    @inlinable
    public func token(_ token: Token, is text: StaticString) -> Bool {
        let count = Int(token.end) - Int(token.start)
        guard count == text.utf8CodeUnitCount else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            let base = Int(token.start)
            let other = text.utf8Start
            for i in 0..<count where buffer[base + i] != other[i] { return false }
            return true
        }
    }

    /// Whether the token's bytes equal the bytes of `text`.
    @inlinable
    public func token(_ token: Token, equals text: String) -> Bool {
        var text = text
        return text.withUTF8 { other in
            let count = Int(token.end) - Int(token.start)
            guard count == other.count else { return false }
            return bytes.withUnsafeBufferPointer { buffer in
                let base = Int(token.start)
                for i in 0..<count where buffer[base + i] != other[i] { return false }
                return true
            }
        }
    }

    /// Whether whitespace, a line end or a comment (`//`, `/*`) comes right after `token`, or it ends the file.
    public func isSpaceOrComment(after token: Token) -> Bool {
        bytes.withUnsafeBufferPointer { bytes in
            let index = Int(token.end)
            guard index < bytes.count else { return true }
            switch bytes[index] {
            case 0x20, 0x09, 0x0B, 0x0C, 0x0A, 0x0D: return true
            case UInt8(ascii: "/"):
                return index + 1 < bytes.count
                    && (bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*"))
            default: return false
            }
        }
    }

    /// The full text of the 1-based `line`, without its line end; empty past the end.
    public func lineText(_ line: Int) -> String {
        var current = 1
        var index = bomLength
        let count = bytes.count
        while current < line && index < count {
            let b = bytes[index]
            index += 1
            if b == 0x0A { current += 1 } else if b == 0x0D {
                if index < count && bytes[index] == 0x0A { index += 1 }
                current += 1
            }
        }
        guard current == line else { return "" }
        var end = index
        while end < count && bytes[end] != 0x0A && bytes[end] != 0x0D { end += 1 }
        return text(in: index..<end)
    }
}
