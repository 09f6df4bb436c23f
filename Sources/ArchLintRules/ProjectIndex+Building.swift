import ArchLintOutline

extension ProjectIndex {
    /// Builds the index from every outlined file and the layer of each.
    public static func build(files: [OutlinedFile], fileLayers: [String: String], modules: [String: ModuleInfo],
                             policy: LayerPolicy) -> ProjectIndex {
        var index = ProjectIndex()
        index.fileLayers = fileLayers
        index.modules = modules
        index.policy = policy
        let folders = modules.values.compactMap { module in module.path.map { ($0 + "/", module.name) } }
            .sorted { $0.0.count > $1.0.count }
        for file in files {
            let layer = fileLayers[file.path]
            let module = folders.first { file.path.hasPrefix($0.0) }?.1
            if let module { index.fileModules[file.path] = module }
            for decl in file.outline.types {
                let entry = DeclaredType(
                    name: simpleName(decl.name, isExtension: decl.kind == .extension), kind: decl.kind,
                    file: file.path, layer: layer, inherits: decl.inherits, attributes: decl.attributes.map(\.name),
                    line: decl.line, isNested: decl.parent != nil, module: module,
                    isFilePrivate: decl.modifiers.contains("private") || decl.modifiers.contains("fileprivate"))
                if decl.kind == .extension {
                    index.extensions[entry.name, default: []].append(entry)
                } else {
                    index.types[entry.name, default: []].append(entry)
                }
                if entry.inherits.contains(where: isViewProtocol) { index.viewTypes.insert(entry.name) }
                if entry.name.hasSuffix("ViewModel") && decl.kind != .extension && decl.kind != .protocol {
                    index.viewModels.insert(entry.name)
                }
                if decl.kind == .class, layer == Layer.presentation,
                   entry.attributes.contains("Observable") || entry.inherits.contains("ObservableObject") {
                    index.viewModels.insert(entry.name)
                }
            }
        }
        index.persistedEntities = findPersistedEntities(index.types)
        return index
    }

    /// `@Model` classes and `NSManagedObject` subclasses, following superclass chains declared in the project.
    private static func findPersistedEntities(_ types: [String: [DeclaredType]]) -> Set<String> {
        var entities: Set<String> = []
        var classes: [DeclaredType] = []
        for entries in types.values {
            for entry in entries where entry.kind == .class {
                if isEntityDeclaration(attributes: entry.attributes, inherits: entry.inherits, entities: []) {
                    entities.insert(entry.name)
                } else {
                    classes.append(entry)
                }
            }
        }
        // A fixed point: each round adds the direct subclasses of what is known; at most one round per class.
        var changed = true
        while changed {
            changed = false
            for entry in classes where !entities.contains(entry.name) {
                if let superclass = entry.inherits.first.map(simpleName), entities.contains(superclass) {
                    entities.insert(entry.name)
                    changed = true
                }
            }
        }
        return entities
    }

    private static func isViewProtocol(_ name: String) -> Bool {
        name == "View" || name == "SwiftUI.View" || name == "SwiftUICore.View"
    }

    /// `Outer.Inner<T>` → `Inner`; `` `default` `` → `default`.
    static func simpleName(_ name: String) -> String {
        simpleName(name, isExtension: true)
    }

    static func simpleName(_ name: String, isExtension: Bool) -> String {
        var text = Substring(name)
        if let angle = text.firstIndex(of: "<") { text = text[..<angle] }
        if isExtension, let dot = text.lastIndex(of: ".") { text = text[text.index(after: dot)...] }
        return text.filter { $0 != "`" && !$0.isWhitespace }
    }
}
