import ArchLintLexer
import ArchLintOutline

/// Recognises statement shapes inside a body: conditions and blocks of `if`/`guard`, assignments.
extension OutlinedFile {
    /// For `if`/`guard` at `keyword`: the condition tokens and the block that runs when it fails (`guard … else`)
    /// or holds (`if`), or `nil` when the shape is not there.
    public func conditional(at keyword: Int, limit: Int) -> (condition: Range<Int>, block: Range<Int>)? {
        let isGuard = tokens[keyword].keyword == .guard
        var cursor = keyword + 1
        while cursor < limit {
            let token = tokens[cursor]
            if isGuard ? token.keyword == .else : token.kind == .leftBrace { break }
            if token.kind == .rightBrace || token.kind == .leftBrace { return nil }
            if token.kind.opensParenOrBracket {
                guard let close = partner(of: cursor) else { return nil }
                cursor = close + 1
            } else {
                cursor += 1
            }
        }
        guard cursor < limit else { return nil }
        let conditionEnd = cursor
        if isGuard {
            guard let brace = nextCode(after: cursor), tokens[brace].kind == .leftBrace else { return nil }
            cursor = brace
        }
        guard let close = partner(of: cursor), close <= limit else { return nil }
        return ((keyword + 1)..<conditionEnd, (cursor + 1)..<close)
    }

    /// The index after the expression that starts at `start` and runs to the end of its statement.
    public func statementEnd(from start: Int, limit: Int) -> Int {
        var cursor = start
        var last = start
        while cursor < limit {
            let token = tokens[cursor]
            if token.isComment { cursor += 1; continue }
            if token.kind == .semicolon || token.kind == .rightBrace || token.kind == .rightParen
                || token.kind == .rightBracket { return cursor }
            if cursor > start, token.flags.contains(.firstOnLine), !continues(after: last, at: cursor) { return cursor }
            last = cursor
            if token.kind.opensGroup, let close = partner(of: cursor) {
                last = close
                cursor = close + 1
            } else {
                cursor += 1
            }
        }
        return min(cursor, limit)
    }

    private func continues(after last: Int, at next: Int) -> Bool {
        let previous = tokens[last], token = tokens[next]
        switch previous.kind {
        case .operator, .equal, .comma, .period, .leftParen, .leftBracket, .arrow, .colon, .questionMark:
            if !previous.flags.contains(.postfixOperator) { return true }
        case .keyword where [.try, .as, .is].contains(previous.keyword):
            return true
        case .identifier where previous.keyword == .await:
            return true
        default:
            break
        }
        switch token.kind {
        case .period: return true
        case .operator: return !token.flags.contains(.prefixOperator)
        default: return false
        }
    }
}
