import ArchLintEngine

/// Draws a ``LayerGraph`` as diagram source for `archlint graph`.
public enum GraphRenderer {
    /// The diagram languages `archlint graph --format` accepts.
    public enum Format: String, Sendable, CaseIterable {
        /// A Mermaid `flowchart LR`, which GitHub and GitLab render inside Markdown.
        case mermaid
        /// Graphviz DOT, for `dot -Tsvg`.
        case dot
    }

    /// The graph in `format`, ending with a newline.
    public static func render(_ graph: LayerGraph, as format: Format) -> String {
        switch format {
        case .mermaid: MermaidGraphRenderer.render(graph)
        case .dot: DotGraphRenderer.render(graph)
        }
    }

    /// The layers to draw: declared ones in order, then any only an edge mentions.
    static func layers(of graph: LayerGraph) -> [String] {
        ReportCounts.layerOrder(graph.layers, extra: graph.edges.flatMap { [$0.from, $0.to] })
    }
}
