import ArchLintOutline
import ArchLintRules

/// Decides each file's layer: declared layers (path globs, then modules) when configured, else conventions
/// (test folders are in no layer; a file with `@main` is the composition root; then the target's name; then
/// the deepest folder that names a layer).
struct FileLayering: Sendable {
    let policy: LayerPolicy
    private let declared: [(name: String, globs: [Glob])]?

    init(configuration: Configuration) {
        if let layers = configuration.layers {
            declared = layers.map { ($0.name, $0.paths.map(Glob.init)) }
            policy = LayerPolicy(layers: layers.map(\.name),
                                 mayDependOn: Dictionary(layers.map { ($0.name, Set($0.mayDependOn)) },
                                                         uniquingKeysWith: { $0.union($1) }))
        } else {
            declared = nil
            policy = Layer.conventionalPolicy
        }
    }

    /// What a file's folder decides about its layer.
    enum FolderLayer: Sendable, Equatable {
        /// A test folder or test target: the file is in no layer.
        case testCode
        /// The layer of the folder's module or, failing that, of its folder names; `@main` still makes a file
        /// the composition root.
        case decided(String?)
    }

    /// What `folder` (relative to the root, `""` for the root) decides about the layer of a file inside it, or
    /// `nil` when layers are declared: their globs match whole file paths.
    func folderLayer(of folder: String, module: ModuleInfo?) -> FolderLayer? {
        guard declared == nil else { return nil }
        if folder.split(separator: "/").contains(where: LayerConventions.isTestFolder) || module?.isTest == true {
            return .testCode
        }
        return .decided(module?.layer ?? LayerConventions.layer(forFolder: folder))
    }

    /// The layer of `file`, given its module and what its folder decides (both from ``FolderTable``).
    func layer(of file: OutlinedFile, module: ModuleInfo?, folderLayer: FolderLayer?) -> String? {
        switch folderLayer {
        case .testCode:
            return nil
        case .decided(let layer):
            return isMain(file) ? Layer.app : layer
        case nil:
            break
        }
        let path = file.path
        if let declared {
            if let layer = declared.first(where: { $0.globs.contains { $0.matches(path) } })?.name { return layer }
            if let layer = module?.layer { return layer }
            if isMain(file), policy.layers.contains(Layer.app) { return Layer.app }
        }
        return nil
    }

    private func isMain(_ file: OutlinedFile) -> Bool {
        file.outline.types.contains { $0.hasAttribute("main") }
    }
}
