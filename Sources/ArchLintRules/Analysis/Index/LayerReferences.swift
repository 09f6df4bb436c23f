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
    /// For a type, the declaration the name resolves to; `nil` for an import.
    public var declaration: DeclaredType?
}

/// Finds what a layered file depends on in other layers.
public enum LayerReferences {
    /// Imports of project modules in other layers, then type references to types declared only in other
    /// layers (in source order within each kind). Types the file declares itself (not merely extends), and names
    /// it introduces as generic parameters, associated types or type aliases, are not references; nor is
    /// anything inside previews (``PreviewCode``), which are composition code.
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
            .union(ShadowingNames.find(in: file))
        let importLines = Set(file.outline.imports.map(\.line))
        let visibility = Visibility(module: index.fileModules[file.path],
                                    imported: Set(file.outline.imports.map(\.topLevelModule)))
        let previews = PreviewCode.ranges(in: file)
        var nextPreview = 0
        let uppercase = UInt8(ascii: "A")...UInt8(ascii: "Z")
        for (position, token) in file.tokens.enumerated() where token.kind == .identifier {
            guard uppercase.contains(file.source.bytes[Int(token.start)]), !importLines.contains(Int(token.line))
            else { continue }
            while nextPreview < previews.count, previews[nextPreview].upperBound <= position { nextPreview += 1 }
            if nextPreview < previews.count, previews[nextPreview].contains(position) { continue }
            // `x.Name` is a member, unless `x` is a module (`TripData.SwiftDataTripRepository`): `ToggleStyle.
            // Configuration` is SwiftUI's, whatever the project declares as `Configuration`.
            var seen = visibility
            if let period = file.previousCode(before: position), file.tokens[period].kind == .period {
                guard let qualifier = file.previousCode(before: period),
                      index.isProjectModule(file.text(qualifier)) else { continue }
                seen = Visibility(module: nil, imported: [], qualifier: file.text(qualifier))
            }
            // `load(Repository: x)`: an argument label or a parameter name, not a type.
            if let colon = file.nextCode(after: position), file.tokens[colon].kind == .colon,
               let before = file.previousCode(before: position),
               [.leftParen, .comma].contains(file.tokens[before].kind) {
                continue
            }
            // A name no project type has, told from its bytes: no string is made (most names a file uses are
            // the standard library's and the frameworks').
            if let declared = index.declaredTypeNameHashes, let hash = asciiHash(token, file.source),
               !declared.contains(hash) {
                continue
            }
            let name = file.source.text(of: token)
            guard seen.qualifier != nil || !declaredHere.contains(name),
                  let target = declarationOfType(name, from: layer, index: index, visibility: seen),
                  let targetLayer = target.layer else { continue }
            references.append(LayerReference(kind: .type, name: name, layer: targetLayer, tokenIndex: position,
                                             declaration: target))
        }
        return references
    }

    /// The ``FNV1a64`` hash of an ASCII token's bytes; `nil` for any other token, whose string may equal a name
    /// spelled with other bytes.
    private static func asciiHash(_ token: Token, _ source: SourceText) -> UInt64? {
        let bytes = source.bytes[Int(token.start)..<Int(token.end)]
        guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
        return FNV1a64.hash(bytes)
    }

    /// The declaration in another layer a type name stands for, when every declaration of it the file can see is
    /// in layers other than `layer`; `nil` when one is in this layer or in a file in no layer. A name declared
    /// both in a layer `layer` may use and in a forbidden one is ambiguous and resolves to the allowed layer.
    static func declarationOfType(_ name: String, from layer: String, index: ProjectIndex, visibility: Visibility)
        -> DeclaredType? {
        var allowed: DeclaredType?
        var forbidden: DeclaredType?
        for declaration in index.types[name] ?? [] where visibility.sees(declaration) && !declaration.isFilePrivate {
            guard let other = declaration.layer, other != layer else { return nil }
            if index.policy.allows(layer, other) {
                if allowed == nil { allowed = declaration }
            } else if forbidden == nil {
                forbidden = declaration
            }
        }
        return allowed ?? forbidden
    }

    /// Which declarations a file can name without qualification: top-level types of its own module and of the
    /// modules it imports. A nested type needs its outer type's name, a type of a module the file does not import
    /// is not visible at all (`Section` in a view is SwiftUI's, not a nested `Report.Section` of the Data layer),
    /// and a file of a package's target cannot see the app's own files (which are in no module).
    struct Visibility {
        var module: String?
        var imported: Set<String>
        /// The module a reference names explicitly (`TripData.TripStore`): only its types are meant.
        var qualifier: String?

        func sees(_ declaration: DeclaredType) -> Bool {
            guard !declaration.isNested else { return false }
            if let qualifier { return declaration.module == qualifier }
            if declaration.module == module { return true }
            guard let other = declaration.module else { return false }
            return imported.contains(other)
        }
    }
}
