import ArchLintOutline

/// What one file contributes to the ``ProjectIndex``: its layer, module and type declarations.
///
/// Small on purpose: the engine keeps one per file for the whole run, while a file's tokens are kept only
/// when a rule will read them.
public struct FileDeclarations: Sendable {
    public var path: String
    public var layer: String?
    public var module: String?
    /// False for tests and manifests: code that is not part of the app, whatever its folder.
    public var isAppCode: Bool
    public var types: [DeclaredType]
    /// The modules the file imports, where.
    public var imports: [ModuleImport]
    public var entityEvidence: EntityEvidence
    /// Its members (not their bodies) and properties, for ``ProjectEffects`` (app code only).
    public var effects: EffectFacts
    /// For a file in a layer, the hashes (``FNV1a64``) of the type-like names its code uses and does not declare:
    /// which layers use a type, and whether a composition-root file depends on any other project type.
    public var mentions: [UInt64] = []

    /// `survey` is the file's ``TokenSurvey`` and `effects` its ``EffectFacts``, when they have been made already.
    public init(file: OutlinedFile, layer: String?, module: String?, isAppCode: Bool = true,
                survey: TokenSurvey? = nil, effects known: EffectFacts? = nil) {
        path = file.path
        self.layer = layer
        self.module = module
        self.isAppCode = isAppCode
        // Each declaration read in place (mapping the list itself would copy each one whole first).
        types = file.outline.types.withUnsafeBufferPointer { decls in
            decls.indices.map { position in
                let kind = decls[position].kind
                return DeclaredType(
                    name: ProjectIndex.simpleName(decls[position].name, isExtension: kind == .extension), kind: kind,
                    file: file.path, layer: layer, inherits: decls[position].inherits,
                    attributes: decls[position].attributes.map(\.name), line: decls[position].line,
                    isNested: decls[position].parent != nil, module: module,
                    isFilePrivate: decls[position].modifiers.contains("private")
                        || decls[position].modifiers.contains("fileprivate"))
            }
        }
        imports = file.outline.imports.map { ModuleImport(module: $0.topLevelModule, line: $0.line, column: $0.column) }
        // Tests, manifests and Tuist files hold no entity the app stores.
        entityEvidence = isAppCode ? FileFacts.scan(file, survey: survey ?? TokenSurvey(file)) : EntityEvidence()
        effects = isAppCode ? known ?? EffectFacts(file: file) : EffectFacts()
        if layer != nil { mentions = Self.mentionedNames(in: file, declared: types) }
    }

    /// The hashes of the names in upper case that `file`'s code uses as types (not as `x.Member`), less the ones
    /// it declares.
    static func mentionedNames(in file: OutlinedFile, declared: [DeclaredType]) -> [UInt64] {
        let bytes = file.source.bytes
        let own = Set(declared.filter { $0.kind != .extension }.map { FNV1a64.hash(Array($0.name.utf8)) })
        var seen = Set<UInt64>()
        for (index, token) in file.tokens.enumerated() where token.kind == .identifier {
            let first = bytes[Int(token.start)]
            guard first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") else { continue }
            if let period = file.previousCode(before: index), file.tokens[period].kind == .period { continue }
            let hash = FNV1a64.hash(bytes, from: Int(token.start), to: Int(token.end))
            if !own.contains(hash) { seen.insert(hash) }
        }
        return Array(seen)
    }
}

/// One `import` of a file: the module (its top level) and where the `import` keyword is.
public struct ModuleImport: Sendable, Equatable {
    public var module: String
    public var line: Int
    public var column: Int

    public init(module: String, line: Int, column: Int) {
        self.module = module
        self.line = line
        self.column = column
    }
}
