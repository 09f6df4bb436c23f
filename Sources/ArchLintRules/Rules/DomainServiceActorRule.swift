import ArchLintOutline

/// Flags a Domain `class …Service` with mutable stored state that could be an `actor`. Docs: Rules/domain-service-actor.md
public struct DomainServiceActorRule: Rule {
    public static let id = "domain-service-actor"

    public init() {}

    public func check(_ file: OutlinedFile, in context: RuleContext) -> [Violation] {
        guard context.layer == Layer.domain else { return [] }
        var violations: [Violation] = []
        // Each type's first mutable stored property, in one pass (searching all properties per type is quadratic).
        var firstMutable: [Int: PropertyDecl] = [:]
        for property in file.outline.properties.reversed()
        where !property.isLet && !property.isComputed && !property.isStatic {
            if let parent = property.parent { firstMutable[parent] = property }
        }
        for (typeIndex, decl) in file.outline.types.enumerated()
        where decl.kind == .class && decl.name.hasSuffix(RoleNames.serviceSuffix) {
            if let mutable = firstMutable[typeIndex] {
                violations.append(Violation(at: file.tokens[decl.keywordToken], .serviceActor(decl.name, mutable.name)))
            }
        }
        return violations
    }
}

extension String {
    fileprivate static func serviceActor(_ type: String, _ property: String) -> String {
        "`class \(type)` keeps mutable state (`var \(property)`) — make it an `actor` so that state is isolated"
    }
}
