import ArchLintLexer
import ArchLintOutline

/// Flags validation, decisions about what an entity may do or accept, and domain computations on persisted
/// entities (`@Model`, `NSManagedObject`) and their extensions in any file. Docs: Rules/persisted-entity-logic.md
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
            guard function.kind == .initializer || !Self.isMappingName(function.name),
                  let found = reason(Member(function: function, file), file, entity: entity) else { continue }
            let member = function.kind == .initializer ? "init" : "func \(function.name)"
            violations.append(Violation(at: file.tokens[function.keywordToken], .entityLogic(member, entity, found)))
        }
        for property in outline.properties {
            guard let parent = property.parent, let entity = entityScopes[parent], property.isComputed,
                  let found = reason(Member(property: property, throwing: Self.hasThrowingGetter(property, file)),
                                     file, entity: entity)
            else { continue }
            violations.append(Violation(at: file.tokens[property.keywordToken],
                                        .entityLogic("var \(property.name)", entity, found)))
        }
        return violations
    }

    /// What a member is when it is logic rather than storage, mapping or description, or `nil` when it is not.
    /// The order matters: what a member is named and returns outranks what its body looks like, the idioms of
    /// persistence outrank the shapes of logic, and a decision outranks the arithmetic it is made of.
    func reason(_ member: Member, _ file: OutlinedFile, entity: String) -> String? {
        if Self.isValidationName(member.name) { return "validation" }
        if member.kind == .function, Self.isComputationName(member.name) {
            return "a domain computation (it calculates from the entity's state)"
        }
        guard !member.isOperator else { return nil }
        let evidence = member.body.map { read($0, of: member, entity: entity, file) } ?? Evidence()
        if member.kind != .initializer,
           member.result == .validationOutcome || Self.isOutcomeName(member.name) || evidence.outcomeLiteral {
            return "validation (it returns a validation outcome)"
        }
        if Self.isLifecycleHook(member) { return nil }
        // A payload for a server or a file (`var uploadPayload: [String: Any]`) maps the entity, however it converts.
        if member.result == .wireFormat, !evidence.usesOwnContext { return nil }
        if evidence.usesOwnContext { return "an operation on the store through its own model context" }
        // A `throw` is validation only behind a check of a value; a member that forwards to a client (it awaits)
        // throws what the client throws. Throwing alone — decoding, a find-or-create helper, a command that
        // forwards — decides nothing.
        if evidence.guardThrows, !evidence.awaits {
            return "validation (a `guard` that checks a value and throws)"
        }
        // Defaults and timestamps set at creation are storage.
        guard member.kind != .initializer, !evidence.buildsQuery else { return nil }
        if evidence.allowedMembership { return "validation (membership in a set of allowed values)" }
        if evidence.comparesInstances
            || Self.isInstanceComparisonName(member.name) && !member.parameters.isEmpty && evidence.compares {
            return "a business rule (de-duplication or supersession between instances)"
        }
        if evidence.allocates { return "a business rule (allocating what is free: allowed values minus those in use)" }
        if member.result == .boolean || member.result == .unknown, Self.isEligibilityName(member.name),
           evidence.decides {
            return "a business rule (an eligibility or permission predicate over its state)"
        }
        if member.result == .boolean || member.result == .unknown, evidence.limitsACount {
            return "a business rule (a count held to a limit)"
        }
        if Self.isIdentity(member) { return nil }
        if Self.isDisplay(member, evidence) { return evidence.computesAValue ? "a domain computation" : nil }
        if Self.isMapping(member, evidence, file) { return nil }
        if evidence.guardRejects, !evidence.awaits {
            return evidence.comparesWithNow ? "a rule about the current date"
                : "a `guard … else { return }` that rejects input (validation)"
        }
        if evidence.dateArithmetic { return "date arithmetic" }
        guard member.kind != .staticMember else { return nil }
        if evidence.comparesWithNow { return "a rule about the current date" }
        let checks = evidence.formatCheck || evidence.threshold
        if checks, member.result == .boolean || member.result == .unknown { return "a validation status" }
        if evidence.computes || evidence.accumulates { return "a domain computation" }
        if evidence.storesACount { return "a domain computation (a count stored beside what it counts)" }
        // Copying from another value (`load(from: manga)`, `merge(with: other)`) is mapping, however it chooses.
        if member.kind == .function, evidence.writesOwnState, evidence.checksState, !evidence.awaits,
           !member.parameters.contains(where: { entity.hasPrefix(ProjectIndex.simpleName($0.type))
               || Self.namesInstance($0.type, of: entity) }) {
            return "a business rule (a change of its state that depends on its state)"
        }
        if evidence.threshold { return "a business rule (a threshold on a number)" }
        if evidence.formatCheck { return "validation (a check of a value's format or emptiness)" }
        if evidence.orders { return "a business rule (an ordering of two values)" }
        return nil
    }

    /// `calculateBalance`, `computeTotal`, `recalculateStreak`: named for a calculation.
    static func isComputationName(_ name: String) -> Bool {
        ["calculate", "compute", "recalculate", "recompute"].contains { startsWithWord(name, $0) }
    }

    /// `validate`, `validated`, `validateTitle`, `isValid`, `isValidRun`; not `validatorName` or `isValidating`.
    static func isValidationName(_ name: String) -> Bool {
        ["validate", "validated", "isValid"].contains { startsWithWord(name, $0) }
    }

    /// Mapping to and from Domain types is allowed: `toDomain()`, `toTrip()`, `asDomain()`; so is `Encodable`'s
    /// `encode(to:)`, which must throw.
    private static func isMappingName(_ name: String) -> Bool {
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
