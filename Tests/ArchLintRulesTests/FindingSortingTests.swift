import ArchLintRules
import Testing

/// Findings put in report order by sorting their positions: the same order a stable sort of the findings gives.
struct FindingSortingTests {
    @Test func findingsSortIntoReportOrderKeepingEqualOnesInTheirOrder() {
        var generator = SplitMix(seed: 7)
        let findings = (0..<500).map { index in
            Finding(ruleID: ["b-rule", "a-rule"][Int(generator.next() % 2)], severity: .error,
                    file: "F\(generator.next() % 7).swift", line: Int(generator.next() % 20), column: 1,
                    message: "m\(generator.next() % 2)", sourceLine: "#\(index)")
        }
        var sorted = findings
        sorted.sortInReportOrder()
        // The standard library's sort is stable: equal findings (they differ only in `sourceLine`) keep their order.
        let expected = findings.enumerated().sorted { first, second in
            Finding.areInReportOrder(first.element, second.element)
                || (!Finding.areInReportOrder(second.element, first.element) && first.offset < second.offset)
        }.map(\.element)
        #expect(sorted.map(\.sourceLine) == expected.map(\.sourceLine))
        #expect(findings.sortedInReportOrder().map(\.sourceLine) == expected.map(\.sourceLine))
        #expect(sorted.map(\.file) != findings.map(\.file))
        var one = [findings[0]]
        one.sortInReportOrder()
        #expect(one.map(\.sourceLine) == ["#0"])
    }
}

/// A small deterministic generator, so that the test sorts the same findings every run.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
