import ArchLintLexer
import ArchLintOutline

extension ViewBodyLogicRule {
    /// Statistics a view scope computes from a collection: a ratio of an aggregate (`sum / days`, `Decimal(low) /
    /// total * 100` where `low` counts the readings that pass a filter) and a weighted or converted total (`total +=
    /// value * rate` in a loop, `reduce(0) { $0 + $1.amount * $1.rate }`). An aggregate is a `reduce`, a count of
    /// what a filter keeps (`items.filter { … }.count`, `count(where:)`), a total accumulated in a loop, or a local
    /// bound to one of those. A plain count or sum shown as it is, and layout maths on a count
    /// (`width / CGFloat(items.count)`), are not statistics.
    static func statistics(in range: Range<Int>, file: OutlinedFile) -> [ViewBodyFinding] {
        let tokens = file.tokens
        var aggregates: Set<String> = []
        var found: [ViewBodyFinding] = []
        for index in range {
            let token = tokens[index]
            if token.keyword == .for, let loop = loopBody(at: index, in: file, limit: range.upperBound) {
                found += weightedTotals(in: loop, file: file, aggregates: &aggregates)
                continue
            }
            if token.kind == .identifier, file.token(index, is: "reduce"),
               let weighted = weightedReduce(at: index, in: file) {
                found.append(weighted)
                continue
            }
            guard token.keyword == .let || token.keyword == .var,
                  let binding = boundValue(at: index, in: file, limit: range.upperBound) else { continue }
            let aggregated = binding.value.contains { position in
                isAggregate(at: position, in: file)
                    || tokens[position].kind == .identifier && aggregates.contains(file.text(position))
            }
            guard aggregated else { continue }
            aggregates.insert(binding.name)
            guard binding.value.contains(where: { isDivision(at: $0, in: file) }) else { continue }
            let name = binding.name
            found.append(ViewBodyFinding(check: .statistics, anchor: index, end: binding.value.upperBound - 1) { scope in
                "`\(name)` in `\(scope)` is a ratio of an aggregate of the data (an average, a share, a rate) — "
                    + "compute it in a view model or a Domain type, where it can be tested"
            })
        }
        return found
    }

    /// The name a `let`/`var` at `index` binds and the tokens of its value; `nil` without a value.
    private static func boundValue(at index: Int, in file: OutlinedFile, limit: Int)
        -> (name: String, value: Range<Int>)? {
        let tokens = file.tokens
        guard let nameToken = file.nextCode(after: index), tokens[nameToken].kind == .identifier else { return nil }
        var cursor = nameToken + 1
        // Past a type annotation to the `=`.
        while cursor < limit, tokens[cursor].kind != .equal {
            let kind = tokens[cursor].kind
            if kind == .leftBrace || kind == .rightBrace || kind == .semicolon
                || tokens[cursor].flags.contains(.firstOnLine) && kind != .period {
                return nil
            }
            if kind.opensGroup, let close = file.partner(of: cursor) { cursor = close }
            cursor += 1
        }
        guard cursor < limit else { return nil }
        let end = file.statementEnd(from: cursor + 1, limit: limit)
        guard end > cursor + 1 else { return nil }
        return (file.text(nameToken), (cursor + 1)..<end)
    }

    /// `reduce(`, `count(where:`, or the `count` of what a filter keeps: `items.filter { $0.isDone }.count`.
    private static func isAggregate(at position: Int, in file: OutlinedFile) -> Bool {
        let tokens = file.tokens
        guard tokens[position].kind == .identifier,
              let period = file.previousCode(before: position), tokens[period].kind == .period else { return false }
        let next = file.nextCode(after: position)
        if file.token(position, is: "reduce") {
            return next.map { tokens[$0].kind == .leftParen } ?? false
        }
        guard file.token(position, is: "count") else { return false }
        if let next, tokens[next].kind == .leftParen, let label = file.nextCode(after: next) {
            return file.token(label, is: "where")
        }
        guard let close = file.previousCode(before: period),
              tokens[close].kind == .rightBrace || tokens[close].kind == .rightParen,
              let open = file.partner(of: close), var callee = file.previousCode(before: open) else { return false }
        // `filter(…) { … }`: the name is before the parentheses.
        if tokens[callee].kind == .rightParen, let parenOpen = file.partner(of: callee),
           let name = file.previousCode(before: parenOpen) {
            callee = name
        }
        return file.token(callee, is: "filter")
    }

