import ArchLintEngine
import ArchLintReporters
import Foundation
import Testing

@Suite struct GraphRendererTests {
    @Test func mermaidSnapshot() {
        assertSnapshot(GraphRenderer.render(ReportFixture.layerGraph, as: .mermaid), as: "mmd")
    }

    @Test func dotSnapshot() {
        assertSnapshot(GraphRenderer.render(ReportFixture.layerGraph, as: .dot), as: "dot")
    }

    @Test func mermaidMarksForbiddenEdgesAndStylesTheirLinks() {
        let lines = GraphRenderer.render(ReportFixture.layerGraph, as: .mermaid).split(separator: "\n").map(String.init)
        #expect(lines.first == "flowchart LR")
        // Domain is layer1 and Data layer2; the forbidden edge is the fifth link.
        #expect(lines.contains("  layer1 -.->|1 forbidden| layer2"))
        #expect(lines.contains("  layer0 -->|9| layer1"))
        #expect(lines.last?.hasPrefix("  linkStyle 4 stroke:#cf222e") == true)
        #expect(lines.filter { $0.contains("-->") || $0.contains("-.->") }.count == 6)
        #expect(lines.contains("  subgraph layer2[\"Data\"]"))
        #expect(lines.contains("    layer2_module1[\"TripCache\"]"))
        #expect(lines.contains("  layer3[\"App\"]"))
    }

    @Test func dotColoursForbiddenEdgesAndClustersModules() {
        let dot = GraphRenderer.render(ReportFixture.layerGraph, as: .dot)
        let lines = dot.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(dot.hasPrefix("digraph archlint {\n"))
        #expect(dot.hasSuffix("}\n"))
        #expect(lines.contains("layer1_module0 -> layer2_module0 [label=\"1 forbidden\", color=red, fontcolor=red, "
            + "style=bold, ltail=cluster_layer1, lhead=cluster_layer2];"))
        #expect(lines.contains("layer3 -> layer2_module0 [label=\"2\", lhead=cluster_layer2];"))
        #expect(lines.filter { $0.contains("color=red") }.count == 1)
        #expect(lines.contains("subgraph cluster_layer2 {"))
        #expect(lines.contains("layer2_module1 [label=\"TripCache\"];"))
    }

    @Test func labelsAreQuotedSafely() {
        let graph = LayerGraph(layers: ["A \"quoted\" <layer> #1", "Back\\slash"],
                               edges: [LayerEdge(from: "A \"quoted\" <layer> #1", to: "Back\\slash", count: 2,
                                                 isAllowed: true)])
        let mermaid = GraphRenderer.render(graph, as: .mermaid)
        #expect(mermaid.contains("layer0[\"A #quot;quoted#quot; #lt;layer#gt; #35;1\"]"))
        let dot = GraphRenderer.render(graph, as: .dot)
        #expect(dot.contains(#"layer0 [label="A \"quoted\" <layer> #1"];"#))
        #expect(dot.contains(#"layer1 [label="Back\\slash"];"#))
    }

    @Test func edgesToUndeclaredLayersStillDraw() {
        let edge = LayerEdge(from: "Tools", to: "Domain", count: 1, isAllowed: false)
        let graph = LayerGraph(layers: ["Domain"], edges: [edge])
        let mermaid = GraphRenderer.render(graph, as: .mermaid)
        #expect(mermaid.contains("  layer1[\"Tools\"]"))
        #expect(mermaid.contains("  layer1 -.->|1 forbidden| layer0"))
    }
}
