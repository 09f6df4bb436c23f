import ArchLintLexer
import ArchLintOutline

/// Token-level questions the rule asks of a member's body: comparisons, checks, arithmetic, calls on its context.
extension PersistedEntityLogicRule {
    /// A comparison at `index` with the current date on either side: `dueAt < Date()`, `.now > expiry`,
    /// `Date.now >= start`, or with a value named as the current time or day (`day == currentWeekday()`,
    /// `endTime <= getCurrentHour()`, `dueDay < today`).
    static func comparesWithNow(_ file: OutlinedFile, _ index: Int) -> Bool {
        let tokens = file.tokens
        if [file.previousCode(before: index), file.nextCode(after: index)].contains(where: { operand in
            operand.map { namesTheCurrentTime(file, $0) } ?? false
        }) {
            return true
        }
        if let next = file.nextCode(after: index) {
            // `Date()`, `Date.now`, `.now`
            if file.token(next, is: "Date"), let after = file.nextCode(after: next) {
                if tokens[after].kind == .leftParen, let close = file.nextCode(after: after),
                   tokens[close].kind == .rightParen {
                    return true
                }
                if tokens[after].kind == .period, let member = file.nextCode(after: after),
                   file.token(member, is: "now") {
                    return true
                }
            }
            if tokens[next].kind == .period, let member = file.nextCode(after: next), file.token(member, is: "now") {
                return true
            }
        }
        if let previous = file.previousCode(before: index) {
            if file.token(previous, is: "now") { return true }
            if tokens[previous].kind == .rightParen, let open = file.previousCode(before: previous),
               tokens[open].kind == .leftParen, let name = file.previousCode(before: open),
               file.token(name, is: "Date") {
                return true
            }
        }
        return false
    }

    /// A check of a value against a rule: `!title.isEmpty`, `trimmingCharacters`, `email.contains("@")`,
    /// `name.count >= 3`; not `items.count` or `items.isEmpty` on their own, which only read.
    static func isStatusCheck(_ file: OutlinedFile, _ index: Int) -> Bool {
        switch file.text(index) {
        case "trimmingCharacters":
            // Trimming to check what is left (`….trimmingCharacters(in: .whitespaces).isEmpty`), not to tidy a name.
            guard let open = file.nextCode(after: index), let close = file.partner(of: open),
                  let period = file.nextCode(after: close), file.tokens[period].kind == .period,
                  let member = file.nextCode(after: period) else { return false }
            return file.token(member, is: "isEmpty") || file.token(member, is: "count")
        case "isEmpty", "count":
            // On an entity a named receiver is a relationship or an optional being unwrapped
            // (`subordinates.count > 0`); only an expression's emptiness or length is checked as input.
            guard let next = file.nextCode(after: index) else { return false }
            if file.text(index) == "count",
               file.tokens[next].kind != .operator || !InputChecks.comparisons.contains(file.text(next)) {
                return false
            }
            return InputChecks.rejectsInput(file, index, isGuard: true, isCollection: { _ in true })
        default:
            return InputChecks.formatCheck(file, index)
        }
    }

    /// `age >= 18`, `score < 0.5`: a threshold, which is a business rule; `priority == 1` maps a stored code.
    static func comparesWithANumber(_ file: OutlinedFile, _ index: Int) -> Bool {
        guard !file.token(index, is: "==") && !file.token(index, is: "!="),
              !(file.previousCode(before: index).map { file.token($0, is: "count") } ?? false) else { return false }
        return [file.previousCode(before: index), file.nextCode(after: index)].contains { operand in
            guard let operand else { return false }
            return file.tokens[operand].kind == .integerLiteral || file.tokens[operand].kind == .floatLiteral
        }
    }

