import ArchLintLexer
import ArchLintOutline

/// One dependency of a file on another layer: an import of a project module, or a type reference.
public struct LayerReference: Sendable, Equatable {
    public enum Kind: Sendable { case `import`, type }
    public var kind: Kind
    /// The module or type name.
    public var name: String
    /// The layer it belongs to.
    public var layer: String
    public var tokenIndex: Int
}

/// Finds what a layered file depends on in other layers.
public enum LayerReferences {
    /// Imports of project modules in other layers, then type references to types declared only in other
    /// layers (in source order within each kind). Types the file declares itself (not merely extends) are not
    /// references.
    public static func find(in file: OutlinedFile, layer: String, index: ProjectIndex) -> [LayerReference] {
        var references: [LayerReference] = []
        for decl in file.outline.imports {
            let module = decl.topLevelModule
            if let target = index.layer(ofModule: module), target != layer {
                references.append(LayerReference(kind: .import, name: module, layer: target, tokenIndex: decl.keywordToken))
            }
        }
        // An extension of another layer's type is a dependency on it, so only declarations count here.
        let declaredHere = Set(file.outline.types.filter { $0.kind != .extension }
            .map { ProjectIndex.simpleName($0.name) })
        let importLines = Set(file.outline.imports.map(\.line))
        let uppercase = UInt8(ascii: "A")...UInt8(ascii: "Z")
        for (position, token) in file.tokens.enumerated() where token.kind == .identifier {
            guard uppercase.contains(file.source.bytes[Int(token.start)]), !importLines.contains(Int(token.line))
            else { continue }
            // `x.Name` is a member, unless `x` is a module (`TripData.SwiftDataTripRepository`).
            if let period = file.previousCode(before: position), file.tokens[period].kind == .period {
                guard let qualifier = file.previousCode(before: period),
                      index.isProjectModule(file.text(qualifier)) else { continue }
            }
            let name = file.source.text(of: token)
            guard !declaredHere.contains(name), let target = layerOfType(name, from: layer, index: index) else { continue }
            references.append(LayerReference(kind: .type, name: name, layer: target, tokenIndex: position))
        }
        return references
    }

    /// The other layer a type name belongs to, when every declaration of it is in layers other than `layer`;
    /// `nil` when it is declared in this layer or in a file in no layer. A name declared both in a layer `layer`
    /// may use and in a forbidden one is ambiguous and resolves to the allowed layer.
    static func layerOfType(_ name: String, from layer: String, index: ProjectIndex) -> String? {
        guard let declarations = index.types[name], !declarations.isEmpty else { return nil }
        var allowed: String?
        var forbidden: String?
        for declaration in declarations {
            guard let other = declaration.layer, other != layer else { return nil }
            if index.policy.allows(layer, other) {
                if allowed == nil { allowed = other }
            } else if forbidden == nil {
                forbidden = other
            }
        }
        return allowed ?? forbidden
    }
}
