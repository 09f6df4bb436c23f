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
        for (position, decl) in outline.types.enumerated() where decl.kind == .class || decl.kind == .extension {
            let name = ProjectIndex.simpleName(decl.name)
            if context.index.persistedEntities.contains(name) { entityScopes[position] = name }
        }
        guard !entityScopes.isEmpty else { return [] }
        var violations: [Violation] = []
        for function in outline.functions {
            guard let parent = function.parent, let entity = entityScopes[parent], function.kind == .function,
                  !Self.isMapping(function.name),
                  let reason = reason(function.name, throwing: function.isThrowing, body: function.bodyTokens, file)
            else { continue }
            violations.append(Violation(at: file.tokens[function.keywordToken],
                                        .entityLogic("func \(function.name)", entity, reason)))
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
        if name.hasPrefix("validate") || name.hasPrefix("isValid") { return "validation" }
        if throwing { return "a throwing member (validation)" }
        guard let body else { return nil }
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

    /// Mapping to and from Domain types is allowed: `toDomain()`, `toTrip()`, `asDomain()`.
    private static func isMapping(_ name: String) -> Bool {
        for prefix in ["to", "as", "make"] where name.hasPrefix(prefix) {
            if let next = name.dropFirst(prefix.count).first, next.isUppercase { return true }
        }
        return false
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
