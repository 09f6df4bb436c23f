/// Where the lines of a UTF-8 text start, to turn protocol positions (UTF-16) into byte offsets and back.
///
/// Lines end at `\n`, `\r\n` or a lone `\r`, as the protocol says. Positions past the end of a line or of the
/// text are clamped to it, and a position inside a surrogate pair moves back to the character's start.
package struct LineTable {
    package let bytes: [UInt8]
    /// The byte offset where each line starts; the first is 0.
    private var starts: [Int] = [0]

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == 0x0D, index < bytes.count, bytes[index] == 0x0A { index += 1 }
            if byte == 0x0A || byte == 0x0D { starts.append(index) }
        }
    }

    package var lineCount: Int { starts.count }

    /// The byte offset where `line` (0-based) starts; the end of the text past the last line.
    package func start(ofLine line: Int) -> Int {
        line < starts.count ? starts[max(0, line)] : bytes.count
    }

    /// The byte offset where the text of `line` ends, before its line break.
    package func contentEnd(ofLine line: Int) -> Int {
        guard line + 1 < starts.count else { return bytes.count }
        var end = starts[line + 1]
        if end > 0 && bytes[end - 1] == 0x0A { end -= 1 }
        if end > 0 && bytes[end - 1] == 0x0D && end > starts[line] { end -= 1 }
        return end
    }

    /// The byte offset of a protocol position.
    package func offset(of position: Position) -> Int {
        guard position.line < starts.count else { return bytes.count }
        var offset = starts[max(0, position.line)]
        let end = contentEnd(ofLine: position.line)
        var units = 0
        while offset < end {
            let (length, width) = Self.scalar(at: offset, in: bytes, before: end)
            guard units + width <= position.character else { break }
            units += width
            offset += length
        }
        return offset
    }

    /// The protocol position of a 1-based line and 1-based byte column (a finding's location), clamped to the
    /// text.
    package func position(line: Int, byteColumn: Int) -> Position {
        let index = min(max(line - 1, 0), starts.count - 1)
        let lineStart = starts[index]
        let target = min(lineStart + max(byteColumn - 1, 0), contentEnd(ofLine: index))
        return Position(line: index, character: utf16Length(from: lineStart, to: target))
    }

    /// The position of a byte offset.
    package func position(ofOffset offset: Int) -> Position {
        let offset = min(max(offset, 0), bytes.count)
        var low = 0, high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= offset { low = middle } else { high = middle }
        }
        return Position(line: low, character: utf16Length(from: starts[low], to: min(offset, contentEnd(ofLine: low))))
    }

    /// How many UTF-16 code units the bytes from `start` up to `end` make.
    private func utf16Length(from start: Int, to end: Int) -> Int {
        var offset = start, units = 0
        while offset < end {
            let (length, width) = Self.scalar(at: offset, in: bytes, before: end)
            units += width
            offset += length
        }
        return units
    }

    /// The byte length and UTF-16 width of the scalar at `offset`; a byte that starts no valid sequence counts
    /// as one byte and one unit (it reads as U+FFFD).
    static func scalar(at offset: Int, in bytes: [UInt8], before end: Int) -> (length: Int, width: Int) {
        let lead = bytes[offset]
        let (length, width): (Int, Int)
        switch lead {
        case 0xC2...0xDF: (length, width) = (2, 1)
        case 0xE0...0xEF: (length, width) = (3, 1)
        case 0xF0...0xF4: (length, width) = (4, 2)
        default: return (1, 1)
        }
        guard offset + length <= end,
              bytes[(offset + 1)..<(offset + length)].allSatisfy({ $0 & 0xC0 == 0x80 }) else { return (1, 1) }
        return (length, width)
    }
}
