import ArchLintEngine

/// A layer `archlint init` found, with where it found it.
package struct DetectedLayer: Equatable {
    package var name: String
    /// Path globs relative to the project root.
    package var paths: [String] = []
    /// Package targets named after the layer.
    package var modules: [String] = []

    /// The folders that name the layer (its globs without their `/**` or `/*.swift`), or else its targets.
    package var places: [String] {
        let folders = paths.map { path in
            Glob.unescaped(path.hasSuffix("/**") ? String(path.dropLast(3))
                : path.hasSuffix("/*.swift") ? String(path.dropLast(8)) : path)
        }
        return folders.isEmpty ? modules : folders
    }

    package init(name: String, paths: [String] = [], modules: [String] = []) {
        self.name = name
        self.paths = paths
        self.modules = modules
    }
}
