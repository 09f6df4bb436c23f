import ArchLintRules

/// Each folder's module and what its path decides about layers, worked out once per folder rather than once per
/// file: a project has far fewer folders than files.
struct FolderTable: Sendable {
    struct Entry: Sendable {
        let module: ModuleInfo?
        let layer: FileLayering.FolderLayer?
        /// Whether files here can be app code (not tests, not Tuist's folder).
        let isAppFolder: Bool
    }

    private let entries: [String: Entry]
    private let modules: ModuleMap
    private let layering: FileLayering
    /// Targets without a layer of their own that hold a Domain folder: their folders give layers.
    private let layeredTargets: Set<String>

    /// The entries of every folder that holds one of `paths` (relative to the root), computed in parallel.
    init(paths: [String], modules: ModuleMap, layering: FileLayering) {
        let folders = Array(Set(paths.map(Self.folder(of:))))
        self.modules = modules
        self.layering = layering
        var found: Set<String> = []
        for folder in folders {
            guard let module = modules.module(ofFolder: folder), module.layer == nil, let root = module.path,
                  !found.contains(module.name), FileLayering.showsLayersInside(folder, root: root)
            else { continue }
            found.insert(module.name)
        }
        let layeredTargets = found
        self.layeredTargets = layeredTargets
        let computed = Parallel.map(folders) { folder in
            Self.entry(for: folder, modules: modules, layering: layering, layeredTargets: layeredTargets)
        }
        entries = Dictionary(uniqueKeysWithValues: zip(folders, computed))
    }

    /// The same folders with the naming conventions off (the project does not show the layered shape): each
    /// folder keeps what it knows about app code, takes its module from `modules`, and decides no layer.
    func withoutConventions(modules: ModuleMap, layering: FileLayering) -> FolderTable {
        FolderTable(entries: entries.mapValues { entry in
            let module = entry.module.flatMap { modules.modules[$0.name] } ?? entry.module
            return Entry(module: module, layer: entry.isAppFolder ? .off : .notAppCode, isAppFolder: entry.isAppFolder)
        }, modules: modules, layering: layering, layeredTargets: layeredTargets)
    }

    private init(entries: [String: Entry], modules: ModuleMap, layering: FileLayering, layeredTargets: Set<String>) {
        self.entries = entries
        self.modules = modules
        self.layering = layering
        self.layeredTargets = layeredTargets
    }

    /// The entry of the folder holding `path`, or of the file itself when targets split its folder file by file.
    func entry(forFile path: String) -> Entry {
        let folder = Self.folder(of: path)
        if modules.isSplitByFile(folder) {
            let module = modules.module(ofFile: path)
            return Entry(module: module,
                         layer: layering.folderLayer(of: folder, module: module,
                                                     layeredInside: module.map { layeredTargets.contains($0.name) } ?? false),
                         isAppFolder: FileLayering.isAppFolder(folder, module: module))
        }
        return entries[folder] ?? Self.entry(for: folder, modules: modules, layering: layering,
                                             layeredTargets: layeredTargets)
    }

    private static func entry(for folder: String, modules: ModuleMap, layering: FileLayering,
                              layeredTargets: Set<String>) -> Entry {
        let module = modules.module(ofFolder: folder)
        return Entry(module: module,
                     layer: layering.folderLayer(of: folder, module: module,
                                                 layeredInside: module.map { layeredTargets.contains($0.name) } ?? false),
                     isAppFolder: FileLayering.isAppFolder(folder, module: module))
    }

    /// The folder part of a `/`-separated path: `"Sources/App"` for `"Sources/App/main.swift"`, `""` at the root.
    static func folder(of path: String) -> String {
        // The last `/` found on the bytes themselves: every file of a run asks this.
        var path = path
        return path.withUTF8 { bytes in
            var index = bytes.count - 1
            while index >= 0 && bytes[index] != UInt8(ascii: "/") { index -= 1 }
            return index < 0 ? "" : String(decoding: UnsafeBufferPointer(rebasing: bytes[..<index]), as: UTF8.self)
        }
    }

    /// The layers that folder and target names give the files at `paths`, with the folders that name them.
    func layersFoundByName(paths: [String]) -> LayerDetection {
        var places: [String: Set<String>] = [:]
        var byFolder = false, byTarget = false
        var seen: Set<String> = []
        var previous: String?
        for path in paths {
            let folder = Self.folder(of: path)
            // Files come in path order, so most share the folder of the one before, which is in `seen` already.
            let isSplit = modules.isSplitByFile(folder)
            if !isSplit && folder == previous { continue }
            previous = folder
            guard isSplit || seen.insert(folder).inserted,
                  case .decided(let layer?) = entry(forFile: path).layer else { continue }
            if let module = entry(forFile: path).module, module.layer == layer {
                places[layer, default: []].insert(module.path ?? module.name)
                byTarget = true
            } else if let named = [folder, entry(forFile: path).module?.path].compactMap({ $0 })
                        .lazy.compactMap(LayerConventions.layerAndOrigin(forFolder:)).first(where: { $0.layer == layer }) {
                // The file's own folders, or those around its target when the target's folders do not count.
                places[layer, default: []].insert(named.origin)
                byFolder = true
            }
        }
        let found = places.map { layer, places in
            // A place inside another of the same layer says nothing more.
            let outermost = places.filter { place in !places.contains { place.hasPrefix($0 + "/") } }
            return LayerDetection.FoundLayer(name: layer, places: outermost.sorted())
        }
        return .fromNames(found, folders: byFolder, targets: byTarget)
    }
}
