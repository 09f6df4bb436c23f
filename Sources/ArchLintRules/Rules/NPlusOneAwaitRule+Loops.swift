import ArchLintLexer
import ArchLintOutline

extension NPlusOneAwaitRule {
    /// The body of a loop that may run one query per item, and what it iterates with.
    struct Loop {
        var body: Range<Int>
        /// Names a `for` loop binds for each item (`member`); empty for `for _ in …` and `forEach`.
        var variables: Set<String>
        /// `for _ in …` or a `for` over a range of numbers: a loop that repeats (retries, polls) rather than walks
        /// items, so an await in it is per item only when it uses the loop's variable.
        var repeats: Bool
        /// For a `switch` on a loop's variable (`switch kind { case .tags: loadTags() … }`), where that loop's body
        /// starts: a dispatch by kind, in which a query runs once per item of that loop only when it uses the item
        /// (the loop's variables or what a case binds).
        var dispatches: Int?

        /// The first token at or after `start` in the body that names one of the loop's variables, or the body's end.
        func firstUse(from start: Int, _ file: OutlinedFile) -> Int {
            guard !variables.isEmpty else { return body.upperBound }
            var index = start
            while index < body.upperBound {
                if file.tokens[index].kind == .identifier && variables.contains(file.text(index)) { return index }
                index += 1
            }
            return body.upperBound
        }
    }

    /// Where loops use their variables, asked of statements in token order: each loop's next use after an earlier
    /// statement's start answers every statement that starts before it, so a loop's tokens are looked at once.
    struct LoopVariableUses {
        /// By loop body start: a token looked from, and the first use at or after it.
        private var known: [Int: (from: Int, use: Int)] = [:]

        /// Whether a token in `statement` names one of the variables of `loop`.
        mutating func isUsed(_ loop: Loop, in statement: Range<Int>, _ file: OutlinedFile) -> Bool {
            guard !loop.variables.isEmpty else { return false }
            let start = statement.lowerBound
            if let last = known[loop.body.lowerBound], last.from <= start, start <= last.use {
                return last.use < statement.upperBound
            }
            let use = loop.firstUse(from: start, file)
            known[loop.body.lowerBound] = (start, use)
            return use < statement.upperBound
        }
    }

    /// Tokens looked through for the `{` of a `for` loop (bracketed groups count as one).
    static let maximumHeaderTokens = 4096

    /// `for … in` loops (not `for await` / `for try await`) and `forEach` closures.
    static func loops(in file: OutlinedFile) -> [Loop] {
        var loops: [Loop] = []
        for (index, token) in file.tokens.enumerated() {
            if token.keyword == .for {
                if let loop = forInLoop(at: index, in: file) { loops.append(loop) }
            } else if token.kind == .identifier, file.token(index, is: "forEach"),
                      let period = file.previousCode(before: index), file.tokens[period].kind == .period,
                      let brace = trailingClosure(after: index, in: file), let close = file.partner(of: brace) {
                loops.append(Loop(body: (brace + 1)..<close, variables: [], repeats: false))
            }
        }
        return loops
    }

