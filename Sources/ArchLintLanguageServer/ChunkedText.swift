/// An editable UTF-8 text kept in chunks of about the square root of its length, each knowing its line breaks and
/// the UTF-16 units after its last one, so that an edit at a protocol position costs a walk over the chunks plus
/// one chunk's bytes, not the whole text: thousands of ranges in one `didChange` stay far from quadratic.
///
/// Positions resolve exactly as ``LineTable/offset(of:)`` resolves them on the whole text: lines end at `\n`,
/// `\r\n` or a lone `\r`, a position past the end of its line or of the text is clamped, and one inside a surrogate
/// pair moves back to the character's start. That holds because no chunk boundary falls inside a UTF-8 sequence
/// (the byte after a boundary is never a continuation byte) or between the `\r` and `\n` of one line break, so each
/// chunk reads on its own.
package struct ChunkedText: Sendable {
    /// What a walk needs to know about a chunk's bytes, kept apart from them so that a walk reads a plain array.
    struct Summary: Sendable {
        let byteCount: Int
        /// Line breaks in the chunk (`\r\n` counts once).
        let lineBreaks: Int
        /// UTF-16 units after the last line break, or in the whole chunk when it has none.
        let trailingUnits: Int

        init(_ bytes: [UInt8]) {
            byteCount = bytes.count
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
    private var chunks: [[UInt8]]
    /// One for each chunk.
    private var summaries: [Summary]
    package private(set) var count: Int
    private var lineBreaks: Int
    /// A chunk whose bytes and line breaks before it are known, where the next walk starts: the chunk of the last
    /// edit, so that edits close to one another (multi-cursor edits, a replace-all) walk little.
    private var cursor = Self.origin
    /// The length a chunk is cut at; edited chunks grow to twice as much before they are cut again, and one below
    /// a quarter joins a neighbour.
    private let chunkSize: Int
    /// Whether the chunk size follows the text's length: it is cut again when it has grown far past it.
    private let followsLength: Bool

    /// `chunkSize` defaults to ``naturalChunkSize(for:)``.
    package init(_ bytes: [UInt8], chunkSize: Int? = nil) {
        self.chunkSize = max(chunkSize ?? Self.naturalChunkSize(for: bytes.count), 1)
        followsLength = chunkSize == nil
        chunks = Self.cut(bytes[...], at: self.chunkSize)
        summaries = chunks.map(Summary.init)
        count = bytes.count
        lineBreaks = summaries.reduce(0) { $0 + $1.lineBreaks }
    }

    /// About the square root of `count`, between 256 bytes and 16 KB: what balances the walk over the chunks
    /// against the bytes of the one edited.
    static func naturalChunkSize(for count: Int) -> Int {
        min(max(Int(Double(count).squareRoot()), 256), 16_384)
    }

    var chunkCount: Int { chunks.count }

    /// The whole text.
    package var bytes: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        for chunk in chunks { bytes.append(contentsOf: chunk) }
        return bytes
    }

    /// Replaces the text between two protocol positions (in either order) with `replacement`.
    package mutating func replace(_ range: TextRange, with replacement: [UInt8]) {
        guard !chunks.isEmpty else {
            self = ChunkedText(replacement, chunkSize: followsLength ? nil : chunkSize)
            return
        }
        let start = place(of: range.start, walkingFrom: cursor)
        let end = place(of: range.end, walkingFrom: start)
        var (from, to) = start.textOffset <= end.textOffset ? (start, end) : (end, start)
        // The end of one chunk and the start of the next are the same byte of the text.
        if to.textOffset == from.textOffset { to = from }
        replace(from: from, to: to, with: replacement)
        // A text that has grown sixteenfold (a large paste into a small file) would be walked over too many chunks.
        if followsLength && Self.naturalChunkSize(for: count) >= 4 * chunkSize { self = ChunkedText(bytes) }
    }

    // MARK: - Positions

    /// Where a protocol position falls, found by walking from a place whose chunk's bytes and line breaks before
    /// it are known.
    private func place(of position: Position, walkingFrom known: Place) -> Place {
        guard let lineStart = start(ofLine: position.line, walkingFrom: known) else { return end }
        return advance(from: lineStart, by: position.character)
    }

    /// The end of the text; the text is not empty.
    private var end: Place {
        let last = chunks.count - 1
        return Place(chunk: last, offset: summaries[last].byteCount, bytesBefore: count - summaries[last].byteCount,
                     breaksBefore: lineBreaks - summaries[last].lineBreaks)
    }

    /// Where `line` (0-based) starts, or `nil` past the last line.
    private func start(ofLine line: Int, walkingFrom known: Place) -> Place? {
        guard line > 0 else { return Self.origin }
        guard line <= lineBreaks else { return nil }
        var here = known
        here.offset = 0
        while here.chunk > 0 && here.breaksBefore >= line {
            here.chunk -= 1
            here.breaksBefore -= summaries[here.chunk].lineBreaks
            here.bytesBefore -= summaries[here.chunk].byteCount
        }
        while here.chunk < chunks.count && here.breaksBefore + summaries[here.chunk].lineBreaks < line {
            here.breaksBefore += summaries[here.chunk].lineBreaks
            here.bytesBefore += summaries[here.chunk].byteCount
            here.chunk += 1
        }
        // The line starts after the (line - breaksBefore)th break of this chunk.
        let bytes = chunks[here.chunk]
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
            let bytes = chunks[here.chunk]
            while here.offset < bytes.count {
                if bytes[here.offset] == 0x0A || bytes[here.offset] == 0x0D { return here }
                let (length, width) = LineTable.scalar(at: here.offset, in: bytes, before: bytes.count)
                guard width <= remaining else { return here }
                remaining -= width
                here.offset += length
            }
            guard here.chunk + 1 < chunks.count else { return here }
            // The line goes on into the next chunk; whole chunks of it are stepped over by their count of units.
            here.breaksBefore += summaries[here.chunk].lineBreaks
            here.bytesBefore += bytes.count
            here.chunk += 1
            here.offset = 0
            while here.chunk + 1 < chunks.count, summaries[here.chunk].lineBreaks == 0,
                  summaries[here.chunk].trailingUnits <= remaining {
                remaining -= summaries[here.chunk].trailingUnits
                here.bytesBefore += summaries[here.chunk].byteCount
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
        var region = Array(chunks[first][..<from.offset])
        region.append(contentsOf: replacement)
        region.append(contentsOf: chunks[last][to.offset...])
        count += replacement.count - (to.textOffset - from.textOffset)
        let smallest = max(chunkSize / 4, 1)
        while true {
            if first > 0 && (region.count < smallest || !Self.canCut(chunks[first - 1].last!, region.first!)) {
                first -= 1
                region = chunks[first] + region
                bytesBefore -= summaries[first].byteCount
                breaksBefore -= summaries[first].lineBreaks
            } else if last + 1 < chunks.count
                        && (region.count < smallest || !Self.canCut(region.last!, chunks[last + 1].first!)) {
                last += 1
                region.append(contentsOf: chunks[last])
            } else {
                break
            }
        }
        let pieces = Self.cut(region[...], at: chunkSize)
        let pieceSummaries = pieces.map(Summary.init)
        lineBreaks += pieceSummaries.reduce(0) { $0 + $1.lineBreaks }
            - summaries[first...last].reduce(0) { $0 + $1.lineBreaks }
        chunks.replaceSubrange(first...last, with: pieces)
        summaries.replaceSubrange(first...last, with: pieceSummaries)
        // Only an empty text leaves no chunk: an empty region takes in a neighbour when there is one.
        cursor = chunks.isEmpty ? Self.origin
            : Place(chunk: first, offset: 0, bytesBefore: bytesBefore, breaksBefore: breaksBefore)
    }

    private static let origin = Place(chunk: 0, offset: 0, bytesBefore: 0, breaksBefore: 0)

    /// Chunks of about `size` bytes each, cut where a chunk can start.
    private static func cut(_ bytes: ArraySlice<UInt8>, at size: Int) -> [[UInt8]] {
        var chunks: [[UInt8]] = []
        var start = bytes.startIndex
        while bytes.endIndex - start > 2 * size {
            var end = start + size
            while end < bytes.endIndex && !canCut(bytes[end - 1], bytes[end]) { end += 1 }
            guard end < bytes.endIndex else { break }
            chunks.append(Array(bytes[start..<end]))
            start = end
        }
        if start < bytes.endIndex { chunks.append(Array(bytes[start...])) }
        return chunks
    }

    /// Whether a chunk may end with `before` and the next start with `after`: not inside a UTF-8 sequence, not
    /// inside a `\r\n`.
    private static func canCut(_ before: UInt8, _ after: UInt8) -> Bool {
        after & 0xC0 != 0x80 && !(before == 0x0D && after == 0x0A)
    }
}
