import ArchLintLexer
import ArchLintOutline

/// Flags validation, throwing members and domain computations on persisted entities (`@Model`,
/// `NSManagedObject`) and their extensions in any file. Docs: Rules/persisted-entity-logic.md
public struct PersistedEntityLogicRule: Rule {
    public static let id = "persisted-entity-logic"

    public init() {}

    public func check(_ file: OutlinedFile, in context: RuleContext) -> [Violation] {
        let outline = file.outline
        var entityScopes: [Int: String] = [:]
        for (position, decl) in outline.types.enumerated()
        where context.index.isPersistedEntity(decl, inLayer: context.layer) {
            entityScopes[position] = ProjectIndex.simpleName(decl.name)
        }
        guard !entityScopes.isEmpty else { return [] }
        var violations: [Violation] = []
        for function in outline.functions {
            guard let parent = function.parent, let entity = entityScopes[parent] else { continue }
            let found: String?
            switch function.kind {
            case .function:
                guard !Self.isMapping(function.name) else { continue }
                found = reason(function.name, throwing: function.isThrowing, body: function.bodyTokens,
                               member: function.isStatic ? .initializer : .function, file)
            case .initializer:
                // An initialiser may throw for other reasons (`init(from:)` of `Decodable`); only what its body
                // does counts.
                found = function.bodyTokens.flatMap { bodyReason($0, member: .initializer, file) }
            }
            guard let found else { continue }
            let member = function.kind == .initializer ? "init" : "func \(function.name)"
            violations.append(Violation(at: file.tokens[function.keywordToken], .entityLogic(member, entity, found)))
        }
        for property in outline.properties {
            guard let parent = property.parent, let entity = entityScopes[parent], property.isComputed,
                  let reason = reason(property.name, throwing: Self.hasThrowingGetter(property, file),
                                      body: property.accessorTokens, member: property.isStatic ? .initializer : .property,
                                      file)
            else { continue }
            violations.append(Violation(at: file.tokens[property.keywordToken],
                                        .entityLogic("var \(property.name)", entity, reason)))
        }
        return violations
    }

    /// Why a member is logic rather than storage or mapping, or `nil` when it is not.
    private func reason(_ name: String, throwing: Bool, body: Range<Int>?, member: Member,
                        _ file: OutlinedFile) -> String? {
        if Self.isValidationName(name) { return "validation" }
        if throwing { return "a throwing member (validation)" }
        return body.flatMap { bodyReason($0, member: member, file) }
    }

    /// What kind of member a body belongs to: an initialiser may only assign, a function may also reject input,
    /// and a computed property is read as a status or a value.
    enum Member { case initializer, function, property }

    static let arithmetic: Set<String> = ["+", "-", "*", "/", "%"]
    static let compoundAssignments: Set<String> = ["+=", "-=", "*=", "/="]
    static let queryTypes: Set<String> = ["Predicate", "NSPredicate", "FetchDescriptor", "NSFetchRequest",
                                          "SortDescriptor", "NSSortDescriptor"]

    /// What a member's body does that is logic: validation (a `guard … else { throw … }`, or in a method or
    /// computed property a check that rejects input), date arithmetic and rules about the current date, and
    /// computations (arithmetic, `reduce`).
    private func bodyReason(_ body: Range<Int>, member: Member, _ file: OutlinedFile) -> String? {
        let tokens = file.tokens
        var comparesWithNow = false
        var computes = false
        var checksInput = false
        var buildsQuery = false
        var dateArithmetic = false
        var accumulates = false
        var orders = false
        var usesContext = false
        for index in body {
            let token = tokens[index]
            if token.keyword == .guard, let shape = file.conditional(at: index, limit: body.upperBound) {
                if shape.block.contains(where: { tokens[$0].keyword == .throw }) {
                    return "a `guard … else { throw … }` (validation)"
                }
                if member == .function, shape.condition.contains(where: {
                    InputChecks.rejectsInput(file, $0, isGuard: true) || InputChecks.formatCheck(file, $0)
                }), InputChecks.leavesEarly(file, shape.block) {
                    return "a `guard … else { return }` that rejects input (validation)"
                }
            }
            switch token.kind {
            case .identifier:
                if DateArithmetic.isDateArithmetic(file, at: index, calendarRules: true) { dateArithmetic = true }
                if Self.queryTypes.contains(file.text(index)) { buildsQuery = true }
                if member != .initializer, Self.isStatusCheck(file, index) { checksInput = true }
                if member == .function, Self.callsItsContext(file, index) { usesContext = true }
                if file.token(index, is: "reduce"), let open = file.nextCode(after: index),
                   tokens[open].kind == .leftParen || tokens[open].kind == .leftBrace {
                    computes = true
                }
            case .operator:
                let text = file.text(index)
                if InputChecks.comparisons.contains(text) {
                    if Self.comparesWithNow(file, index), !Self.isInSortClosure(file, index) { comparesWithNow = true }
                    if member != .initializer, Self.comparesWithANumber(file, index) { checksInput = true }
                    if member != .initializer, Self.ordersTwoValues(file, index) { orders = true }
                } else if Self.arithmetic.contains(text), Self.isArithmetic(file, index) {
                    computes = true
                } else if member == .function, Self.compoundAssignments.contains(text) {
                    accumulates = true
                }
            case .poundKeyword:
                // `#Predicate { … }`, `#Expression { … }`
                if file.token(index, is: "#Predicate") || file.token(index, is: "#Expression") { buildsQuery = true }
            default:
                break
            }
        }
        // A member that builds a query (`#Predicate { $0.dueAt < now }`) compares and computes for the query.
        guard !buildsQuery else { return nil }
        if dateArithmetic { return "date arithmetic" }
        guard member != .initializer else { return nil }
        if comparesWithNow { return "a rule about the current date" }
        if checksInput { return "a validation status" }
        if usesContext { return "an operation that writes through its model context" }
        if computes || accumulates { return "a domain computation" }
        if orders { return "a business rule (an ordering of two values)" }
        return nil
    }