    private static func forInLoop(at index: Int, in file: OutlinedFile) -> Loop? {
        let tokens = file.tokens
        guard let next = file.nextCode(after: index), tokens[next].keyword != .await else { return nil }
        // `for` as an argument label (`load(for: id)`, `func load(for page: Int)`, `.debounce(for: …)`): it follows
        // `(` or `,`, or is followed by `:`; `.for` is a member named `for`.
        if tokens[next].kind == .colon { return nil }
        if let previous = file.previousCode(before: index),
           [.leftParen, .comma, .period].contains(tokens[previous].kind) {
            return nil
        }
        if tokens[next].keyword == .try, let after = file.nextCode(after: next), tokens[after].keyword == .await {
            return nil
        }
        var variables: Set<String> = []
        var isPattern = true
        var overRange = false
        var namesSequence = false
        var cursor = next
        // A loop header is short; the bound keeps a run of stray `for`s from costing quadratic time.
        let limit = min(tokens.count, next + maximumHeaderTokens)
        while cursor < limit, tokens[cursor].kind != .leftBrace {
            let token = tokens[cursor]
            // Another `for` before the `{` is not valid Swift; stopping there keeps a run of stray `for`s from
            // walking the same tokens once each.
            if token.kind == .rightBrace || token.keyword == .for { return nil }
            if token.keyword == .in {
                isPattern = false
                namesSequence = true
            }
            if token.keyword == .where { isPattern = false }
            if isPattern, token.kind == .identifier, file.text(cursor) != "_",
               file.previousCode(before: cursor).map({ tokens[$0].kind != .period }) ?? true {
                variables.insert(file.text(cursor))
            }
            if !isPattern, token.kind == .operator, file.token(cursor, is: "...") || file.token(cursor, is: "..<") {
                overRange = true
            }
            if !isPattern, file.token(cursor, is: "stride") { overRange = true }
            // `for chunk in ids.chunks(ofCount: 100)`: a call per batch is the batched form.
            if !isPattern, token.kind == .identifier, batchingSequences.contains(file.text(cursor)) { return nil }
            if token.kind.opensParenOrBracket, let close = file.partner(of: cursor) {
                cursor = close
            }
            cursor += 1
        }
        // A loop names its sequence after `in`; a header that reached its `{` without one was no loop.
        guard cursor < limit, namesSequence, let close = file.partner(of: cursor) else { return nil }
        return Loop(body: (cursor + 1)..<close, variables: variables, repeats: variables.isEmpty || overRange)
    }

    /// The `switch` at `index` when its subject starts with a variable of `loop` (`switch item {`, `switch
    /// row.kind {`): its body with the loop's variables and the names its cases bind.
    static func dispatch(at index: Int, in file: OutlinedFile, loop: Loop) -> Loop? {
        let tokens = file.tokens
        guard !loop.variables.isEmpty, let subject = file.nextCode(after: index),
              tokens[subject].kind == .identifier, loop.variables.contains(file.text(subject)) else { return nil }
        var cursor = subject
        while cursor < loop.body.upperBound, tokens[cursor].kind != .leftBrace {
            if tokens[cursor].kind == .rightBrace { return nil }
            if tokens[cursor].kind.opensParenOrBracket, let close = file.partner(of: cursor) { cursor = close }
            cursor += 1
        }
        guard cursor < loop.body.upperBound, let close = file.partner(of: cursor) else { return nil }
        var variables = loop.variables
        var inPattern = false
        var position = cursor + 1
        while position < close {
            let token = tokens[position]
            if token.keyword == .case { inPattern = true }
            if inPattern, token.kind == .colon { inPattern = false }
            if inPattern, token.kind == .identifier,
               file.previousCode(before: position).map({ tokens[$0].kind != .period }) ?? true {
                variables.insert(file.text(position))
            }
            // Nested blocks are the cases' bodies: their own `case`s are another switch's.
            if token.kind == .leftBrace, let inner = file.partner(of: position) { position = inner }
            position += 1
        }
        return Loop(body: (cursor + 1)..<close, variables: variables, repeats: true, dispatches: loop.body.lowerBound)
    }

    /// The `{` of the closure passed to a call at `index`: `name { … }` or `name({ … })`.
    static func trailingClosure(after index: Int, in file: OutlinedFile) -> Int? {
        guard var next = file.nextCode(after: index) else { return nil }
        if file.tokens[next].kind == .leftParen {
            guard let inner = file.nextCode(after: next), file.tokens[inner].kind == .leftBrace else {
                guard let close = file.partner(of: next), let after = file.nextCode(after: close) else { return nil }
                next = after
                return file.tokens[next].kind == .leftBrace ? next : nil
            }
            return inner
        }
        return file.tokens[next].kind == .leftBrace ? next : nil
    }
}
