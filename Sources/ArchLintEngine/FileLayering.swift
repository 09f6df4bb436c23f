import ArchLintOutline
import ArchLintRules

/// Decides each file's layer: declared layers (path globs, then modules) when configured, else conventions
/// (test folders and manifests are in no layer; a file with `@main` or an app delegate is the composition root
/// (``CompositionRoot``); then the target's
/// name; then the folder that names a layer). With `conventions` off — the project does not show the layered
/// shape — files are in no layer unless configuration declares layers.
struct FileLayering: Sendable {
    let policy: LayerPolicy
    private let declared: [(name: String, globs: [Glob])]?
    /// The files declared layers name by their own paths, each with the first layer that does.
    private let named: [String: String]
    private let conventions: Bool

    init(configuration: Configuration, conventions: Bool = true) {
        self.conventions = conventions
        if let layers = configuration.layers {
            let declared = layers.map { ($0.name, $0.paths.map(Glob.init)) }
            self.declared = declared
            let paths = declared.flatMap { name, globs in globs.compactMap { $0.literalPath.map { ($0, name) } } }
            named = Dictionary(paths, uniquingKeysWith: { first, _ in first })
            policy = LayerPolicy(layers: layers.map(\.name),
                                 mayDependOn: Dictionary(layers.map { ($0.name, Set($0.mayDependOn)) },
                                                         uniquingKeysWith: { $0.union($1) }))
        } else {
            declared = nil
            named = [:]
            policy = Layer.conventionalPolicy
        }
    }

    /// What a file's folder decides about its layer.
    enum FolderLayer: Sendable, Equatable {
        /// A test folder, test target or Tuist folder: the file is in no layer.
        case notAppCode
        /// The layer of the folder's module or, failing that, of its folder names; `@main` or an app delegate
        /// still makes a file the composition root.
        case decided(String?)
        /// The naming conventions are off: the file is in no layer, whatever it declares.
        case off
    }

    /// What `folder` (relative to the root, `""` for the root) decides about the layer of a file inside it: a test
    /// folder or target is never in a layer; otherwise `nil` when layers are declared (their globs match whole file
    /// paths).
    ///
    /// By convention a target's own layer — or its having none — outranks the layer-named folders inside it: a
    /// `Mocks` target's `Data/` folder is no Data layer. Only a target that holds the layered shape itself (a
    /// Domain folder inside it, `layeredInside`) takes its layers from its folders.
    func folderLayer(of folder: String, module: ModuleInfo?, layeredInside: Bool = false) -> FolderLayer? {
        // Tests are in no layer even when a configured layer's globs cover their folder (`Packages/Domain/**`).
        if !Self.isAppFolder(folder, module: module) { return .notAppCode }
        guard declared == nil else { return nil }
        guard conventions else { return .off }
        if let module {
            if let layer = module.layer { return .decided(layer) }
            if let root = module.path, !layeredInside {
                // The folders around the target still speak (`Features/Profile/Sources/Profile`).
                return .decided(LayerConventions.layer(forFolder: root))
            }
        }
        return .decided(LayerConventions.layer(forFolder: folder))
    }

    /// Whether the target at `root` shows the layered shape inside itself: `folder`, one of its folders, is a
    /// Domain folder by name (`Sources/TripKit/Domain/…`).
    static func showsLayersInside(_ folder: String, root: String) -> Bool {
        guard folder.count > root.count, folder.hasPrefix(root.isEmpty ? "" : root + "/") else { return false }
        let inside = root.isEmpty ? folder : String(folder.dropFirst(root.count + 1))
        return LayerConventions.layer(forFolder: inside) == Layer.domain
    }

    /// The layer of `file`, given its module and what its folder decides (both from ``FolderTable``).
    func layer(of file: OutlinedFile, module: ModuleInfo?, folderLayer: FolderLayer?) -> String? {
        let path = file.path
        if Self.isManifest(path) { return nil }
        switch folderLayer {
        case .notAppCode, .off:
            return nil
        case .decided(let layer):
            return isMain(file) ? Layer.app : layer
        case nil:
            break
        }
        if let declared {
            // A file a layer names by its own path, and then a target a layer names in `modules`, are more specific
            // than a folder glob that happens to cover them (`Sources/UI/**` holding the app delegate,
            // `Packages/Features/**` holding a `…Data` target), whatever the order of the layers.
            if let layer = named[path] { return layer }
            if let layer = module?.layer { return layer }
            if let layer = declared.first(where: { $0.globs.contains { $0.matches(path) } })?.name { return layer }
            if isMain(file), policy.layers.contains(Layer.app) { return Layer.app }
        }
        return nil
    }

