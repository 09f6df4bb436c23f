import ArchLintEngine

/// The layer graph as a Mermaid flowchart: layers with modules become subgraphs listing them, edges carry
/// reference counts, and forbidden edges are dotted, labelled "forbidden" and coloured red by `linkStyle`.
struct MermaidGraphRenderer: Reporter {
    static let identifier = "mermaid"

    func report(_ result: LintResult, options: ReportOptions) -> String {
        Self.render(result.layerGraph)
    }

    static func render(_ graph: LayerGraph) -> String {
        let layers = GraphRenderer.layers(of: graph)
        let ids = Dictionary(layers.enumerated().map { ($1, "layer\($0)") }, uniquingKeysWith: { first, _ in first })
        var output = "flowchart LR\n"
        for (index, layer) in layers.enumerated() {
            let id = "layer\(index)"
            let modules = graph.modules[layer, default: []]
            if modules.isEmpty {
                output += "  \(id)[\"\(label(layer))\"]\n"
            } else {
                output += "  subgraph \(id)[\"\(label(layer))\"]\n"
                for (moduleIndex, module) in modules.enumerated() {
                    output += "    \(id)_module\(moduleIndex)[\"\(label(module))\"]\n"
                }
                output += "  end\n"
            }
        }
        var forbidden: [Int] = []
        var linkIndex = 0
        for edge in graph.edges {
            guard let from = ids[edge.from], let to = ids[edge.to] else { continue }
            if edge.isAllowed {
                output += "  \(from) -->|\(edge.count)| \(to)\n"
            } else {
                output += "  \(from) -.->|\(edge.count) forbidden| \(to)\n"
                forbidden.append(linkIndex)
            }
            linkIndex += 1
        }
        if !forbidden.isEmpty {
            let indices = forbidden.map(String.init).joined(separator: ",")
            output += "  linkStyle \(indices) stroke:#cf222e,stroke-width:2px,color:#cf222e\n"
        }
        return output
    }

    /// Text for a quoted Mermaid label, where quotes and angle brackets must be entity codes.
    static func label(_ text: String) -> String {
        var result = ""
        // Scalar by scalar: a quote followed by a combining mark is one Character, and still a quote.
        for scalar in text.singleLine.unicodeScalars {
            switch scalar {
            case "#": result += "#35;"
            case "\"": result += "#quot;"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
