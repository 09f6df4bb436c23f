import ArchLintLexer
import ArchLintOutline

/// The properties the lexer and outline keep for any bytes at all. Each check returns what is wrong, or `nil`.
enum RoundTripCheck {
    /// Tokens are in order and inside the input, only whitespace lies between them (so tokens and gaps give
    /// back the input exactly), and each token's line and column match its offset.
    static func tokens(_ tokens: [Token], of bytes: [UInt8], bomLength: Int) -> String? {
        var cursor = bomLength
        var line: UInt32 = 1
        var lineStart = bomLength
        func advance(to offset: Int) {
            while cursor < offset {
                let byte = bytes[cursor]
                cursor += 1
                if byte == 0x0A || (byte == 0x0D && (cursor >= bytes.count || bytes[cursor] != 0x0A)) {
                    line += 1
                    lineStart = cursor
                }
            }
        }
        for (index, token) in tokens.enumerated() {
            let start = Int(token.start), end = Int(token.end)
            guard start >= cursor, end > start, end <= bytes.count else {
                return "token \(index) spans \(start)..<\(end) after offset \(cursor)"
            }
            if let lost = (cursor..<start).first(where: { !isWhitespace(bytes[$0]) }) {
                return "byte \(lost) is in no token"
            }
            advance(to: start)
            guard token.line == line, Int(token.column) == start - lineStart + 1 else {
                return "token \(index) at \(start) says \(token.line):\(token.column), is at \(line):\(start - lineStart + 1)"
            }
            advance(to: end)
        }
        if let lost = (cursor..<bytes.count).first(where: { !isWhitespace(bytes[$0]) }) {
            return "byte \(lost) after the last token is in no token"
        }
        return nil
    }

    /// Bracket partners point from an opening forward to the matching kind of closing and back; conditional
    /// regions lie inside the tokens.
    static func outline(_ file: OutlinedFile) -> String? {
        let partner = file.outline.partner
        guard partner.count == file.tokens.count else { return "partner table of \(partner.count) entries" }
        for (index, other) in partner.enumerated() where other >= 0 {
            let other = Int(other)
            guard other < partner.count else { return "partner of \(index) is out of range" }
            let pair = file.tokens[index].kind, mate = file.tokens[other].kind
            let good = other > index ? closes(mate, pair) : closes(pair, mate)
            guard good else { return "token \(index) (\(pair)) is paired with \(other) (\(mate))" }
        }
        for region in file.outline.conditionalRegions
        where !(region.directiveToken < region.endToken && region.endToken <= file.tokens.count) {
            return "conditional region \(region.directiveToken)..<\(region.endToken) is out of range"
        }
        return nil
    }

    /// The outline without members agrees with the whole one: the same imports, types, `#if` regions, bracket
    /// partners, diagnostics and `archlint:` comments, no functions or properties, and `nil` exactly when there
    /// are view bodies. (It finds the structural tokens itself: a whole outline made from those the lexer noted is
    /// held to one made without them.)
    static func declarations(_ file: OutlinedFile) -> String? {
        let whole = file.outline
        guard let partial = OutlineScanner.scanDeclarations(file.tokens, in: file.source) else {
            return whole.viewBodies.isEmpty ? "no declarations outline, yet the file has no view body" : nil
        }
        if !whole.viewBodies.isEmpty { return "a declarations outline for a file with view bodies" }
        if !partial.functions.isEmpty || !partial.properties.isEmpty { return "members in a declarations outline" }
        if partial.imports != whole.imports { return "declarations outline: imports differ" }
        if partial.types != whole.types { return "declarations outline: types differ" }
        if partial.conditionalRegions != whole.conditionalRegions { return "declarations outline: #if regions differ" }
        if partial.partner != whole.partner { return "declarations outline: bracket partners differ" }
        if partial.diagnostics != whole.diagnostics { return "declarations outline: diagnostics differ" }
        if partial.directiveComments != whole.directiveComments {
            return "declarations outline: archlint: comments differ"
        }
        return nil
    }

    private static func closes(_ closing: TokenKind, _ opening: TokenKind) -> Bool {
        switch (opening, closing) {
        case (.leftParen, .rightParen), (.leftBracket, .rightBracket), (.leftBrace, .rightBrace): return true
        default: return false
        }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0B || byte == 0x0C || byte == 0x0D
    }
}
