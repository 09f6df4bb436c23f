import ArchLintEngine
import Testing

@Suite struct EditDistanceTests {
    @Test(arguments: [
        ("", "", 0), ("abc", "", 3), ("", "abc", 3), ("same", "same", 0), ("kitten", "sitting", 3),
        ("json", "jsno", 1), ("ab", "ba", 1), ("Über", "Uber", 1), ("flaw", "lawn", 2), ("ca", "abc", 3),
    ])
    func distance(a: String, b: String, expected: Int) {
        #expect(EditDistance.between(a, b) == expected)
        #expect(EditDistance.between(b, a) == expected)
    }

    @Test func nearestPrefersTheSmallestDistanceThenTheEarlierCandidate() {
        #expect(EditDistance.nearest(to: "lint", in: ["list", "line", "lint-all"]) == "list")
        #expect(EditDistance.nearest(to: "explian", in: ["explain", "init"]) == "explain")
    }

    @Test func nearestIgnoresCase() {
        #expect(EditDistance.nearest(to: "LAYER-DEPENDENCY", in: ["layer-dependency"]) == "layer-dependency")
    }

    @Test func nearestAcceptsAPrefix() {
        #expect(EditDistance.nearest(to: "view", in: ["layer-dependency", "view-body-logic"]) == "view-body-logic")
    }

    @Test func nearestRespectsTheLimit() {
        #expect(EditDistance.nearest(to: "graph", in: ["grape"]) == "grape")
        #expect(EditDistance.nearest(to: "graph", in: ["grip"]) == nil)
        #expect(EditDistance.nearest(to: "graph", in: ["grip"], maxDistance: 2) == "grip")
        #expect(EditDistance.nearest(to: "", in: ["grip"]) == nil)
    }
}
