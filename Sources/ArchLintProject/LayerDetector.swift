import ArchLintEngine
import ArchLintLexer
import ArchLintOutline
import ArchLintRules
import Foundation

/// Looks through a project's folders, `Package.swift` manifests and Tuist `Project.swift` files for layers named by
/// convention.
package enum LayerDetector {
    /// How deep to look: deep enough for `Modules/Trip/Sources/TripDomain`.
    package static let maximumDepth = 4

    /// The layers found by name, or none when they do not show the layered shape (no Domain layer).
    package static func detect(in root: String) -> (layers: [DetectedLayer], detection: LayerDetection) {
        let found = layersByName(in: root)
        let detection = LayerDetection.fromNames(
            found.map { LayerDetection.FoundLayer(name: $0.name, places: $0.places) },
            folders: found.contains { !$0.paths.isEmpty }, targets: found.contains { !$0.modules.isEmpty })
        return (detection.basis == .none ? [] : found, detection)
    }

    /// Every layer a folder or target name stands for, in conventional order.
    package static func layersByName(in root: String) -> [DetectedLayer] {
        var layers: [String: DetectedLayer] = [:]
        var folders: [(name: String, path: String, layer: String)] = []
        var manifests: [String] = []
        collect(in: root, relative: "", depth: 1, folders: &folders, manifests: &manifests)
        for (position, folder) in folders.enumerated() {
            // An `App` folder holding other layers claims only its own files, so that no file has two layers.
            // Folders are collected depth first, so any folder inside this one comes right after it.
            let nested = position + 1 < folders.count && folders[position + 1].path.hasPrefix(folder.path + "/")
            // A folder named with wildcard characters (`{Core,Shared}Domain`) must match only itself.
            let glob = Glob.escaped(folder.path) + (nested ? "/*.swift" : "/**")
            layers[folder.layer, default: DetectedLayer(name: folder.layer)].paths.append(glob)
        }
        // Targets named after a layer become its modules, so that `import TripData` is checked too.
        for manifest in manifests {
            guard let data = try? FileSystem.read(PathText.join(root, manifest)) else { continue }
            let file = OutlinedFile(path: manifest, source: SourceText(bytes: Array(data)))
            for target in PackageManifest(file: file).targets where !target.isTest {
                guard let layer = LayerConventions.layer(forName: target.name),
                      !layers[layer, default: DetectedLayer(name: layer)].modules.contains(target.name) else { continue }
                layers[layer, default: DetectedLayer(name: layer)].modules.append(target.name)
            }
        }
        return Layer.conventional.compactMap { layers[$0] }
    }

    /// Folders that may be layers and the manifests found on the way: nothing skipped, hidden or a test folder;
    /// nothing collected inside a layer folder except under `App` (manifests are looked for everywhere).
    private static func collect(in directory: String, relative: String, depth: Int,
                                folders: inout [(name: String, path: String, layer: String)],
                                manifests: inout [String], insideLayer: Bool = false) {
        guard depth <= maximumDepth + 1 else { return }
        let parent = relative.split(separator: "/").last
        for name in FileSystem.entries(directory) {
            let path = PathText.join(directory, name)
            let childRelative = PathText.join(relative, name)
            let kind = FileSystem.kind(path)
            if kind == .regularFile, name == "Package.swift" || name == "Project.swift" {
                manifests.append(childRelative)
                continue
            }
            guard kind == .directory, !name.hasPrefix("."), !FileDiscovery.isSkippedFolder(name),
                  !LayerConventions.isOutsideAppCode(Substring(name)) else { continue }
            var layer: String?
            if !insideLayer, depth <= maximumDepth {
                let asModule = parent.map { LayerConventions.isModuleParent($0) } ?? true
                layer = LayerConventions.match(name, asModule: asModule)?.layer
            }
            if let layer { folders.append((name, childRelative, layer)) }
            collect(in: path, relative: childRelative, depth: depth + 1, folders: &folders, manifests: &manifests,
                    insideLayer: insideLayer || (layer != nil && layer != Layer.app))
        }
    }
}
