import ArchLintLexer
import ArchLintOutline

extension PersistedEntityLogicRule {
    /// What a member's body does, read token by token; ``PersistedEntityLogicRule/reason(_:_:entity:)`` decides
    /// from it what the member is.
    struct Evidence {
        /// A `guard … else { throw … }` whose condition checks a value (a comparison, emptiness, a count, a
        /// format): a rule that rejects input. A `guard let` that unwraps before forwarding is not one.
        var guardThrows = false
        /// An `await` in the body: a member that forwards to a client or service.
        var awaits = false
        /// An `if`, `guard` or `switch` that tests a value: not one that only unwraps, checks for `nil` or for a
        /// change.
        var checksState = false
        /// An assignment to one of the entity's own properties (`self.endedAt = …`, `status = …`).
        var writesOwnState = false
        /// In a method, a `guard … else { return }` whose condition rejects input (`guard title.count >= 3`).
        var guardRejects = false
        /// A `throw` statement of its own, not only `try` on what it calls.
        var throwsItself = false
        var dateArithmetic = false
        /// A comparison with the current date or day (`dueAt < Date()`, `day == currentWeekday()`).
        var comparesWithNow = false
        /// Emptiness, trimming to check what is left, a format against a literal (`email.contains("@")`).
        var formatCheck = false
        /// An ordering against a number (`age >= 18`).
        var threshold = false
        /// Arithmetic between two values or `reduce`.
        var computes = false
        /// A product, ratio, remainder or `reduce`: a total, an average or a rate, which stays a domain value when
        /// it is formatted for a screen (`+` and `-` also join text and offset values to show them).
        var computesAValue = false
        /// `total += …`, `sessions += 1` in a method.
        var accumulates = false
        /// In a method, a property set from a count (`numberOfCuttings = Int64(cuttings.count)`): a derived value kept
        /// beside what it counts.
        var storesACount = false
        /// An ordering of two values outside a sort closure (`startsAt <= time && time < endsAt`).
        var orders = false
        /// The entity working the store through its own context: `modelContext?.delete(…)`, or its context
        /// unwrapped and fetched from.
        var usesOwnContext = false
        /// `#Predicate`, `FetchDescriptor`, `NSFetchRequest`…
        var buildsQuery = false
        /// `context.fetch(…)`, `fetchCount(…)`, `execute(…)`.
        var fetches = false
        /// `Self.allowed.contains(x)`, `supportedUnits.contains(unit)`.
        var allowedMembership = false
        /// What is free: `Set(Self.slots).subtracting(used)`, `all.filter { !used.contains($0) }`.
        var allocates = false
        /// `.valid` / `.invalid(…)` as a value.
        var outcomeLiteral = false
        /// A comparison in a member that takes another instance of the entity.
        var comparesInstances = false
        /// Any comparison (`==`, `<`…).
        var compares = false
        /// A count ordered against a stored limit (`attendees.count < capacity`).
        var limitsACount = false
        /// Something decided, not one value read: `&&`, `||`, an ordering, an equality that is not a `nil` check,
        /// membership, a count, emptiness, a branch.
        var decides = false
        /// Code tokens outside the calls that only log.
        var codeTokens = 0
    }

    static let arithmetic: Set<String> = ["+", "-", "*", "/", "%"]
    static let compoundAssignments: Set<String> = ["+=", "-=", "*=", "/="]
    static let queryTypes: Set<String> = ["Predicate", "NSPredicate", "FetchDescriptor", "NSFetchRequest",
                                          "SortDescriptor", "NSSortDescriptor", "NSBatchDeleteRequest",
                                          "NSBatchUpdateRequest"]
    static let fetchCalls: Set<String> = ["fetch", "fetchCount", "fetchIdentifiers", "execute"]

