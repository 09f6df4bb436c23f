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

    /// Every pair of words of up to four letters over a three-letter alphabet (14,641 pairs): the banded distance
    /// with any limit agrees with the full table, and says `nil` exactly when the distance is past the limit.
    @Test func bandedDistanceAgreesWithTheFullTable() {
        var words = [""]
        var frontier = [""]
        for _ in 1...4 {
            frontier = frontier.flatMap { word in ["a", "b", "c"].map { word + $0 } }
            words += frontier
        }
        var mismatches: [String] = []
        for a in words {
            for b in words {
                let full = Self.fullTable(a, b)
                if EditDistance.between(a, b) != full { mismatches.append("\(a)/\(b)") }
                for limit in 0...4 where EditDistance.between(a, b, atMost: limit) != (full <= limit ? full : nil) {
                    mismatches.append("\(a)/\(b) at most \(limit)")
                }
            }
        }
        #expect(words.count == 121)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }

    /// A mistyped name of 60,000 characters: the answer comes in linear time, not after minutes.
    @Test func longNamesAreComparedWithinTheBand() {
        let name = String(repeating: "D", count: 60_000)
        let typo = String(name.dropLast()) + "X"
        let clock = ContinuousClock()
        var suggestion: String?
        let elapsed = clock.measure {
            suggestion = EditDistance.nearest(to: typo, in: ["Data", name, "Domain"])
        }
        #expect(suggestion == name)
        #expect(EditDistance.between(typo, name, atMost: 3) == 1)
        #expect(EditDistance.between(typo + "abcd", name, atMost: 3) == nil)
        #expect(elapsed < .seconds(5), "took \(elapsed)")
    }

    /// The textbook dynamic programme over the whole table, as the reference.
    private static func fullTable(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        guard !a.isEmpty, !b.isEmpty else { return table[a.count][b.count] }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
