import ArchLintOutline
import Dispatch

extension ProjectIndex {
    /// Builds the index from what every file declares. Declared types and extensions go into tables of their
    /// own, built at the same time on two threads.
    /// Without `layersApply` (the project shows no layered shape), `@Observable` and `ObservableObject` classes
    /// in folders named for Presentation (`Views`, `UI`…) are still view models, as in a layered project.
    /// `sources` gives a file's tokens again when effects analysis first needs the calls of one of its members
    /// (``EffectSolver``); without it, no call reaches anything.
    public static func build(declarations: [FileDeclarations], modules: [String: ModuleInfo],
                             policy: LayerPolicy, layersApply: Bool = true,
                             sources: EffectSolver.Files? = nil) -> ProjectIndex {
        var index = ProjectIndex()
        index.modules = modules
        index.policy = policy
        let parts = IndexParts()
        DispatchQueue.concurrentPerform(iterations: 2) { part in
            if part == 0 {
                parts.declared = declaredTypeTables(declarations, layersApply: layersApply)
            } else {
                parts.extended = extensionTables(declarations)
            }
        }
        index.types = parts.declared.types
        index.recordUses(declarations)
        index.viewModels = parts.declared.viewModels
        index.extensions = parts.extended.extensions
        index.fileLayers = parts.extended.fileLayers
        index.fileModules = parts.extended.fileModules
        index.filesOutsideAppCode = parts.extended.filesOutsideAppCode
        index.userInterfaceFiles = Set(declarations.lazy.filter { file in
            file.imports.contains { FrameworkKind.of($0.module) == .userInterface }
        }.map(\.path))
        index.viewTypes = parts.declared.viewTypes.union(parts.extended.viewTypes)
        // Entities and the effects analysis's tables, each from the tables above alone: made at the same time, the
        // longest (the effects tables, with their names of members) first.
        let found = IndexParts()
        let tables = index
        DispatchQueue.concurrentPerform(iterations: 2) { part in
            switch part {
            case 0:
                // Reads the types, extensions and view types alone: nothing the other part finds.
                let names = sources == nil ? nil : EffectTables.memberNames(of: declarations)
                let effectFacts = declarations.indices.map {
                    (path: declarations[$0].path, facts: declarations[$0].effects)
                }
                found.effects = ProjectEffects(files: effectFacts, index: tables, sources: sources, names: names)
            default:
                var entities = findPersistedEntities(tables.types)
                // Core Data entities generated from the model: evidence in code, and no type of that name in source.
                for file in declarations.indices {
                    for name in declarations[file].entityEvidence.names where tables.types[name] == nil {
                        entities.insert(name)
                    }
                }
                found.entities = entities
            }
        }
        index.persistedEntities = found.entities
        index.effects = found.effects
        // Only files in a layer ask (``LayerReferences``).
        if layersApply {
            index.declaredTypeNameHashes = declaredTypeNameHashes(index.types.keys)
        }
        return index
    }

    /// The hashes of `names`, or `nil` when one is not ASCII.
    private static func declaredTypeNameHashes(_ names: Dictionary<String, [DeclaredType]>.Keys) -> NameHashSet? {
        var hashes = NameHashSet(minimumCapacity: names.count)
        for var name in names {
            guard let hash = name.withUTF8({ bytes in
                bytes.contains { $0 >= 0x80 } ? nil : FNV1a64.hash(bytes)
            }) else { return nil }
            hashes.insert(hash)
        }
        return hashes
    }