    /// `start <= now && now < end`, `finishedAt > deadline`: an ordering of two values outside a sort closure
    /// (`sorted { $0.date < $1.date }` orders a relationship) and apart from counts, numbers and `nil`.
    static func ordersTwoValues(_ file: OutlinedFile, _ index: Int) -> Bool {
        guard ["<", ">", "<=", ">="].contains(file.text(index)),
              let left = file.previousCode(before: index), let right = file.nextCode(after: index) else { return false }
        // `Set<Country>`: angle brackets of a generic type, written without spaces.
        let bytes = file.source.bytes
        let start = Int(file.tokens[index].start), end = Int(file.tokens[index].end)
        let spaced = start > 0 && end < bytes.count && bytes[start - 1] == UInt8(ascii: " ") && bytes[end] == UInt8(ascii: " ")
        guard spaced else { return false }
        for operand in [left, right] {
            let token = file.tokens[operand]
            if [.integerLiteral, .floatLiteral, .stringLiteral].contains(token.kind) || token.keyword == .nil
                || file.token(operand, is: "count") {
                return false
            }
        }
        let leftStart = file.expressionStart(endingAt: left)
        return !file.text(leftStart).hasPrefix("$") && !file.text(right).hasPrefix("$")
            && !isInSortClosure(file, index)
    }

    /// The entity's own context: `modelContext` (SwiftData) or `managedObjectContext` (Core Data), read as its
    /// property (`modelContext`, `self.modelContext`), not as another value's.
    static func readsItsContext(_ file: OutlinedFile, _ index: Int) -> Bool {
        guard file.token(index, is: "modelContext") || file.token(index, is: "managedObjectContext") else {
            return false
        }
        guard let period = file.previousCode(before: index), file.tokens[period].kind == .period else { return true }
        return file.previousCode(before: period).map { file.tokens[$0].keyword == .self } ?? false
    }


    static let sortingCalls: Set<String> = ["sorted", "sort", "max", "min", "partition"]

    /// Whether the token at `index` sits in a closure handed to `sorted`/`sort`/`max`/`min`
    /// (`sorted { first, second in first.name < second.name }`, `sorted(by: { … })`).
    static func isInSortClosure(_ file: OutlinedFile, _ index: Int) -> Bool {
        enclosingClosure(file, index)?.callee.map { sortingCalls.contains(file.text($0)) } ?? false
    }

    /// A binary `+ - * / %` between two values (`price * quantity`, `Double(done) / Double(total)`): not a prefix
    /// or postfix operator, not joining strings, and not a conversion by a constant (`meters / 1000`).
    static func isArithmetic(_ file: OutlinedFile, _ index: Int) -> Bool {
        let token = file.tokens[index]
        guard !token.flags.contains(.prefixOperator), !token.flags.contains(.postfixOperator) else { return false }
        return ![file.previousCode(before: index), file.nextCode(after: index)].contains { operand in
            guard let operand else { return true }
            if [.stringLiteral, .integerLiteral, .floatLiteral].contains(file.tokens[operand].kind) { return true }
            // `String(period) + String(localized: "st")`: joining text.
            if file.token(operand, is: "String") { return true }
            if file.tokens[operand].kind == .rightParen, let open = file.partner(of: operand),
               let callee = file.previousCode(before: open), file.token(callee, is: "String") {
                return true
            }
            return false
        }
    }

    /// Words that say a value is the current one, and the units of time it can be.
    static let currentWords: Set<String> = ["current", "today", "todays"]
    static let timeWords: Set<String> = ["date", "time", "day", "weekday", "week", "month", "year", "hour", "minute"]

    /// The operand at `index` (a name, or a call ending there or starting there) names the current time or day:
    /// `today`, `currentDate`, `getCurrentWeekday()`.
    static func namesTheCurrentTime(_ file: OutlinedFile, _ index: Int) -> Bool {
        var name = index
        if file.tokens[index].kind == .rightParen, let open = file.partner(of: index),
           let callee = file.previousCode(before: open) {
            name = callee
        }
        guard file.tokens[name].kind == .identifier else { return false }
        let words = Set(NameWords.split(file.text(name)).map { $0.lowercased() })
        if words.contains("today") || words.contains("todays") { return true }
        return words.contains("current") && !words.isDisjoint(with: timeWords)
    }
}
