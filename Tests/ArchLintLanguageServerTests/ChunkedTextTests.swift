@testable import ArchLintLanguageServer
import TestSupport
import Testing

/// Seeded random edit sequences applied to the chunked text and to a plain list of Unicode scalars: the two texts
/// agree after every edit, whatever the chunk size (down to one byte, so that boundaries fall everywhere).
struct ChunkedTextTests {
    static let seed: UInt64 = 0x7E47_ED17_5EED
    static let chunkSizes = [1, 2, 3, 5, 8, 64, 4096]
    static let sequencesPerChunkSize = 300
    static let editsPerSequence = 40

    /// Pieces texts are made of: ASCII, two- three- and four-byte scalars (a surrogate pair in UTF-16), a
    /// combining mark, an emoji with a modifier, and every kind of line break.
    static let pieces = ["a", "b", "Z", " ", "\t", "é", "日", "😀", "𝄞", "👍🏽", "\u{0301}", "\n", "\r\n", "\r", "\r\r\n"]

    @Test(arguments: chunkSizes)
    func randomEditsAgreeWithTheReference(chunkSize: Int) {
        var generator = SplitMix64(seed: Self.seed &+ UInt64(chunkSize))
        var edits = 0
        for _ in 0..<Self.sequencesPerChunkSize {
            let initial = Self.randomText(maximumPieces: 40, using: &generator)
            var reference = ReferenceText(initial)
            var chunked = ChunkedText(Array(initial.utf8), chunkSize: chunkSize)
            for _ in 0..<Self.editsPerSequence {
                let range = Self.randomRange(in: reference, using: &generator)
                let replacement = Self.randomText(maximumPieces: Int.random(in: 0...1, using: &generator) == 0 ? 0 : 8,
                                                  using: &generator)
                let before = reference.text
                reference.replace(range, with: replacement)
                chunked.replace(range, with: Array(replacement.utf8))
                edits += 1
                guard chunked.bytes == Array(reference.text.utf8), chunked.count == reference.text.utf8.count else {
                    Issue.record("""
                        chunk size \(chunkSize): \(String(reflecting: before)) edited at \(range) with \
                        \(String(reflecting: replacement)) gives \(String(reflecting: String(decoding: chunked.bytes, as: UTF8.self))), \
                        not \(String(reflecting: reference.text))
                        """)
                    return
                }
            }
        }
        #expect(edits == Self.sequencesPerChunkSize * Self.editsPerSequence)
    }

    @Test func aTextEmptiedAndFilledAgainKeepsWorking() {
        var chunked = ChunkedText(Array("ab\ncd".utf8), chunkSize: 1)
        chunked.replace(TextRange(start: Position(line: 0, character: 0), end: Position(line: 9, character: 9)), with: [])
        #expect(chunked.bytes.isEmpty)
        chunked.replace(TextRange(start: Position(line: 3, character: 3), end: Position(line: 3, character: 3)),
                        with: Array("x\r\ny".utf8))
        chunked.replace(TextRange(start: Position(line: 1, character: 0), end: Position(line: 1, character: 0)),
                        with: Array("😀".utf8))
        #expect(String(decoding: chunked.bytes, as: UTF8.self) == "x\r\n😀y")
    }

    @Test func aBreakJoinedAcrossAChunkBoundaryCountsOnce() {
        // "\r" ends one chunk and "\n" arrives at the start of the next: one `\r\n`, one line.
        var chunked = ChunkedText(Array("a\rb\nc".utf8), chunkSize: 1)
        chunked.replace(TextRange(start: Position(line: 1, character: 0), end: Position(line: 1, character: 1)),
                        with: [])
        #expect(String(decoding: chunked.bytes, as: UTF8.self) == "a\r\nc")
        chunked.replace(TextRange(start: Position(line: 1, character: 0), end: Position(line: 1, character: 0)),
                        with: Array("!".utf8))
        #expect(String(decoding: chunked.bytes, as: UTF8.self) == "a\r\n!c")
    }