    /// `/` between two operands.
    private static func isDivision(at position: Int, in file: OutlinedFile) -> Bool {
        let token = file.tokens[position]
        return token.kind == .operator && file.token(position, is: "/")
            && !token.flags.contains(.prefixOperator) && !token.flags.contains(.postfixOperator)
    }

    /// `*` or `/` between two operands.
    private static func scales(at position: Int, in file: OutlinedFile) -> Bool {
        let token = file.tokens[position]
        return token.kind == .operator && (file.token(position, is: "*") || file.token(position, is: "/"))
            && !token.flags.contains(.prefixOperator) && !token.flags.contains(.postfixOperator)
    }

    /// The tokens inside the braces of the `for` loop at `index`.
    private static func loopBody(at index: Int, in file: OutlinedFile, limit: Int) -> Range<Int>? {
        var cursor = index + 1
        while cursor < limit, file.tokens[cursor].kind != .leftBrace {
            if file.tokens[cursor].kind == .rightBrace { return nil }
            if file.tokens[cursor].kind.opensParenOrBracket, let close = file.partner(of: cursor) { cursor = close }
            cursor += 1
        }
        guard cursor < limit, let close = file.partner(of: cursor), close <= limit else { return nil }
        return (cursor + 1)..<close
    }

    /// In a loop's body, a total accumulated from scaled values: `total += value * rate`,
    /// `total = total + value * rate`. Each total becomes an aggregate.
    private static func weightedTotals(in body: Range<Int>, file: OutlinedFile, aggregates: inout Set<String>)
        -> [ViewBodyFinding] {
        let tokens = file.tokens
        var found: [ViewBodyFinding] = []
        for position in body {
            let token = tokens[position]
            let compound = token.kind == .operator && file.token(position, is: "+=")
            guard compound || token.kind == .equal,
                  let target = file.previousCode(before: position), tokens[target].kind == .identifier,
                  file.previousCode(before: target).map({ tokens[$0].kind != .period }) ?? true else { continue }
            let name = file.text(target)
            let end = file.statementEnd(from: position + 1, limit: body.upperBound)
            guard end > position + 1 else { continue }
            var value = (position + 1)..<end
            if !compound {
                // `total = total + …`
                guard file.text(value.lowerBound) == name, let plus = file.nextCode(after: value.lowerBound),
                      tokens[plus].kind == .operator, file.token(plus, is: "+") else { continue }
                value = (plus + 1)..<end
            }
            aggregates.insert(name)
            guard value.contains(where: { scales(at: $0, in: file) }) else { continue }
            found.append(ViewBodyFinding(check: .statistics, anchor: target, end: end - 1) { scope in
                "`\(name)` in `\(scope)` is a total of weighted or converted values built in a loop — compute it "
                    + "in a view model or a Domain type, where it can be tested"
            })
        }
        return found
    }

    /// `reduce(0) { $0 + $1.amount * $1.rate }`: a total of scaled values.
    private static func weightedReduce(at index: Int, in file: OutlinedFile) -> ViewBodyFinding? {
        let tokens = file.tokens
        guard let period = file.previousCode(before: index), tokens[period].kind == .period,
              let open = file.nextCode(after: index), tokens[open].kind == .leftParen,
              let close = file.partner(of: open) else { return nil }
        var closure: Range<Int>?
        if let brace = file.nextCode(after: close), tokens[brace].kind == .leftBrace,
           let braceClose = file.partner(of: brace) {
            closure = (brace + 1)..<braceClose
        } else if let brace = (open + 1..<close).first(where: { tokens[$0].kind == .leftBrace }),
                  let braceClose = file.partner(of: brace) {
            closure = (brace + 1)..<braceClose
        }
        guard let closure, closure.contains(where: { scales(at: $0, in: file) }) else { return nil }
        let anchor = file.expressionStart(endingAt: index)
        let text = file.source.text(in: Int(tokens[anchor].start)..<Int(tokens[index].end))
        return ViewBodyFinding(check: .statistics, anchor: anchor, end: closure.upperBound) { scope in
            "`\(text)(…)` in `\(scope)` totals weighted or converted values — compute it in a view model or a "
                + "Domain type, where it can be tested"
        }
    }
}
