import ArchLintLexer
import ArchLintOutline

/// The decisions about what an entity may do or accept: eligibility and permission predicates, allowed values,
/// allocation of what is free, comparisons between instances and validation outcomes.
extension PersistedEntityLogicRule {
    /// First words of a predicate that grants or refuses: `canBeSelected`, `mayJoin`, `allowsReplies`,
    /// `accepts(_:)`.
    static let permissionWords: Set<String> = ["can", "may", "allows", "accepts", "permits", "supports"]
    /// What `is…` says when it asks whether the entity may be chosen or acted on: `isEligible`, `isSelectable`.
    static let eligibilityWords: Set<String> = [
        "Eligible", "Allowed", "Permitted", "Available", "Selectable", "Editable", "Deletable", "Removable",
        "Assignable", "Bookable", "Claimable", "Redeemable", "Refundable", "Cancellable", "Cancelable",
        "Purchasable", "Usable", "Joinable", "Renewable", "Eligibility", "Choosable", "Pickable", "Bookable",
    ]
    /// Words naming a set of allowed values: `allowedUnits`, `validCodes`, `supportedFormats`.
    static let allowedWords: Set<String> = ["allowed", "valid", "supported", "permitted", "accepted", "known",
                                            "legal", "whitelist", "allowlist"]
    /// Set operations that leave what is free: allowed values minus the ones in use.
    static let setDifferences: Set<String> = ["subtracting", "subtract", "symmetricDifference"]
    /// Closures that pick elements: `filter { !used.contains($0) }`, `first { !taken.contains($0) }`.
    static let pickingCalls: Set<String> = ["filter", "first", "firstIndex", "last", "lastIndex", "drop", "prefix",
                                            "compactMap", "removeAll"]
    /// Words that make a name a comparison between instances: `isDuplicate(of:)`, `supersedes(_:)`.
    static let instanceWords: Set<String> = ["duplicate", "duplicates", "deduplicate", "deduplicated", "dedupe",
                                             "supersede", "supersedes", "superseded", "replaces", "newer", "older"]

    /// `canBeSelected`, `mayJoin(_:)`, `isEligible(for:)`, `isSelectable`: a name that asks whether the entity may
    /// do, accept or be chosen for something.
    static func isEligibilityName(_ name: String) -> Bool {
        let words = NameWords.split(name)
        guard let first = words.first else { return false }
        if permissionWords.contains(first) { return words.count > 1 || first != "can" }
        // `isEligibleForRenewal`, `isCheckoutAllowed`, `eligibleForDiscount`, `selectable`
        if eligibilityWords.contains(first.prefix(1).uppercased() + first.dropFirst()) { return true }
        return ["is", "are", "has"].contains(first) && words.dropFirst().contains(where: eligibilityWords.contains)
    }

    /// `isDuplicate(of:)`, `supersedes(_:)`, `shouldReplace(_:)`, `isNewer(than:)`.
    static func isInstanceComparisonName(_ name: String) -> Bool {
        NameWords.split(name).contains { instanceWords.contains($0.lowercased()) }
    }

    /// `nameValidationStatus`, `validationErrors`, `ruleViolations`: a name that says the member is a verdict.
    static func isOutcomeName(_ name: String) -> Bool {
        NameWords.split(name).contains { ["validation", "violation", "violations"].contains($0.lowercased()) }
    }

    /// `Self.allowedSymbols.contains(symbol)`, `Trip.supportedKinds.contains(kind)`, `allowedUnits.contains(unit)`,
    /// `Kind.allCases.contains(kind)`: membership of a value in a fixed set of allowed values.
    static func checksAllowedValues(_ file: OutlinedFile, _ index: Int, entity: String) -> Bool {
        guard isCall(file, index, in: ["contains"]), let period = file.previousCode(before: index) else { return false }
        let start = file.expressionStart(endingAt: index)
        guard start < period else { return false }
        if file.token(start, is: "Self") || file.text(start) == entity { return true }
        return (start..<period).contains { position in
            guard file.tokens[position].kind == .identifier else { return false }
            if file.token(position, is: "allCases") { return true }
            return NameWords.split(file.text(position)).contains { allowedWords.contains($0.lowercased()) }
        }
    }

