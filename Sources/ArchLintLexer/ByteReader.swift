/// Read-only questions about a file's bytes. It is two words wide, so helpers that only look at
/// bytes are cheap to call and never copy the lexer's whole state.
struct ByteReader {
    /// The bytes that are lexed: the whole file, up to offsets that fit in `UInt32`.
    let bytes: UnsafeBufferPointer<UInt8>
    let classes: UnsafeBufferPointer<ByteClass>

    @inline(__always) var end: Int { bytes.count }

    /// Whether the byte at `index` (which must be in range) ends a line.
    @inline(__always)
    func isNewline(at index: Int) -> Bool {
        let byte = bytes[index]
        return byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// Whether `bytes[start..<stop]` is exactly `text`.
    func spells(_ start: Int, _ stop: Int, _ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard stop - start == count, stop <= end else { return false }
        let other = text.utf8Start
        for i in 0..<count where bytes[start + i] != other[i] { return false }
        return true
    }

    /// Whether `count` `#` bytes start at `index`.
    @inline(__always)
    func hasPounds(at index: Int, _ count: Int) -> Bool {
        guard count > 0 else { return true }
        guard index + count <= end else { return false }
        for i in index..<(index + count) where bytes[i] != UInt8(ascii: "#") { return false }
        return true
    }

    /// The length of the identifier-start character at `index`, or 0 if none starts there.
    func identifierStartLength(at index: Int) -> Int {
        guard index < end else { return 0 }
        let byte = bytes[index]
        if byte < 0x80 { return classes[Int(byte)] == .identifierStart ? 1 : 0 }
        guard let (value, length) = scalar(at: index), UnicodeClass.isIdentifierCharacter(value) else { return 0 }
        return length
    }
}
