import ArchLintRules

/// Each folder's module and what its path decides about layers, worked out once per folder rather than once per
/// file: a project has far fewer folders than files.
struct FolderTable: Sendable {
    struct Entry: Sendable {
        let module: ModuleInfo?
        let layer: FileLayering.FolderLayer?
    }

    private let entries: [String: Entry]
    private let modules: ModuleMap
    private let layering: FileLayering

    /// The entries of every folder that holds one of `paths` (relative to the root), computed in parallel.
    init(paths: [String], modules: ModuleMap, layering: FileLayering) {
        let folders = Array(Set(paths.map(Self.folder(of:))))
        self.modules = modules
        self.layering = layering
        let computed = Parallel.map(folders) { Self.entry(for: $0, modules: modules, layering: layering) }
        entries = Dictionary(uniqueKeysWithValues: zip(folders, computed))
    }

    /// The entry of the folder holding `path`, or of the file itself when targets split its folder file by file.
    func entry(forFile path: String) -> Entry {
        let folder = Self.folder(of: path)
        if modules.isSplitByFile(folder) {
            let module = modules.module(ofFile: path)
            return Entry(module: module, layer: layering.folderLayer(of: folder, module: module))
        }
        return entries[folder] ?? Self.entry(for: folder, modules: modules, layering: layering)
    }

    private static func entry(for folder: String, modules: ModuleMap, layering: FileLayering) -> Entry {
        let module = modules.module(ofFolder: folder)
        return Entry(module: module, layer: layering.folderLayer(of: folder, module: module))
    }

    /// The folder part of a `/`-separated path: `"Sources/App"` for `"Sources/App/main.swift"`, `""` at the root.
    static func folder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }
}
