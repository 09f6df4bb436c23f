import ArchLintLexer

/// Checks the lexer's lossless property: tokens are non-empty, in order, do not overlap, and the
/// bytes between them are whitespace or line ends only (plus a leading BOM), so tokens and gaps
/// give back the input exactly. Also that ``SourceText/isSpaceOrComment(after:)`` says what a token's next bytes
/// are.
enum Coverage {
    static let gapBytes: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C]

    /// What breaks the property, empty when it holds.
    static func problems(_ source: SourceText, _ tokens: [Token]) -> [String] {
        let bytes = source.bytes
        var problems: [String] = []
        var rebuilt: [UInt8] = []
        rebuilt.reserveCapacity(bytes.count)
        var cursor = 0
        if source.bomLength > 0 {
            rebuilt.append(contentsOf: bytes[0..<3])
            cursor = 3
        }
        for (index, token) in tokens.enumerated() {
            let start = Int(token.start), end = Int(token.end)
            guard start >= cursor, start < end, end <= bytes.count else {
                problems.append("token \(index) \(token.kind) at \(start)..<\(end) is empty, out of order or out of bounds")
                return problems
            }
            let gap = bytes[cursor..<start]
            if !gap.allSatisfy(gapBytes.contains) {
                problems.append("bytes \(cursor)..<\(start) before token \(index) are not whitespace")
            }
            rebuilt.append(contentsOf: gap)
            rebuilt.append(contentsOf: bytes[start..<end])
            cursor = end
            if source.isSpaceOrComment(after: token) != spaceOrCommentOrEnd(at: end, in: bytes) {
                problems.append("token \(index) \(token.kind) at \(start)..<\(end): space after it misread")
            }
        }
        let tail = bytes[cursor...]
        if !tail.allSatisfy(gapBytes.contains) { problems.append("bytes \(cursor)... after the last token are not whitespace") }
        rebuilt.append(contentsOf: tail)
        if rebuilt != bytes { problems.append("tokens and gaps do not rebuild the input") }
        return problems
    }

    /// Whether whitespace, a line end, a comment or the end of the input begins at `index`.
    static func spaceOrCommentOrEnd(at index: Int, in bytes: [UInt8]) -> Bool {
        guard index < bytes.count else { return true }
        if gapBytes.contains(bytes[index]) { return true }
        return bytes[index] == UInt8(ascii: "/") && index + 1 < bytes.count
            && (bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*"))
    }

    /// Lexes `source` and returns its tokens with the problems found.
    /// Also that the structural tokens the lexer noted are exactly those of a structural kind, in order.
    static func lex(_ source: SourceText) -> (tokens: [Token], problems: [String]) {
        let (tokens, structure) = Lexer.tokenizeNotingStructure(source)
        var problems = problems(source, tokens)
        let expected = tokens.indices.filter { tokens[$0].kind.isStructural }
        if structure.map(Int.init) != expected {
            problems.append("structure \(structure.prefix(20)) is not the structural tokens \(expected.prefix(20))")
        }
        if Lexer.tokenize(source) != tokens { problems.append("tokenize and tokenizeNotingStructure disagree") }
        return (tokens, problems)
    }
}