    /// Which layers use each type (``layersUsing``), and the composition root's shared namespaces: a file of the
    /// App layer without `@main` that uses no project type of another file in a layer (a logger namespace, the
    /// app's constants) declares types every layer may use, so they count as in no layer.
    private mutating func recordUses(_ declarations: [FileDeclarations]) {
        // Made at the first file in a layer: a project in no layers needs no table of names.
        var table: [UInt64: String]?
        var shared: [String] = []
        for file in declarations {
            guard let layer = file.layer else { continue }
            let names = table ?? Self.typeNamesByHash(types.keys)
            table = names
            let path = file.path
            var usesLayeredType = false
            for hash in file.mentions {
                guard let name = names[hash] else { continue }
                layersUsing[name, default: []].insert(layer)
                if !usesLayeredType {
                    usesLayeredType = (types[name] ?? []).contains { $0.layer != nil && $0.file != path }
                }
            }
            if layer == Layer.app, !usesLayeredType,
               !file.types.contains(where: { $0.attributes.contains("main") }) {
                shared.append(path)
            }
        }
        guard !shared.isEmpty else { return }
        let files = Set(shared)
        for name in Set(declarations.lazy.filter { files.contains($0.path) }.flatMap { $0.types.map(\.name) }) {
            guard var entries = types[name] else { continue }
            for position in entries.indices where files.contains(entries[position].file) {
                entries[position].layer = nil
            }
            types[name] = entries
        }
    }

    /// `names` by the ``FNV1a64`` hash of their UTF-8 bytes.
    private static func typeNamesByHash(_ names: Dictionary<String, [DeclaredType]>.Keys) -> [UInt64: String] {
        var table: [UInt64: String] = [:]
        table.reserveCapacity(names.count)
        for name in names { table[FNV1a64.hash(name.utf8)] = name }
        return table
    }

    /// Declared types (not extensions) by simple name, with the views and view models among them.
    private static func declaredTypeTables(_ declarations: [FileDeclarations], layersApply: Bool)
        -> (types: [String: [DeclaredType]], viewTypes: Set<String>, viewModels: Set<String>) {
        var types: [String: [DeclaredType]] = [:]
        types.reserveCapacity(declarations.reduce(0) { $0 + $1.types.count })
        var viewTypes: Set<String> = [], viewModels: Set<String> = []
        for file in declarations.indices {
            let layer = declarations[file].layer
            // Each entry read in place and copied once, into the table: a copy to look at it (as `for entry in`
            // makes) retains every name and list in it, on both of the index's threads at once.
            declarations[file].types.withUnsafeBufferPointer { entries in
                for position in entries.indices where entries[position].kind != .extension {
                    let name = entries[position].name, kind = entries[position].kind
                    types[name, default: []].append(entries[position])
                    if entries[position].inherits.contains(where: isViewProtocol) { viewTypes.insert(name) }
                    // The bytes first: few names end in them, and the string comparison costs more.
                    if kind != .protocol && name.utf8.reversed().starts(with: RoleNames.viewModelSuffix.utf8.reversed())
                        && name.hasSuffix(RoleNames.viewModelSuffix) {
                        viewModels.insert(name)
                    }
                    // The attributes before the path: few classes are observable, and the path's layer costs more.
                    if kind == .class, entries[position].attributes.contains("Observable")
                        || entries[position].inherits.contains("ObservableObject"),
                       layer == Layer.presentation || (!layersApply && declarations[file].isAppCode
                           && LayerConventions.layer(forPath: declarations[file].path) == Layer.presentation) {
                        viewModels.insert(name)
                    }
                }
            }
        }
        return (types, viewTypes, viewModels)
    }

    /// Extensions by the simple name of what they extend, the views they declare, and each file's layer and
    /// module.
    private static func extensionTables(_ declarations: [FileDeclarations])
        -> (extensions: [String: [DeclaredType]], viewTypes: Set<String>, fileLayers: [String: String],
            fileModules: [String: String], filesOutsideAppCode: Set<String>) {
        var extensions: [String: [DeclaredType]] = [:]
        var viewTypes: Set<String> = [], filesOutsideAppCode: Set<String> = []
        var fileLayers: [String: String] = [:], fileModules: [String: String] = [:]
        fileLayers.reserveCapacity(declarations.count)
        fileModules.reserveCapacity(declarations.count)
        for file in declarations.indices {
            let path = declarations[file].path
            if !declarations[file].isAppCode { filesOutsideAppCode.insert(path) }
            if let layer = declarations[file].layer { fileLayers[path] = layer }
            if let module = declarations[file].module { fileModules[path] = module }
            // In place, as in `declaredTypeTables`.
            declarations[file].types.withUnsafeBufferPointer { entries in
                for position in entries.indices where entries[position].kind == .extension {
                    extensions[entries[position].name, default: []].append(entries[position])
                    if entries[position].inherits.contains(where: isViewProtocol) {
                        viewTypes.insert(entries[position].name)
                    }
                }
            }
        }
        return (extensions, viewTypes, fileLayers, fileModules, filesOutsideAppCode)
    }