    /// Reads a member's body: validation (a `guard … else { throw … }`, a check that rejects input), date
    /// arithmetic and rules about the current date, computations, queries, and the decisions about what the
    /// entity may do or accept. The arguments of a call that only logs are left out: they describe.
    func read(_ body: Range<Int>, of member: Member, entity: String, _ file: OutlinedFile) -> Evidence {
        let tokens = file.tokens
        var found = Evidence()
        let instances = Set(member.parameters.filter { Self.namesInstance($0.type, of: entity) }.map(\.name))
        let readsInstance = !instances.isEmpty
        // A parameter named like the context is the caller's, not the entity's.
        let ownsContextName = member.parameters.contains { $0.name == "modelContext" || $0.name == "managedObjectContext" }
        var readsOwnContext = false, callsStore = false
        // Parameters and locals: what is not one of them, assigned bare, is the entity's own property.
        var locals = Set(member.parameters.map(\.name))
        var index = body.lowerBound
        while index < body.upperBound {
            defer { index += 1 }
            let token = tokens[index]
            if token.isComment { continue }
            if token.kind == .identifier, let call = Self.loggingCall(file, index) {
                // Its receiver (`logger.`) was counted on the way here.
                found.codeTokens -= (call.start..<index).filter { !tokens[$0].isComment }.count
                index = call.close
                continue
            }
            found.codeTokens += 1
            if token.keyword == .throw { found.throwsItself = true }
            if token.keyword == .await { found.awaits = true }
            if token.keyword == .let || token.keyword == .var, let name = file.nextCode(after: index),
               tokens[name].kind == .identifier {
                locals.insert(file.text(name))
            }
            if token.keyword == .switch { found.checksState = true }
            if token.keyword == .if || token.keyword == .guard,
               let shape = file.conditional(at: index, limit: body.upperBound),
               case let checked = Self.checkedClauses(of: shape.condition, in: file), !checked.isEmpty,
               !checked.contains(where: { tokens[$0].keyword == .nil }),
               !InputChecks.checksAChange(file, shape.condition), !Self.comparesWithItsNewValue(file, shape.condition) {
                found.checksState = true
            }
            if [.if, .guard, .switch].contains(token.keyword) { found.decides = true }
            if token.keyword == .guard, let shape = file.conditional(at: index, limit: body.upperBound) {
                if shape.block.contains(where: { tokens[$0].keyword == .throw }),
                   Self.checkedClauses(of: shape.condition, in: file)
                       .contains(where: { Self.rejectsInput(file, $0) || Self.isComparison(file, $0) }) {
                    found.guardThrows = true
                }
                if member.kind == .function, shape.condition.contains(where: { Self.rejectsInput(file, $0) }),
                   InputChecks.leavesEarly(file, shape.block) {
                    found.guardRejects = true
                }
            }
            switch token.kind {
            case .identifier:
                if DateArithmetic.isDateArithmetic(file, at: index, calendarRules: true),
                   !DateArithmetic.isGroupingKey(file, at: index, within: body) {
                    found.dateArithmetic = true
                }
                if Self.queryTypes.contains(file.text(index)) { found.buildsQuery = true }
                if Self.isCall(file, index, in: Self.fetchCalls) { found.fetches = true }
                if Self.isStatusCheck(file, index) { found.formatCheck = true }
                if member.kind == .function, !ownsContextName, Self.readsItsContext(file, index) {
                    readsOwnContext = true
                }
                if Self.isCall(file, index, in: IOVocabulary.storeCalls) { callsStore = true }
                if file.token(index, is: "reduce"), let open = file.nextCode(after: index),
                   tokens[open].kind == .leftParen || tokens[open].kind == .leftBrace {
                    found.computes = true
                    found.computesAValue = true
                }
                if Self.decidingNames.contains(file.text(index)) { found.decides = true }
                if file.token(index, is: "contains") {
                    if Self.checksAllowedValues(file, index, entity: entity) { found.allowedMembership = true }
                    if Self.checksWhatIsFree(file, index, in: body) { found.allocates = true }
                }
                if Self.isCall(file, index, in: Self.setDifferences) { found.allocates = true }
                if readsInstance, instances.contains(file.text(index)) { found.comparesInstances = true }
            case .period:
                if Self.isOutcomeLiteral(file, index) { found.outcomeLiteral = true }
            case .equal:
                if member.kind == .function, Self.storesACount(file, index, limit: body.upperBound) {
                    found.storesACount = true
                }
                if member.kind == .function, Self.writesOwnProperty(file, index, locals: locals) {
                    found.writesOwnState = true
                }
            case .operator:
                let text = file.text(index)
                if text == "&&" || text == "||" || Self.decidesByComparing(file, index) { found.decides = true }
                if InputChecks.comparisons.contains(text) {
                    found.compares = true
                    if Self.limitsACount(file, index) { found.limitsACount = true }
                    if Self.comparesWithNow(file, index), !Self.isInSortClosure(file, index) {
                        found.comparesWithNow = true
                    }
                    if Self.comparesWithANumber(file, index) { found.threshold = true }
                    if Self.ordersTwoValues(file, index) { found.orders = true }
                } else if Self.arithmetic.contains(text), Self.isArithmetic(file, index) {
                    // `first + " " + last` in a member that returns text joins it.
                    if !(text == "+" && member.result == .display) { found.computes = true }
                    if text != "+" && text != "-" { found.computesAValue = true }
                } else if member.kind == .function, Self.compoundAssignments.contains(text) {
                    found.accumulates = true
                }
            case .poundKeyword:
                // `#Predicate { … }`, `#Expression { … }`
                if file.token(index, is: "#Predicate") || file.token(index, is: "#Expression") {
                    found.buildsQuery = true
                }
            default:
                break
            }
        }
        // `modelContext?.delete(item)`, `guard let context = modelContext else { throw … }; context.fetch(…)`.
        found.usesOwnContext = readsOwnContext && callsStore
        // Another instance read where the body compares: `other.title == title`, `existing.contains { $0.id == id }`.
        found.comparesInstances = found.comparesInstances && found.compares
        return found
    }

