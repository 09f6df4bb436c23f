@testable import ArchLintEngine
import Testing

/// Tarjan's components, the depth-first forest it walks, and the cycle reported through a component.
struct StronglyConnectedTests {
    @Test func componentsAreNumberedAfterEverythingTheyReach() {
        // 0 → 1 → 2 → 1, 2 → 3; 4 → 0
        let successors: [[Int32]] = [[1], [2], [1, 3], [], [0]]
        let (component, count, reached, spanEnd) = StronglyConnected.components(successors: successors)
        #expect(count == 4)
        #expect(component[1] == component[2])
        for (node, next) in successors.enumerated() {
            #expect(next.allSatisfy { component[Int($0)] <= component[node] })
        }
        // 0 was searched first: every node it reaches lies within its span, and 4 does not.
        for node in [1, 2, 3] { #expect(reached[0] <= reached[node] && reached[node] < spanEnd[0]) }
        #expect(!(reached[0] <= reached[4] && reached[4] < spanEnd[0]))
    }

    @Test func aTargetWithManySuccessorsIsOneComponentEach() {
        var edges: [String: [String]] = ["App": (0..<5_000).map { "T\($0)" }]
        edges["T42"] = ["App"]
        let components = StronglyConnected.components(of: edges)
        #expect(components.count == 5_000)
        #expect(components.contains(["App", "T42"]))
        #expect(StronglyConnected.cycle(from: "App", within: ["App", "T42"], edges: edges) == ["App", "T42"])
    }
}
