import ArchLintEngine
import ArchLintLexer
import ArchLintOutline
import ArchLintRules
import Foundation

/// Looks through a project's folders and `Package.swift` for layers named by convention.
enum LayerDetector {
    /// How deep to look: deep enough for `Modules/Trip/Sources/TripDomain`.
    static let maximumDepth = 4

    static func detect(in root: String) -> [DetectedLayer] {
        var layers: [String: DetectedLayer] = [:]
        var folders: [(name: String, path: String)] = []
        collectFolders(in: root, relative: "", depth: 1, into: &folders)
        for (position, folder) in folders.enumerated() {
            guard let layer = LayerConventions.layer(forName: folder.name) else { continue }
            // An `App` folder holding other layers claims only its own files, so that no file has two layers.
            // Folders are collected depth first, so any folder inside this one comes right after it.
            let nested = position + 1 < folders.count && folders[position + 1].path.hasPrefix(folder.path + "/")
            let glob = folder.path + (nested ? "/*.swift" : "/**")
            layers[layer, default: DetectedLayer(name: layer)].paths.append(glob)
        }
        let manifest = PathText.join(root, "Package.swift")
        if let data = try? FileSystem.read(manifest) {
            let manifest = OutlinedFile(path: "Package.swift", source: SourceText(bytes: Array(data)))
            for target in PackageManifest(file: manifest).targets.filter({ !$0.isTest }).map(\.name) {
                guard let layer = LayerConventions.layer(forName: target) else { continue }
                layers[layer, default: DetectedLayer(name: layer)].modules.append(target)
            }
        }
        return Layer.conventional.compactMap { layers[$0] }
    }

    /// Folders that may be layers: not skipped, not hidden, not tests; nothing is collected inside a layer
    /// folder except under `App`.
    private static func collectFolders(in directory: String, relative: String, depth: Int,
                                       into folders: inout [(name: String, path: String)]) {
        guard depth <= maximumDepth else { return }
        for name in FileSystem.entries(directory) {
            let path = PathText.join(directory, name)
            guard FileSystem.kind(path) == .directory, !name.hasPrefix("."), !FileDiscovery.isSkippedFolder(name),
                  !name.hasSuffix("Tests") else { continue }
            let childRelative = PathText.join(relative, name)
            let layer = LayerConventions.layer(forName: name)
            if layer != nil { folders.append((name, childRelative)) }
            if layer == nil || layer == Layer.app {
                collectFolders(in: path, relative: childRelative, depth: depth + 1, into: &folders)
            }
        }
    }
}
