import ArchLintOutline

extension ProjectIndex {
    /// Whether a class or extension declared in a file of layer `layer` is, or extends, a persisted entity.
    ///
    /// A class is judged by its own attributes and superclass, so a plain class that shares a name with an
    /// entity elsewhere is not one. An extension names a type only by its simple name; when a type that is not
    /// an entity has that name in the extension's own layer (a Domain `struct Trip` beside a Data `@Model class
    /// Trip`), the extension is taken to extend that type.
    public func isPersistedEntity(_ decl: TypeDecl, inLayer layer: String?) -> Bool {
        let name = Self.simpleName(decl.name)
        guard persistedEntities.contains(name) else { return false }
        switch decl.kind {
        case .class:
            return Self.isEntityDeclaration(attributes: decl.attributes.map(\.name), inherits: decl.inherits,
                                            entities: persistedEntities)
        case .extension:
            return !(types[name] ?? []).contains { other in
                other.layer == layer
                    && !(other.kind == .class && Self.isEntityDeclaration(attributes: other.attributes,
                                                                         inherits: other.inherits,
                                                                         entities: persistedEntities))
            }
        default:
            return false
        }
    }

    /// `@Model`, or a superclass that is `NSManagedObject` or one of `entities`.
    static func isEntityDeclaration(attributes: [String], inherits: [String], entities: Set<String>) -> Bool {
        if attributes.contains("Model") || attributes.contains("SwiftData.Model") { return true }
        guard let superclass = inherits.first.map(simpleName) else { return false }
        return superclass == "NSManagedObject" || entities.contains(superclass)
    }
}
