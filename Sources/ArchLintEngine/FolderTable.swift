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

    /// Every folder that holds one of the paths, each once, in the order the paths first name them.
    private let folders: [String]
    /// The entry of each folder of ``folders``, by its place there.
    private let folderEntries: [Entry]
    /// The place in ``folders`` of each path's folder, by the path's place in the paths given.
    private let folderOfPath: [Int32]
    /// The paths whose folder targets split file by file, with their entries, in the order of their places. Kept in
    /// arrays, as every table here: a first set or dictionary of a new kind costs a process a scan of the
    /// runtime's conformance records.
    private let splitPaths: [(position: Int, path: String, entry: Entry)]
    private let entries: [String: Entry]
    private let modules: ModuleMap
    private let layering: FileLayering
    /// Targets without a layer of their own that hold a Domain folder: their folders give layers.
    private let layeredTargets: Set<String>

    /// The entries of every folder that holds one of `paths` (relative to the root), computed in parallel.
    init(paths: [String], modules: ModuleMap, layering: FileLayering) {
        // Each path's folder, made into a string only where it differs from the folder of the path before (paths
        // come in order, so a folder's files come together).
        var folders: [String] = []
        var places: [String: Int32] = [:]
        var folderOfPath: [Int32] = []
        folderOfPath.reserveCapacity(paths.count)
        var previous: Int32 = -1
        for var path in paths {
            let place: Int32 = path.withUTF8 { bytes in
                let end = Self.folderEnd(bytes)
                if previous >= 0, Self.folder(folders[Int(previous)], is: bytes, end: end) { return previous }
                let folder = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<end]), as: UTF8.self)
                if let known = places[folder] { return known }
                let new = Int32(truncatingIfNeeded: folders.count)
                places[folder] = new
                folders.append(folder)
                return new
            }
            folderOfPath.append(place)
            previous = place
        }
        self.modules = modules
        self.layering = layering
        var found: Set<String> = []
        let folderModules = Parallel.map(folders) { modules.module(ofFolder: $0) }
        for (folder, module) in zip(folders, folderModules) {
            guard let module, module.layer == nil, let root = module.path,
                  !found.contains(module.name), FileLayering.showsLayersInside(folder, root: root)
            else { continue }
            found.insert(module.name)
        }
        let layeredTargets = found
        self.layeredTargets = layeredTargets
        let corroborated = LayerCorroboration(folders: folders)
        let computed = Parallel.map(Array(zip(folders, folderModules))) { folder, module in
            corroborated.checked(Self.entry(for: folder, module: module, layering: layering,
                                            layeredTargets: layeredTargets), folder: folder)
        }
        var split: [(position: Int, path: String, entry: Entry)] = []
        for position in paths.indices where modules.isSplitByFile(folders[Int(folderOfPath[position])]) {
            split.append((position, paths[position], Self.entry(forSplitFile: paths[position], modules: modules,
                                                                 layering: layering, layeredTargets: layeredTargets)))
        }
        self.folders = folders
        folderEntries = computed
        self.folderOfPath = folderOfPath
        splitPaths = split
        entries = Dictionary(uniqueKeysWithValues: zip(folders, computed))
    }

    /// The same folders with the naming conventions off (the project does not show the layered shape): each
    /// folder keeps what it knows about app code, takes its module from `modules`, and decides no layer.
    func withoutConventions(modules: ModuleMap, layering: FileLayering) -> FolderTable {
        let plain = { (entry: Entry) in
            let module = entry.module.flatMap { modules.modules[$0.name] } ?? entry.module
            return Entry(module: module, layer: entry.isAppFolder ? .off : .notAppCode, isAppFolder: entry.isAppFolder)
        }
        let folderEntries = self.folderEntries.map(plain)
        // A file of a folder split file by file has its entry made again, as ``entry(forFile:)`` makes it.
        let split = splitPaths.map { position, path, _ in
            (position, path, Self.entry(forSplitFile: path, modules: modules, layering: layering,
                                        layeredTargets: layeredTargets))
        }
        return FolderTable(folders: folders, folderEntries: folderEntries, folderOfPath: folderOfPath,
                           splitPaths: split,
                           entries: Dictionary(uniqueKeysWithValues: zip(folders, folderEntries)),
                           modules: modules, layering: layering, layeredTargets: layeredTargets)
    }

    private init(folders: [String], folderEntries: [Entry], folderOfPath: [Int32],
                 splitPaths: [(position: Int, path: String, entry: Entry)],
                 entries: [String: Entry], modules: ModuleMap, layering: FileLayering, layeredTargets: Set<String>) {
        self.folders = folders
        self.folderEntries = folderEntries
        self.folderOfPath = folderOfPath
        self.splitPaths = splitPaths
        self.entries = entries
        self.modules = modules
        self.layering = layering
        self.layeredTargets = layeredTargets
    }

    /// The entry of the path at `position` in the paths the table was made from: no string is made or hashed.
    func entry(forPathAt position: Int) -> Entry {
        splitEntry(at: position) ?? folderEntries[Int(folderOfPath[position])]
    }

    /// The entry of the path at `position` when its folder is split file by file, found by halving.
    private func splitEntry(at position: Int) -> Entry? {
        guard !splitPaths.isEmpty else { return nil }
        var low = 0, high = splitPaths.count
        while low < high {
            let middle = (low + high) / 2
            if splitPaths[middle].position < position { low = middle + 1 } else { high = middle }
        }
        return low < splitPaths.count && splitPaths[low].position == position ? splitPaths[low].entry : nil
    }

    /// The entry of the folder holding `path`, or of the file itself when targets split its folder file by file.
    func entry(forFile path: String) -> Entry {
        let folder = Self.folder(of: path)
        if modules.isSplitByFile(folder) {
            return Self.entry(forSplitFile: path, modules: modules, layering: layering, layeredTargets: layeredTargets)
        }
        return entries[folder] ?? Self.entry(for: folder, module: modules.module(ofFolder: folder), layering: layering,
                                             layeredTargets: layeredTargets)
    }

    /// The entry of a file whose folder targets split file by file: its module is its own.
    private static func entry(forSplitFile path: String, modules: ModuleMap, layering: FileLayering,
                              layeredTargets: Set<String>) -> Entry {
        let folder = Self.folder(of: path)
        let module = modules.module(ofFile: path)
        return Entry(module: module,
                     layer: layering.folderLayer(of: folder, module: module,
                                                 layeredInside: module.map { layeredTargets.contains($0.name) } ?? false),
                     isAppFolder: FileLayering.isAppFolder(folder, module: module))
    }

    private static func entry(for folder: String, module: ModuleInfo?, layering: FileLayering,
                              layeredTargets: Set<String>) -> Entry {
        Entry(module: module,
              layer: layering.folderLayer(of: folder, module: module,
                                          layeredInside: module.map { layeredTargets.contains($0.name) } ?? false),
              isAppFolder: FileLayering.isAppFolder(folder, module: module))
    }

    /// Where the folder part of a path's bytes ends: at its last `/`, or 0.
    private static func folderEnd(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var index = bytes.count - 1
        while index >= 0 && bytes[index] != UInt8(ascii: "/") { index -= 1 }
        return max(index, 0)
    }

    /// Whether `folder` is spelled by the first `end` bytes of `bytes`, compared from the end (where the folders
    /// of one project differ).
    private static func folder(_ folder: String, is bytes: UnsafeBufferPointer<UInt8>, end: Int) -> Bool {
        var folder = folder
        return folder.withUTF8 { known in
            guard known.count == end else { return false }
            var index = end - 1
            while index >= 0 && known[index] == bytes[index] { index -= 1 }
            return index < 0
        }
    }

    /// The folder part of a `/`-separated path: `"Sources/App"` for `"Sources/App/main.swift"`, `""` at the root.
    static func folder(of path: String) -> String {
        // The last `/` found on the bytes themselves: every file of a run asks this.
        var path = path
        return path.withUTF8 { bytes in
            String(decoding: UnsafeBufferPointer(rebasing: bytes[..<folderEnd(bytes)]), as: UTF8.self)
        }
    }

    /// The layers that folder and target names give the files the table was made from, with the folders that name
    /// them.
    func layersFoundByName() -> LayerDetection {
        var places: [String: Set<String>] = [:]
        var byFolder = false, byTarget = false
        var seen = [Bool](repeating: false, count: folders.count)
        var previous: Int32 = -1
        for position in folderOfPath.indices {
            let place = folderOfPath[position]
            let folder = folders[Int(place)]
            // Files come in path order, so most share the folder of the one before, which is in `seen` already.
            let isSplit = splitEntry(at: position) != nil
            if !isSplit && place == previous { continue }
            previous = place
            let entry = entry(forPathAt: position)
            if !isSplit {
                if seen[Int(place)] { continue }
                seen[Int(place)] = true
            }
            guard case .decided(let layer?) = entry.layer else { continue }
            if let module = entry.module, module.layer == layer {
                places[layer, default: []].insert(module.path ?? module.name)
                byTarget = true
            } else if let named = [folder, entry.module?.path].compactMap({ $0 })
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
