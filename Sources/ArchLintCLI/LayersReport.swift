import ArchLintEngine
import ArchLintReporters

/// `archlint layers`: what the run decided about layers, and why, so that a folder that lost its layer shows.
enum LayersReport {
    /// Folders listed under "in no layer" before the rest is summed up.
    static let maximumUnlayeredFolders = 15

    /// With `all`, every folder in no layer is listed; else the first ``maximumUnlayeredFolders``.
    static func text(_ result: LintResult, unmatched: [UnmatchedLayerGlob], root: String, all: Bool = false) -> String {
        // Names from the file system and configuration, each on its one line: a line break in a folder's name
        // would forge a row (control characters the output as a whole shows as text).
        var text = "Layers of \(root.singleLine): \(basis(result.layerDetection))\n"
        let groups = folderGroups(result.files)
        let layered = groups.filter { $0.layer != nil }
        for layer in orderedLayers(result) {
            let rows = layered.filter { $0.layer == layer }
            let count = rows.reduce(0) { $0 + $1.files }
            text += "\n\(layer.singleLine) — \(plural(count, "file"))\n"
            for row in rows { text += row.line }
            if rows.isEmpty { text += "  (no file)\n" }
        }
        let unlayered = groups.filter { $0.layer == nil }
        let count = unlayered.reduce(0) { $0 + $1.files }
        text += "\nIn no layer — \(plural(count, "file"))\n"
        let shown = all ? unlayered.count : maximumUnlayeredFolders
        for row in unlayered.prefix(shown) { text += row.line }
        if unlayered.count > shown {
            let rest = unlayered.dropFirst(shown)
            text += "  …and \(rest.count) more folders with \(plural(rest.reduce(0) { $0 + $1.files }, "file"))"
                + " (`archlint layers --all` lists them)\n"
        }
        let modules = result.layerGraph.modules.filter { !$0.value.isEmpty }
        if !modules.isEmpty {
            text += "\nTargets by layer\n"
            for layer in orderedLayers(result) where modules[layer] != nil {
                text += "  \(layer.singleLine): \(modules[layer, default: []].joined(separator: ", ").singleLine)\n"
            }
        }
        if result.layerDetection.basis != .none, !result.allowedDependencies.isEmpty {
            text += "\nMay depend on\n"
            for layer in orderedLayers(result) {
                let allowed = result.allowedDependencies[layer, default: []]
                let names = allowed.isEmpty ? "nothing else" : allowed.joined(separator: ", ").singleLine
                text += "  \(layer.singleLine) → \(names)\n"
            }
        }
        for glob in unmatched {
            text += "\nwarning: layer \(glob.layer.singleLine): the glob \(glob.pattern.singleLine) matches no file"
        }
        return unmatched.isEmpty ? text : text + "\n"
    }

    /// `Domain 12 files, Data 8, Presentation 20; 5 in no layer`, for the end of a lint.
    static func countsLine(_ result: LintResult) -> String? {
        guard result.layerDetection.basis != .none else { return nil }
        var counts: [String: Int] = [:]
        var none = 0
        for file in result.files {
            if let layer = file.layer { counts[layer, default: 0] += 1 } else { none += 1 }
        }
        let layers = orderedLayers(result).map { "\($0.singleLine) \(counts[$0, default: 0])" }
        return "files by layer: " + layers.joined(separator: ", ")
            + (none == 0 ? "" : "; \(none) in no layer (`archlint layers` says why)")
    }

    private struct FolderGroup {
        var folder: String
        var layer: String?
        var reason: String
        var files: Int

        /// `  Domain/Trips  3 files  (folder Domain)`
        var line: String {
            "  \(folder.isEmpty ? "." : folder.singleLine)  \(LayersReport.plural(files, "file"))  "
                + "(\(reason.singleLine))\n"
        }
    }

    /// Files grouped by folder, layer and reason: one row per distinct decision in a folder, sorted by folder.
    private static func folderGroups(_ files: [FileSummary]) -> [FolderGroup] {
        var groups: [FolderGroup] = []
        var position: [String: Int] = [:]
        for file in files {
            let folder = file.path.lastIndex(of: "/").map { String(file.path[..<$0]) } ?? ""
            let reason = file.reason ?? "not read"
            let key = "\(folder)\u{0}\(file.layer ?? "")\u{0}\(reason)"
            if let index = position[key] {
                groups[index].files += 1
            } else {
                position[key] = groups.count
                groups.append(FolderGroup(folder: folder, layer: file.layer, reason: reason, files: 1))
            }
        }
        return groups.sorted { $0.folder.utf8.lexicographicallyPrecedes($1.folder.utf8) }
    }

    private static func orderedLayers(_ result: LintResult) -> [String] {
        var layers = result.layerGraph.layers
        for file in result.files { if let layer = file.layer, !layers.contains(layer) { layers.append(layer) } }
        return layers
    }

    private static func basis(_ detection: LayerDetection) -> String {
        switch detection.basis {
        case .configuration: return "declared in the configuration"
        case .names(let folders, let targets):
            return "from " + (folders && targets ? "folder and target names" : targets ? "target names" : "folder names")
        case .none: return "no layered structure (no Domain layer): layer rules are off"
        }
    }

    fileprivate static func plural(_ count: Int, _ word: String) -> String {
        "\(count) \(word)" + (count == 1 ? "" : "s")
    }
}