    /// Why the file at `path` has `layer` (or none), in a few words: the decision ``layer(of:module:folderLayer:)``
    /// made, retold. `compositionRoot` is the file's ``CompositionRoot`` mark, if it has one.
    func reason(for path: String, layer: String?, module: ModuleInfo?, folderLayer: FolderLayer?,
                compositionRoot: String? = nil) -> String {
        let root = CompositionRoot.reason(compositionRoot ?? "@main")
        if Self.isManifest(path) { return "a manifest" }
        switch folderLayer {
        case .notAppCode:
            return module?.isTest == true ? "test target \(module?.name ?? "")" : "a test or tooling folder"
        case .off:
            return "no layered structure (no Domain layer)"
        default:
            break
        }
        guard let layer else {
            guard declared == nil else { return "no configured glob or module covers it" }
            if let module, module.layer == nil, module.path != nil, LayerConventions.layer(forPath: path) != nil {
                return "target \(module.name) is in no layer, and its folders' names do not count"
            }
            if let named = LayerConventions.layerAndOrigin(forFolder: FolderTable.folder(of: path)),
               named.layer == Layer.data {
                return "folder \(named.origin) is named Data, but no folder beside it names another layer"
            }
            return "no folder or target name gives a layer"
        }
        if let module, module.layer == layer { return "target \(module.name)" }
        if let declared {
            if let glob = declared.first(where: { $0.name == layer })?.globs.first(where: { $0.matches(path) }) {
                return "glob \(glob.pattern)"
            }
            return root
        }
        if case .decided(let folderLayer) = folderLayer, folderLayer != layer { return root }
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
        return LayerConventions.layerAndOrigin(forFolder: folder).map { "folder \($0.origin)" } ?? "its folder name"
    }

    /// Whether the file at `path` is app code: not a manifest, not in a test folder, test target or Tuist folder.
    /// `folder` is the entry of the file's folder (``FolderTable``), which knows the folder part.
    static func isAppCode(_ path: String, folder: FolderTable.Entry) -> Bool {
        folder.isAppFolder && !isManifest(path)
    }

    /// Whether files in `folder` can be app code; worked out once per folder.
    static func isAppFolder(_ folder: String, module: ModuleInfo?) -> Bool {
        module?.isTest != true
            && !folder.utf8.split(separator: UInt8(ascii: "/")).contains { LayerConventions.isOutsideAppCode(Substring($0)) }
    }

    private static func isManifest(_ path: String) -> Bool {
        // Every manifest's name begins with `P` or `W` (`Package`, `Project`, `Workspace`): most files are told
        // apart by that byte, found from the end of the path.
        var bytes = path
        let mayBe = bytes.withUTF8 { utf8 -> Bool in
            var index = utf8.count - 1
            while index >= 0 && utf8[index] != UInt8(ascii: "/") { index -= 1 }
            return index + 1 < utf8.count && (utf8[index + 1] == UInt8(ascii: "P") || utf8[index + 1] == UInt8(ascii: "W"))
        }
        guard mayBe else { return false }
        let name = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[path.utf8.index(after: $0)...] } ?? path[...]
        return LayerConventions.isManifest(fileName: name)
    }

    private func isMain(_ file: OutlinedFile) -> Bool {
        Self.compositionRootMark(of: file) != nil
    }

    /// The ``CompositionRoot`` mark of the first declaration in `file` that has one, outside code never compiled.
    static func compositionRootMark(of file: OutlinedFile) -> String? {
        for declaration in file.outline.types {
            if let mark = CompositionRoot.mark(of: declaration), !file.outline.isNeverCompiled(declaration.keywordToken) {
                return mark
            }
        }
        return nil
    }
}