    /// A comparison at `index` with the current date on either side: `dueAt < Date()`, `.now > expiry`,
    /// `Date.now >= start`.
    private static func comparesWithNow(_ file: OutlinedFile, _ index: Int) -> Bool {
        let tokens = file.tokens
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
    private static func isStatusCheck(_ file: OutlinedFile, _ index: Int) -> Bool {
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
    private static func comparesWithANumber(_ file: OutlinedFile, _ index: Int) -> Bool {
        guard !file.token(index, is: "==") && !file.token(index, is: "!="),
              !(file.previousCode(before: index).map { file.token($0, is: "count") } ?? false) else { return false }
        return [file.previousCode(before: index), file.nextCode(after: index)].contains { operand in
            guard let operand else { return false }
            return file.tokens[operand].kind == .integerLiteral || file.tokens[operand].kind == .floatLiteral
        }
    }

    /// `start <= now && now < end`, `finishedAt > deadline`: an ordering of two values outside a sort closure
    /// (`sorted { $0.date < $1.date }` orders a relationship) and apart from counts, numbers and `nil`.
    private static func ordersTwoValues(_ file: OutlinedFile, _ index: Int) -> Bool {
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

    /// `modelContext?.delete(item)`, `managedObjectContext?.insert(…)`: the entity changing the store itself.
    private static func callsItsContext(_ file: OutlinedFile, _ index: Int) -> Bool {
        guard file.token(index, is: "modelContext") || file.token(index, is: "managedObjectContext"),
              var next = file.nextCode(after: index) else { return false }
        if file.tokens[next].kind == .questionMark, let after = file.nextCode(after: next) { next = after }
        guard file.tokens[next].kind == .period, let method = file.nextCode(after: next) else { return false }
        return ["delete", "insert", "save"].contains(file.text(method))
    }

    static let sortingCalls: Set<String> = ["sorted", "sort", "max", "min", "partition"]

    /// Whether the token at `index` sits in a closure handed to `sorted`/`sort`/`max`/`min`
    /// (`sorted { first, second in first.name < second.name }`, `sorted(by: { … })`).
    private static func isInSortClosure(_ file: OutlinedFile, _ index: Int) -> Bool {
        var cursor = index
        let floor = max(0, index - 256)
        while cursor > floor {
            cursor -= 1
            guard file.tokens[cursor].kind == .leftBrace, let close = file.partner(of: cursor), close > index else {
                continue
            }
            var callee = file.previousCode(before: cursor)
            if let open = callee, file.tokens[open].kind == .colon, let label = file.previousCode(before: open),
               let paren = file.previousCode(before: label), file.tokens[paren].kind == .leftParen {
                callee = file.previousCode(before: paren)
            } else if let open = callee, file.tokens[open].kind == .leftParen {
                callee = file.previousCode(before: open)
            }
            return callee.map { sortingCalls.contains(file.text($0)) } ?? false
        }
        return false
    }

    /// A binary `+ - * / %` between two values (`price * quantity`, `Double(done) / Double(total)`): not a prefix
    /// or postfix operator, not joining strings, and not a conversion by a constant (`meters / 1000`).
    private static func isArithmetic(_ file: OutlinedFile, _ index: Int) -> Bool {
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

    /// `validate`, `validated`, `validateTitle`, `isValid`, `isValidRun`; not `validatorName` or `isValidating`.
    private static func isValidationName(_ name: String) -> Bool {
        ["validate", "validated", "isValid"].contains { startsWithWord(name, $0) }
    }

    /// Mapping to and from Domain types is allowed: `toDomain()`, `toTrip()`, `asDomain()`; so is `Encodable`'s
    /// `encode(to:)`, which must throw.
    private static func isMapping(_ name: String) -> Bool {
        name == "encode" || ["to", "as", "make"].contains { name.count > $0.count && startsWithWord(name, $0) }
    }

    /// `name` is `word`, or `word` followed by a capitalised word.
    private static func startsWithWord(_ name: String, _ word: String) -> Bool {
        guard name.hasPrefix(word) else { return false }
        return name.dropFirst(word.count).first.map(\.isUppercase) ?? true
    }

    /// `var x: T { get throws { … } }`
    private static func hasThrowingGetter(_ property: PropertyDecl, _ file: OutlinedFile) -> Bool {
        guard let accessors = property.accessorTokens else { return false }
        for index in accessors where file.tokens[index].keyword == .get {
            if let next = file.nextCode(after: index), file.tokens[next].keyword == .throws { return true }
            if let next = file.nextCode(after: index), file.tokens[next].keyword == .async,
               let after = file.nextCode(after: next), file.tokens[after].keyword == .throws { return true }
        }
        return false
    }
}

extension String {
    fileprivate static func entityLogic(_ member: String, _ entity: String, _ reason: String) -> String {
        "`\(member)` on persisted entity `\(entity)` is \(reason) — keep the entity to storage and mapping; "
            + "put the rule in a Domain type"
    }
}
