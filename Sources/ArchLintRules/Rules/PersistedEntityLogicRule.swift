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
                found = reason(function.name, throwing: function.isThrowing, body: function.bodyTokens, file)
            case .initializer:
                // An initialiser may throw for other reasons (`init(from:)` of `Decodable`); only what its body
                // does counts.
                found = function.bodyTokens.flatMap { bodyReason($0, file) }
            }
            guard let found else { continue }
            let member = function.kind == .initializer ? "init" : "func \(function.name)"
            violations.append(Violation(at: file.tokens[function.keywordToken], .entityLogic(member, entity, found)))
        }
        for property in outline.properties {
            guard let parent = property.parent, let entity = entityScopes[parent], property.isComputed,
                  let reason = reason(property.name, throwing: Self.hasThrowingGetter(property, file),
                                      body: property.accessorTokens, file)
            else { continue }
            violations.append(Violation(at: file.tokens[property.keywordToken],
                                        .entityLogic("var \(property.name)", entity, reason)))
        }
        return violations
    }

    /// Why a member is logic rather than storage or mapping, or `nil` when it is not.
    private func reason(_ name: String, throwing: Bool, body: Range<Int>?, _ file: OutlinedFile) -> String? {
        if Self.isValidationName(name) { return "validation" }
        if throwing { return "a throwing member (validation)" }
        return body.flatMap { bodyReason($0, file) }
    }

    /// A `guard … else { throw … }` or date arithmetic in a member's body.
    private func bodyReason(_ body: Range<Int>, _ file: OutlinedFile) -> String? {
        for index in body {
            let token = file.tokens[index]
            if token.keyword == .guard, let shape = file.conditional(at: index, limit: body.upperBound),
               shape.block.contains(where: { file.tokens[$0].keyword == .throw }) {
                return "a `guard … else { throw … }` (validation)"
            }
            if token.kind == .identifier, DateArithmetic.isDateArithmetic(file, at: index) { return "date arithmetic" }
        }
        return nil
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
