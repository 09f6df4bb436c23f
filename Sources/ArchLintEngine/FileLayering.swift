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

    /// The layer of `file`, whose module (if any) the caller found with ``ModuleMap/module(containing:)``.
    func layer(of file: OutlinedFile, module: ModuleInfo?) -> String? {
        let path = file.path
        if let declared {
            if let layer = declared.first(where: { $0.globs.contains { $0.matches(path) } })?.name { return layer }
            if let layer = module?.layer { return layer }
            if isMain(file), policy.layers.contains(Layer.app) { return Layer.app }
            return nil
        }
        if path.split(separator: "/").dropLast().contains(where: LayerConventions.isTestFolder) { return nil }
        if module?.isTest == true { return nil }
        if isMain(file) { return Layer.app }
        if let layer = module?.layer { return layer }
        return LayerConventions.layer(forPath: path)
    }

    private func isMain(_ file: OutlinedFile) -> Bool {
        file.outline.types.contains { $0.hasAttribute("main") }
    }
}
