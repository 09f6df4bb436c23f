import ArchLintOutline

/// Flags a Domain `class …Service` with mutable stored state that could be an `actor`. Docs: Rules/domain-service-actor.md
public struct DomainServiceActorRule: Rule {
    public static let id = "domain-service-actor"

    public init() {}

    public func check(_ file: OutlinedFile, in context: RuleContext) -> [Violation] {
        guard context.layer == Layer.domain else { return [] }
        var violations: [Violation] = []
        for (typeIndex, decl) in file.outline.types.enumerated()
        where decl.kind == .class && decl.name.hasSuffix("Service") {
            let mutable = file.outline.properties.first { property in
                property.parent == typeIndex && !property.isLet && !property.isComputed && !property.isStatic
            }
            if let mutable {
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