    /// `slots.filter { !used.contains($0) }`, `keys.first { key in !taken.contains(key) }`,
    /// `for key in Self.keys where !used.contains(key)`: picking the elements another collection does not hold,
    /// which is allocating what is free.
    static func checksWhatIsFree(_ file: OutlinedFile, _ index: Int, in body: Range<Int>) -> Bool {
        guard isCall(file, index, in: ["contains"]), let open = file.nextCode(after: index),
              let close = file.partner(of: open) else { return false }
        let start = file.expressionStart(endingAt: index)
        guard let bang = file.previousCode(before: start), file.tokens[bang].kind == .exclamationMark
            || (file.tokens[bang].kind == .operator && file.token(bang, is: "!")) else { return false }
        let mentions = { (element: String) in
            (open..<close).contains { file.tokens[$0].kind == .identifier && file.text($0) == element }
        }
        if let closure = enclosingClosure(file, index), let callee = closure.callee,
           pickingCalls.contains(file.text(callee)), mentions(closure.parameter.map { file.text($0) } ?? "$0") {
            return true
        }
        // The element of a `for … in` loop of the member.
        return body.contains { position in
            guard position < index, file.tokens[position].keyword == .for,
                  let element = file.nextCode(after: position), file.tokens[element].kind == .identifier,
                  let keyword = file.nextCode(after: element), file.tokens[keyword].keyword == .in else { return false }
            return mentions(file.text(element))
        }
    }

    /// `attendees.count < capacity`, `team.maxMembers >= members.count`: a count ordered against a limit that is a
    /// name, not a number written there (a threshold) or another count.
    static func limitsACount(_ file: OutlinedFile, _ index: Int) -> Bool {
        guard ["<", ">", "<=", ">="].contains(file.text(index)),
              let left = file.previousCode(before: index), var right = file.nextCode(after: index) else { return false }
        // The last member of the right operand: `capacity` in `team.capacity`.
        while let period = file.nextCode(after: right), file.tokens[period].kind == .period,
              let member = file.nextCode(after: period), file.tokens[member].kind == .identifier {
            right = member
        }
        let isCount = { (position: Int) in
            file.token(position, is: "count")
                && (file.previousCode(before: position).map { file.tokens[$0].kind == .period } ?? false)
        }
        let isLimit = { (position: Int) in
            file.tokens[position].kind == .identifier && !file.token(position, is: "count")
                && !(file.nextCode(after: position).map { file.tokens[$0].kind == .leftParen } ?? false)
        }
        return (isCount(left) && isLimit(right)) || (isLimit(left) && isCount(right))
    }

    /// `.valid`, `.invalid(reason:)` written as a value (an implicit member), not `status.valid`.
    static func isOutcomeLiteral(_ file: OutlinedFile, _ index: Int) -> Bool {
        guard let member = file.nextCode(after: index),
              file.token(member, is: "valid") || file.token(member, is: "invalid") else { return false }
        let start = Int(file.tokens[index].start)
        guard start > 0 else { return true }
        let before = file.source.bytes[start - 1]
        return [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "("), UInt8(ascii: "["),
                UInt8(ascii: ","), UInt8(ascii: ":")].contains(before)
    }

    /// `name(` with `name` in `names`, called on a receiver: `context.fetch(…)`, `used.subtracting(…)`.
    static func isCall(_ file: OutlinedFile, _ index: Int, in names: Set<String>) -> Bool {
        guard file.tokens[index].kind == .identifier, names.contains(file.text(index)),
              let period = file.previousCode(before: index), file.tokens[period].kind == .period,
              let open = file.nextCode(after: index) else { return false }
        return file.tokens[open].kind == .leftParen || file.tokens[open].kind == .leftBrace
    }

    /// The innermost closure around `index`: the name of the call it is handed to (`filter` in
    /// `filter { … }` and `first(where: { … })`) and its first named parameter (`key` in `{ key in … }`).
    static func enclosingClosure(_ file: OutlinedFile, _ index: Int) -> (callee: Int?, parameter: Int?)? {
        var cursor = index
        let floor = max(0, index - 256)
        while cursor > floor {
            cursor -= 1
            guard file.tokens[cursor].kind == .leftBrace, let close = file.partner(of: cursor), close > index else {
                continue
            }
            var parameter: Int?
            if let first = file.nextCode(after: cursor), file.tokens[first].kind == .identifier,
               let next = file.nextCode(after: first), file.tokens[next].keyword == .in {
                parameter = first
            }
            return (file.callee(ofClosureAt: cursor)?.name, parameter)
        }
        return nil
    }
}
