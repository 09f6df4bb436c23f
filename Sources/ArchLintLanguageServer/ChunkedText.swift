/// An editable UTF-8 text kept in chunks of a few kilobytes, each knowing its line breaks and the UTF-16 units
/// after its last one, so that an edit at a protocol position costs a walk over the chunks plus one chunk's bytes,
/// not the whole text: thousands of ranges in one `didChange` stay far from quadratic.
///
/// Positions resolve exactly as ``LineTable/offset(of:)`` resolves them on the whole text: lines end at `\n`,
/// `\r\n` or a lone `\r`, a position past the end of its line or of the text is clamped, and one inside a surrogate
/// pair moves back to the character's start. That holds because no chunk boundary falls inside a UTF-8 sequence
/// (the byte after a boundary is never a continuation byte) or between the `\r` and `\n` of one line break, so each
/// chunk reads on its own.
package struct ChunkedText: Sendable {
    /// Bytes of the text with what a walk needs to know about them.
    struct Chunk: Sendable {
        let bytes: [UInt8]
        /// Line breaks in the chunk (`\r\n` counts once).
        let lineBreaks: Int
        /// UTF-16 units after the last line break, or in the whole chunk when it has none.
        let trailingUnits: Int

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            var breaks = 0, lastLineStart = 0, index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == 0x0D, index < bytes.count, bytes[index] == 0x0A { index += 1 }
                if byte == 0x0A || byte == 0x0D {
                    breaks += 1
                    lastLineStart = index
                }
            }
            var units = 0, offset = lastLineStart
            while offset < bytes.count {
                let (length, width) = LineTable.scalar(at: offset, in: bytes, before: bytes.count)
                units += width
                offset += length
            }
            lineBreaks = breaks
            trailingUnits = units
        }
    }

    /// A byte of the text as a chunk and an offset into it (the chunk's length for its end), with what comes
    /// before that chunk.
    struct Place {
        var chunk: Int
        var offset: Int
        var bytesBefore: Int
        var breaksBefore: Int

        var textOffset: Int { bytesBefore + offset }
    }

    /// Never empty ones; none at all for an empty text.
    private var chunks: [Chunk]
    package private(set) var count: Int
    private var lineBreaks: Int
    /// A chunk whose bytes and line breaks before it are known, where the next walk starts: the chunk of the last
    /// edit, so that edits close to one another (multi-cursor edits, a replace-all) walk little.
    private var cursor = Self.origin
    /// The length a chunk is cut at; edited chunks grow to twice as much before they are cut again, and one below
    /// a quarter joins a neighbour.
    private let chunkSize: Int

    package init(_ bytes: [UInt8], chunkSize: Int = 4096) {
        self.chunkSize = max(chunkSize, 1)
        chunks = Self.cut(bytes[...], at: self.chunkSize)
        count = bytes.count
        lineBreaks = chunks.reduce(0) { $0 + $1.lineBreaks }
    }

    /// The whole text.
    package var bytes: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        for chunk in chunks { bytes.append(contentsOf: chunk.bytes) }
        return bytes
    }

    /// Replaces the text between two protocol positions (in either order) with `replacement`.
    package mutating func replace(_ range: TextRange, with replacement: [UInt8]) {
        guard !chunks.isEmpty else {
            self = ChunkedText(replacement, chunkSize: chunkSize)
            return
        }
        let start = place(of: range.start), end = place(of: range.end)
        var (from, to) = start.textOffset <= end.textOffset ? (start, end) : (end, start)
        // The end of one chunk and the start of the next are the same byte of the text.
        if to.textOffset == from.textOffset { to = from }
        replace(from: from, to: to, with: replacement)
    }

    // MARK: - Positions

    /// Where a protocol position falls.
    private func place(of position: Position) -> Place {
        guard let lineStart = start(ofLine: position.line) else { return end }
        return advance(from: lineStart, by: position.character)
    }

    /// The end of the text; the text is not empty.
    private var end: Place {
        let last = chunks.count - 1
        return Place(chunk: last, offset: chunks[last].bytes.count, bytesBefore: count - chunks[last].bytes.count,
                     breaksBefore: lineBreaks - chunks[last].lineBreaks)
    }

    /// Where `line` (0-based) starts, or `nil` past the last line; walks from the cursor.
    private func start(ofLine line: Int) -> Place? {
        guard line > 0 else { return Self.origin }
        guard line <= lineBreaks else { return nil }
        var here = cursor
        here.offset = 0
        while here.chunk > 0 && here.breaksBefore >= line {
            here.chunk -= 1
            here.breaksBefore -= chunks[here.chunk].lineBreaks
            here.bytesBefore -= chunks[here.chunk].bytes.count
        }
        while here.chunk < chunks.count && here.breaksBefore + chunks[here.chunk].lineBreaks < line {
            here.breaksBefore += chunks[here.chunk].lineBreaks
            here.bytesBefore += chunks[here.chunk].bytes.count
            here.chunk += 1
        }
        // The line starts after the (line - breaksBefore)th break of this chunk.
        let bytes = chunks[here.chunk].bytes
        var remaining = line - here.breaksBefore, index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == 0x0D, index < bytes.count, bytes[index] == 0x0A { index += 1 }
            if byte == 0x0A || byte == 0x0D {
                remaining -= 1
                if remaining == 0 { break }
            }
        }
        here.offset = index
        return here
    }

    /// The place `units` UTF-16 units after `place` on its line, clamped to the line's text.
    private func advance(from place: Place, by units: Int) -> Place {
        var here = place, remaining = units
        while true {
            let bytes = chunks[here.chunk].bytes
            while here.offset < bytes.count {
                if bytes[here.offset] == 0x0A || bytes[here.offset] == 0x0D { return here }
                let (length, width) = LineTable.scalar(at: here.offset, in: bytes, before: bytes.count)
                guard width <= remaining else { return here }
                remaining -= width
                here.offset += length
            }
            guard here.chunk + 1 < chunks.count else { return here }
            // The line goes on into the next chunk; whole chunks of it are stepped over by their count of units.
            here.breaksBefore += chunks[here.chunk].lineBreaks
            here.bytesBefore += bytes.count
            here.chunk += 1
            here.offset = 0
            while here.chunk + 1 < chunks.count, chunks[here.chunk].lineBreaks == 0,
                  chunks[here.chunk].trailingUnits <= remaining {
                remaining -= chunks[here.chunk].trailingUnits
                here.bytesBefore += chunks[here.chunk].bytes.count
                here.chunk += 1
            }
        }
    }

    // MARK: - Edits

    /// Replaces the bytes from `from` to `to` (ordered; `to` is `from` for an insertion), then cuts the chunks
    /// around them again so that every boundary is still one a chunk can start at.
    private mutating func replace(from: Place, to: Place, with replacement: [UInt8]) {
        var first = from.chunk, last = to.chunk
        var bytesBefore = from.bytesBefore, breaksBefore = from.breaksBefore
        var region = Array(chunks[first].bytes[..<from.offset])
        region.append(contentsOf: replacement)
        region.append(contentsOf: chunks[last].bytes[to.offset...])
        count += replacement.count - (to.textOffset - from.textOffset)
        let smallest = max(chunkSize / 4, 1)
        while true {
            if first > 0 && (region.count < smallest || !Self.canCut(chunks[first - 1].bytes.last!, region.first!)) {
                first -= 1
                region = chunks[first].bytes + region
                bytesBefore -= chunks[first].bytes.count
                breaksBefore -= chunks[first].lineBreaks
            } else if last + 1 < chunks.count
                        && (region.count < smallest || !Self.canCut(region.last!, chunks[last + 1].bytes.first!)) {
                last += 1
                region.append(contentsOf: chunks[last].bytes)
            } else {
                break
            }
        }
        let pieces = Self.cut(region[...], at: chunkSize)
        lineBreaks += pieces.reduce(0) { $0 + $1.lineBreaks } - chunks[first...last].reduce(0) { $0 + $1.lineBreaks }
        chunks.replaceSubrange(first...last, with: pieces)
        // Only an empty text leaves no chunk: an empty region takes in a neighbour when there is one.
        cursor = chunks.isEmpty ? Self.origin
            : Place(chunk: first, offset: 0, bytesBefore: bytesBefore, breaksBefore: breaksBefore)
    }

    private static let origin = Place(chunk: 0, offset: 0, bytesBefore: 0, breaksBefore: 0)

    /// Chunks of about `size` bytes each, cut where a chunk can start.
    private static func cut(_ bytes: ArraySlice<UInt8>, at size: Int) -> [Chunk] {
        var chunks: [Chunk] = []
        var start = bytes.startIndex
        while bytes.endIndex - start > 2 * size {
            var end = start + size
            while end < bytes.endIndex && !canCut(bytes[end - 1], bytes[end]) { end += 1 }
            guard end < bytes.endIndex else { break }
            chunks.append(Chunk(Array(bytes[start..<end])))
            start = end
        }
        if start < bytes.endIndex { chunks.append(Chunk(Array(bytes[start...]))) }
        return chunks
    }

    /// Whether a chunk may end with `before` and the next start with `after`: not inside a UTF-8 sequence, not
    /// inside a `\r\n`.
    private static func canCut(_ before: UInt8, _ after: UInt8) -> Bool {
        after & 0xC0 != 0x80 && !(before == 0x0D && after == 0x0A)
    }
}
