import ArchLintEngine

/// The layer `archlint init` and the layers suggestion write for the SwiftData stance: the folders of the app's
/// `@Model` types, which views may use, when views query them with `@Query`.
struct ModelsLayer: Equatable {
    static let layerName = "Models"

    var name = Self.layerName
    /// Globs: the folders of the model files, or the files themselves where their folder holds other code too.
    var paths: [String]
    /// How many views query the models.
    var queryingViews: Int

    /// `nil` unless views query the app's `@Model` types.
    init?(_ result: LintResult) {
        let models = result.models
        guard !models.modelFiles.isEmpty, !models.queryingViews.isEmpty else { return nil }
        let modelFiles = Set(models.modelFiles)
        var folders: [String: (models: Int, files: Int)] = [:]
        for file in result.files where file.isAppCode {
            let folder = FolderPath.of(file.path)
            guard models.modelFiles.contains(where: { FolderPath.of($0) == folder }) else { continue }
            folders[folder, default: (0, 0)].files += 1
            if modelFiles.contains(file.path) { folders[folder, default: (0, 0)].models += 1 }
        }
        var paths: [String] = []
        for (folder, count) in folders.sorted(by: { $0.key < $1.key }) {
            let name = folder.split(separator: "/").last.map(String.init) ?? ""
            // A folder of models (or named for them) goes whole; elsewhere only the files that declare them.
            if !folder.isEmpty, count.models * 2 >= count.files || Self.folderNames.contains(name) {
                paths.append(Glob.escaped(folder) + "/**")
            } else {
                paths += models.modelFiles.filter { FolderPath.of($0) == folder }.map(Glob.escaped)
            }
        }
        self.paths = paths
        queryingViews = models.queryingViews.count
    }

    private static let folderNames: Set<String> = ["Models", "Model", "Entities", "Schema", "SwiftData", "Persistence"]
}