    /// `@Model` classes and `NSManagedObject` subclasses, following superclass chains declared in the project.
    private static func findPersistedEntities(_ types: [String: [DeclaredType]]) -> Set<String> {
        var entities: Set<String> = []
        // Other classes with a superclass candidate (the first inherited name), by name only: copying whole
        // declarations here would cost a retain per field for every class of the project.
        var subclasses: [(name: String, superclass: String)] = []
        for entries in types.values {
            // In place: `for entry in` would copy every declaration, classes or not.
            entries.withUnsafeBufferPointer { entries in
                for position in entries.indices where entries[position].kind == .class {
                    if isEntityDeclaration(attributes: entries[position].attributes,
                                           inherits: entries[position].inherits, entities: []) {
                        entities.insert(entries[position].name)
                    } else if let first = entries[position].inherits.first {
                        subclasses.append((entries[position].name, simpleName(first)))
                    }
                }
            }
        }
        // A fixed point: each round adds the direct subclasses of what is known; at most one round per class.
        var changed = !entities.isEmpty
        while changed {
            changed = false
            for entry in subclasses where !entities.contains(entry.name) && entities.contains(entry.superclass) {
                entities.insert(entry.name)
                changed = true
            }
        }
        return entities
    }

    private static func isViewProtocol(_ name: String) -> Bool {
        name == "View" || name == "SwiftUI.View" || name == "SwiftUICore.View"
    }

    /// `Outer.Inner<T>` → `Inner`; `` `default` `` → `default`.
    public static func simpleName(_ name: String) -> String {
        simpleName(name, isExtension: true)
    }

    /// Works on UTF-8 bytes and returns `name` itself when there is nothing to strip: this runs for every
    /// declaration of every file. Letters, digits and `_` are passed over with one comparison each.
    static func simpleName(_ name: String, isExtension: Bool) -> String {
        var name = name
        return name.withUTF8 { bytes -> String? in
            var end = bytes.count
            var start = 0
            var needsFiltering = false
            for index in 0..<bytes.count {
                let byte = bytes[index]
                // Every byte that matters is a backtick or below `A`.
                if byte >= UInt8(ascii: "A") && byte != UInt8(ascii: "`") { continue }
                if byte == UInt8(ascii: "<") { end = index; break }
                if isExtension && byte == UInt8(ascii: ".") { start = index + 1 }
                if byte == UInt8(ascii: "`") || byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                    needsFiltering = true
                }
            }
            if start == 0 && end == bytes.count && !needsFiltering { return nil }
            if !needsFiltering { return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self) }
            let kept = bytes[start..<end].filter { byte in
                byte != UInt8(ascii: "`") && byte != 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D
            }
            return String(decoding: kept, as: UTF8.self)
        } ?? name
    }
}

/// The halves of an index build's two concurrent steps, each written by exactly one iteration of its step and
/// read only after both have ended.
private final class IndexParts: @unchecked Sendable {
    var declared: (types: [String: [DeclaredType]], viewTypes: Set<String>, viewModels: Set<String>) = ([:], [], [])
    var extended: (extensions: [String: [DeclaredType]], viewTypes: Set<String>, fileLayers: [String: String],
                   fileModules: [String: String], filesOutsideAppCode: Set<String>) = ([:], [], [:], [:], [])
    var entities: Set<String> = []
    var effects = ProjectEffects()
}
