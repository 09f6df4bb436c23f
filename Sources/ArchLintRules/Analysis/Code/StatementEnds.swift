import ArchLintOutline

/// The ends of statements asked from many tokens of one file: the tokens an earlier answer walked past on the
/// statement's own level share its end, so the tokens of a statement are walked once however many of them ask.
struct StatementEnds {
    /// Tokens walked past, with the end found and the limit it was found within.
    private var passed: [Int: (end: Int, limit: Int)] = [:]

    /// `file.statementEnd(from: start, limit: limit)`.
    mutating func end(from start: Int, limit: Int, in file: OutlinedFile) -> Int {
        if let known = passed[start], known.limit == limit { return known.end }
        let end = file.statementEnd(from: start, limit: limit)
        // From a token the walk passed on its way, the walk goes on the same way: the same end. Not from a comment:
        // a walk that starts at one reads the next line as a new statement, as the comment cannot continue one.
        var cursor = start
        while cursor < end {
            if !file.tokens[cursor].isComment { passed[cursor] = (end, limit) }
            if file.tokens[cursor].kind.opensGroup, let close = file.partner(of: cursor) {
                cursor = close + 1
            } else {
                cursor += 1
            }
        }
        return end
    }
}