    @Test func aLargePasteIntoASmallTextIsCutAgainToSuitItsLength() {
        var generator = SplitMix64(seed: Self.seed)
        var reference = ReferenceText("ab\n")
        var chunked = ChunkedText(Array("ab\n".utf8))
        let paste = String(repeating: "let é = \"😀\"\r\n", count: 100_000)
        let end = TextRange(start: Position(line: 1, character: 0), end: Position(line: 1, character: 0))
        reference.replace(end, with: paste)
        chunked.replace(end, with: Array(paste.utf8))
        // Cut at the small text's 256 bytes, it would make some 6,600 chunks.
        #expect(chunked.chunkCount <= 2 * chunked.count / ChunkedText.naturalChunkSize(for: chunked.count))
        for _ in 0..<20 {
            let range = Self.randomRange(in: reference, using: &generator)
            reference.replace(range, with: "x\n😀")
            chunked.replace(range, with: Array("x\n😀".utf8))
        }
        #expect(chunked.bytes == Array(reference.text.utf8))
    }

    // MARK: - Random inputs

    private static func randomText(maximumPieces: Int, using generator: inout SplitMix64) -> String {
        let count = Int.random(in: 0...maximumPieces, using: &generator)
        return (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
    }

    /// A range that often starts or ends at a line's end, past it, inside a surrogate pair, or past the last
    /// line, and is sometimes given end first.
    private static func randomRange(in text: ReferenceText, using generator: inout SplitMix64) -> TextRange {
        let lines = text.lineLengths
        func position() -> Position {
            let line = Int.random(in: 0...(lines.count + 1), using: &generator)
            let length = line < lines.count ? lines[line] : 0
            let character: Int
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: character = length
            case 1: character = length + Int.random(in: 1...3, using: &generator)
            default: character = Int.random(in: 0...max(length, 0), using: &generator)
            }
            return Position(line: line, character: character)
        }
        let start = position()
        let end: Position
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: end = start
        case 1:
            end = Position(line: start.line + Int.random(in: 0...1, using: &generator),
                           character: Int.random(in: 0...6, using: &generator))
        default: end = position()
        }
        return TextRange(start: start, end: end)
    }
}

/// The obvious text the chunked one must agree with: a list of Unicode scalars, each position found by walking
/// from the first.
private struct ReferenceText {
    var scalars: [Unicode.Scalar]

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    var text: String {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars)
        return String(text)
    }

    /// The UTF-16 length of each line's text.
    var lineLengths: [Int] {
        var lengths = [0], index = 0
        while index < scalars.count {
            if let next = lineBreakEnd(at: index) {
                lengths.append(0)
                index = next
            } else {
                lengths[lengths.count - 1] += scalars[index].utf16.count
                index += 1
            }
        }
        return lengths
    }

    mutating func replace(_ range: TextRange, with replacement: String) {
        let start = index(of: range.start), end = index(of: range.end)
        scalars.replaceSubrange(min(start, end)..<max(start, end), with: replacement.unicodeScalars)
    }

    /// The scalar index of a protocol position: past the end of its line or of the text, clamped; inside a
    /// surrogate pair, before it.
    private func index(of position: Position) -> Int {
        var index = 0
        for _ in 0..<position.line {
            while index < scalars.count && lineBreakEnd(at: index) == nil { index += 1 }
            guard index < scalars.count, let next = lineBreakEnd(at: index) else { return scalars.count }
            index = next
        }
        var units = 0
        while index < scalars.count && lineBreakEnd(at: index) == nil {
            let width = scalars[index].utf16.count
            guard units + width <= position.character else { break }
            units += width
            index += 1
        }
        return index
    }

    /// Where the line break at `index` ends, if one starts there.
    private func lineBreakEnd(at index: Int) -> Int? {
        switch scalars[index] {
        case "\n": return index + 1
        case "\r": return index + 1 < scalars.count && scalars[index + 1] == "\n" ? index + 2 : index + 1
        default: return nil
        }
    }
}
