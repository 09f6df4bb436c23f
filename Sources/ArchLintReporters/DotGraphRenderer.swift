import ArchLintEngine

/// The layer graph as Graphviz DOT: layers with modules become clusters listing them (edges attach to the
/// cluster through `compound`), edges carry reference counts, and forbidden edges are red.
struct DotGraphRenderer: Reporter {
    static let identifier = "dot"

    func report(_ result: LintResult, options: ReportOptions) -> String {
        Self.render(result.layerGraph)
    }

    static func render(_ graph: LayerGraph) -> String {
        let layers = GraphRenderer.layers(of: graph)
        var output = "digraph archlint {\n  rankdir=LR;\n  compound=true;\n"
            + "  node [shape=box, style=rounded, fontname=\"Helvetica\"];\n"
            + "  edge [fontname=\"Helvetica\"];\n"
        // An edge to a cluster must name one node inside it; `anchors` holds that node and the cluster.
        var anchors: [String: (node: String, cluster: String?)] = [:]
        for (index, layer) in layers.enumerated() {
            let modules = graph.modules[layer, default: []]
            if modules.isEmpty {
                let node = "layer\(index)"
                anchors[layer] = anchors[layer] ?? (node, nil)
                output += "  \(node) [label=\(quoted(layer))];\n"
            } else {
                let cluster = "cluster_layer\(index)"
                anchors[layer] = anchors[layer] ?? ("layer\(index)_module0", cluster)
                output += "  subgraph \(cluster) {\n    label=\(quoted(layer));\n    style=rounded;\n"
                for (moduleIndex, module) in modules.enumerated() {
                    output += "    layer\(index)_module\(moduleIndex) [label=\(quoted(module))];\n"
                }
                output += "  }\n"
            }
        }
        for edge in graph.edges {
            guard let from = anchors[edge.from], let to = anchors[edge.to] else { continue }
            var attributes = edge.isAllowed
                ? ["label=\(quoted(String(edge.count)))"]
                : ["label=\(quoted("\(edge.count) forbidden"))", "color=red", "fontcolor=red", "style=bold"]
            if let cluster = from.cluster { attributes.append("ltail=\(cluster)") }
            if let cluster = to.cluster { attributes.append("lhead=\(cluster)") }
            output += "  \(from.node) -> \(to.node) [\(attributes.joined(separator: ", "))];\n"
        }
        return output + "}\n"
    }

    /// A DOT double-quoted string; backslashes are doubled because labels give them meaning (`\n`, `\l`).
    static func quoted(_ text: String) -> String {
        var result = "\""
        // Scalar by scalar: a quote followed by a combining mark is one Character, and still a quote.
        for scalar in text.singleLine.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