    /// `guard self.flag != flag`: whether a property already holds the value it is given, a check for a change.
    static func comparesWithItsNewValue(_ file: OutlinedFile, _ condition: Range<Int>) -> Bool {
        condition.contains { position in
            guard file.tokens[position].kind == .operator, ["!=", "=="].contains(file.text(position)),
                  let left = file.previousCode(before: position), let right = file.nextCode(after: position),
                  file.tokens[left].kind == .identifier else { return false }
            var last = right
            while let period = file.nextCode(after: last), file.tokens[period].kind == .period,
                  let member = file.nextCode(after: period), member < condition.upperBound {
                last = member
            }
            return file.tokens[last].kind == .identifier && file.text(last) == file.text(left)
        }
    }

    /// `self.status = …`, or `status = …` where `status` is no parameter or local: a write to the entity's own
    /// state.
    static func writesOwnProperty(_ file: OutlinedFile, _ equal: Int, locals: Set<String>) -> Bool {
        guard let target = file.previousCode(before: equal), file.tokens[target].kind == .identifier else {
            return false
        }
        guard let before = file.previousCode(before: target) else { return false }
        if file.tokens[before].kind == .period {
            guard let base = file.previousCode(before: before), file.tokens[base].keyword == .self,
                  let beforeSelf = file.previousCode(before: base) else { return false }
            return file.tokens[beforeSelf].kind != .period
        }
        if [.let, .var, .case].contains(file.tokens[before].keyword) || file.tokens[before].kind == .colon {
            return false
        }
        return !locals.contains(file.text(target))
    }

    /// Calls and members that decide over a collection or a value.
    static let decidingNames: Set<String> = ["contains", "allSatisfy", "count", "isEmpty", "first", "filter",
                                             "hasPrefix", "hasSuffix"]

    /// A comparison that is not a check for `nil` or a literal `true`/`false`.
    static func decidesByComparing(_ file: OutlinedFile, _ index: Int) -> Bool {
        guard InputChecks.comparisons.contains(file.text(index)) else { return false }
        return ![file.previousCode(before: index), file.nextCode(after: index)].contains { operand in
            operand.map { [.nil, .true, .false].contains(file.tokens[$0].keyword) } ?? true
        }
    }

    /// `Entry`, `Entry?`, `Self`, `[Entry]`, `Set<Entry>`: a type that is the entity or a collection of it.
    static func namesInstance(_ type: String, of entity: String) -> Bool {
        let words = type.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).map(String.init)
        return words.contains(entity) || words.contains("Self")
    }

    /// The tokens of a condition's clauses that test a value, leaving out the ones that bind (`let x = …`,
    /// `case .some(let x) = …`): unwrapping checks nothing about the input.
    static func checkedClauses(of condition: Range<Int>, in file: OutlinedFile) -> [Int] {
        var found: [Int] = []
        var clause: [Int] = []
        var position = condition.lowerBound
        func finish() {
            if let first = clause.first(where: { !file.tokens[$0].isComment }),
               ![.let, .var, .case].contains(file.tokens[first].keyword) {
                found += clause
            }
            clause = []
        }
        while position < condition.upperBound {
            let token = file.tokens[position]
            if token.kind == .comma {
                finish()
            } else if token.kind.opensParenOrBracket, let close = file.partner(of: position) {
                clause += Array(position...min(close, condition.upperBound - 1))
                position = close + 1
                continue
            } else {
                clause.append(position)
            }
            position += 1
        }
        finish()
        return found
    }

    /// An ordering or an equality that is not a `nil` check (`quantity > 0`, `status == .draft`).
    static func isComparison(_ file: OutlinedFile, _ index: Int) -> Bool {
        guard file.tokens[index].kind == .operator,
              ["<", ">", "<=", ">=", "==", "!="].contains(file.text(index)) else { return false }
        return file.nextCode(after: index).map { file.tokens[$0].keyword != .nil } ?? true
    }

    /// A token of a `guard` condition that rejects input: an ordering (`title.count >= 3`), emptiness, a format
    /// check. A count that is not compared (`stored != Int64(items.count)`) only asks whether something changed.
    static func rejectsInput(_ file: OutlinedFile, _ index: Int) -> Bool {
        if file.token(index, is: "count"),
           !(file.nextCode(after: index).map { file.tokens[$0].kind == .operator } ?? false) {
            return false
        }
        return InputChecks.rejectsInput(file, index, isGuard: true) || InputChecks.formatCheck(file, index)
    }

    /// `numberOfCuttings = Int64(cuttings.count)`, `self.total = items.count`: a property (not a local `let`/`var`)
    /// assigned from a count.
    static func storesACount(_ file: OutlinedFile, _ equal: Int, limit: Int) -> Bool {
        var start = equal
        while let previous = file.previousCode(before: start),
              [.identifier, .period].contains(file.tokens[previous].kind) || file.tokens[previous].keyword == .self {
            start = previous
        }
        guard start < equal, let before = file.previousCode(before: start),
              file.tokens[before].keyword != .let, file.tokens[before].keyword != .var else { return false }
        let end = file.statementEnd(from: equal + 1, limit: limit)
        return (equal + 1..<end).contains { position in
            file.token(position, is: "count")
                && (file.previousCode(before: position).map { file.tokens[$0].kind == .period } ?? false)
        }
    }
}
