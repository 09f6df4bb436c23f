import ArchLintLexer
import ArchLintOutline

/// One construct found in a view body: where it starts, where it ends, and its message for a given scope name.
struct ViewBodyFinding {
    var anchor: Int
    /// The construct's last token (inclusive).
    var end: Int
    var message: (String) -> String
}

extension ViewBodyLogicRule {
    static let persistenceMethods: Set<String> = ["save", "insert", "delete", "fetch", "fetchCount", "rollback"]
    static let networkingTypes: Set<String> = ["URLSession", "URLRequest"]
    static let validationWords: Set<String> = ["trimmingCharacters", "isEmpty", "count"]
    static let comparisons: Set<String> = ["<", ">", "<=", ">=", "==", "!="]
    static let arithmetic: Set<String> = ["+", "-", "*", "/", "%"]
    static let compoundAssignments: Set<String> = ["+=", "-=", "*=", "/=", "%="]

    static func checks(in range: Range<Int>, file: OutlinedFile, view: ViewFacts, persistence: Bool)
        -> [ViewBodyFinding] {
        var found: [ViewBodyFinding] = []
        let tokens = file.tokens
        for index in range {
            let token = tokens[index]
            switch token.kind {
            case .identifier:
                let afterPeriod = file.previousCode(before: index).map { tokens[$0].kind == .period } ?? false
                if persistence, afterPeriod, let call = persistenceCall(file, index, view) { found.append(call) }
                if !afterPeriod, token.keyword == .none, networkingTypes.contains(file.text(index)) {
                    let name = file.text(index)
                    found.append(ViewBodyFinding(anchor: index, end: index) { scope in
                        "`\(name)` in `\(scope)` — networking belongs in a repository (Data layer) behind a Domain protocol"
                    })
                }
                if DateArithmetic.isDateArithmetic(file, at: index) {
                    let start = file.expressionStart(endingAt: index)
                    let end = file.nextCode(after: index).flatMap(file.partner(of:)) ?? index
                    let text = file.source.text(in: Int(tokens[start].start)..<Int(token.end))
                    found.append(ViewBodyFinding(anchor: start, end: end) { scope in
                        "`\(text)(…)` in `\(scope)` — date arithmetic belongs in a Domain type"
                    })
                }
            case .keyword where token.keyword == .guard || token.keyword == .if:
                if let validation = validation(file, index, limit: range.upperBound) { found.append(validation) }
            case .equal, .operator:
                if let assignment = derivedState(file, index, view, limit: range.upperBound) { found.append(assignment) }
            default:
                break
            }
        }
        return found
    }

    /// `context.save()` where `context` is the view's model context.
    private static func persistenceCall(_ file: OutlinedFile, _ index: Int, _ view: ViewFacts) -> ViewBodyFinding? {
        guard persistenceMethods.contains(file.text(index)), let open = file.nextCode(after: index),
              file.tokens[open].kind == .leftParen else { return nil }
        let start = file.expressionStart(endingAt: index)
        var root = start
        if file.tokens[root].keyword == .self, let period = file.nextCode(after: root),
           file.tokens[period].kind == .period, let member = file.nextCode(after: period) {
            root = member
        }
        guard root < index, view.contextNames.contains(file.text(root)) else { return nil }
        let text = file.source.text(in: Int(file.tokens[start].start)..<Int(file.tokens[index].end))
        return ViewBodyFinding(anchor: start, end: file.partner(of: open) ?? open) { scope in
            "`\(text)()` in `\(scope)` — persistence belongs in a repository (Data layer)"
        }
    }

    /// `guard`/`if` on emptiness, counts or comparisons that returns or throws: a validation rule.
    private static func validation(_ file: OutlinedFile, _ index: Int, limit: Int) -> ViewBodyFinding? {
        guard let shape = file.conditional(at: index, limit: limit) else { return nil }
        let checks = shape.condition.contains { position in
            let token = file.tokens[position]
            if token.kind == .identifier { return validationWords.contains(file.text(position)) }
            if token.kind == .operator { return comparisons.contains(file.text(position)) }
            return false
        }
        guard checks, leavesEarly(file, shape.block) else { return nil }
        let keyword = file.text(index)
        // The finding covers the condition; statements in the block are constructs of their own.
        return ViewBodyFinding(anchor: index, end: shape.condition.upperBound - 1) { scope in
            "`\(keyword)` validation in `\(scope)` — validation belongs in a Domain type or use case; the view shows its error"
        }
    }

    /// Whether `block` throws or returns without a value. `return Text(…)` in a `some View` helper chooses what
    /// to show; it does not reject input.
    private static func leavesEarly(_ file: OutlinedFile, _ block: Range<Int>) -> Bool {
        block.contains { position in
            let token = file.tokens[position]
            if token.keyword == .throw { return true }
            guard token.keyword == .return else { return false }
            guard let next = file.nextCode(after: position) else { return true }
            let following = file.tokens[next]
            return following.kind == .rightBrace || following.kind == .semicolon
                || following.flags.contains(.firstOnLine)
        }
    }

    /// `trip.duration = <computation>`: derived state written into something that is not the view's own state.
    private static func derivedState(_ file: OutlinedFile, _ index: Int, _ view: ViewFacts, limit: Int)
        -> ViewBodyFinding? {
        let tokens = file.tokens
        if tokens[index].kind == .operator, !compoundAssignments.contains(file.text(index)) { return nil }
        guard let target = file.previousCode(before: index), tokens[target].kind == .identifier else { return nil }
        let start = file.expressionStart(endingAt: target)
        guard start < target else { return nil }
        var root = start
        if tokens[root].keyword == .self, let period = file.nextCode(after: root),
           let member = file.nextCode(after: period) {
            // `self.count = …` sets one of the view's own properties, which in a body can only be its state.
            guard member < target else { return nil }
            root = member
        }
        let rootName = file.text(root)
        guard !view.ownState.contains(rootName), !view.isViewModel(rootName) else { return nil }
        let end = file.statementEnd(from: index + 1, limit: limit)
        guard end > index + 1, computes(file, (index + 1)..<end) else { return nil }
        let text = file.source.text(in: Int(tokens[start].start)..<Int(tokens[target].end))
        let assignment = file.text(index)
        return ViewBodyFinding(anchor: start, end: end - 1) { scope in
            "`\(text) \(assignment) …` in `\(scope)` — derived state belongs in a Domain type; compute it there and let "
                + "the view read it"
        }
    }

    /// Whether an assigned value is computed: arithmetic, date arithmetic, or a method call.
    private static func computes(_ file: OutlinedFile, _ range: Range<Int>) -> Bool {
        for index in range {
            let token = file.tokens[index]
            if token.kind == .operator, !token.flags.contains(.prefixOperator), !token.flags.contains(.postfixOperator),
               arithmetic.contains(file.text(index)) {
                return true
            }
            if token.kind == .leftParen, let previous = file.previousCode(before: index),
               file.tokens[previous].kind == .identifier, let period = file.previousCode(before: previous),
               file.tokens[period].kind == .period {
                let first = file.source.bytes[Int(file.tokens[previous].start)]
                if first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") { return true }
            }
        }
        return false
    }
}
