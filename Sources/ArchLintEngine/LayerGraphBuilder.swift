import ArchLintOutline
import ArchLintRules

/// Counts the dependencies between layers (imports of project modules and type references) for reports.
enum LayerGraphBuilder {
    /// References from `file` to each other layer, by layer name; empty for a file in no layer.
    static func edges(of file: OutlinedFile, index: ProjectIndex) -> [String: Int] {
        guard let layer = index.fileLayers[file.path] else { return [:] }
        var counts: [String: Int] = [:]
        for reference in LayerReferences.find(in: file, layer: layer, index: index) {
            counts[reference.layer, default: 0] += 1
        }
        return counts
    }

    /// The graph from every file's layer and its ``edges(of:index:)``.
    static func build(edges perFile: [(layer: String?, edges: [String: Int])], index: ProjectIndex, layers: [String],
                      modules: ModuleMap) -> LayerGraph {
        var counts: [[String]: Int] = [:]
        for (from, targets) in perFile {
            guard let from else { continue }
            for (to, count) in targets { counts[[from, to], default: 0] += count }
        }
        let edges = counts.map { key, count in
            LayerEdge(from: key[0], to: key[1], count: count, isAllowed: index.policy.allows(key[0], key[1]))
        }.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
        var modulesByLayer: [String: [String]] = [:]
        for module in modules.modules.values {
            if let layer = module.layer { modulesByLayer[layer, default: []].append(module.name) }
        }
        for key in modulesByLayer.keys { modulesByLayer[key]?.sort() }
        let used = Set(index.fileLayers.values)
        return LayerGraph(layers: layers.filter { used.contains($0) || modulesByLayer[$0] != nil },
                          edges: edges, modules: modulesByLayer)
    }
}
