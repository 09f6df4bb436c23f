@testable import ArchLintReporters
import ArchLintRules
import Testing

@Suite struct FindingGroupTests {
    private func finding(_ rule: String, _ message: String, line: Int, severity: Severity = .error) -> Finding {
        Finding(ruleID: rule, severity: severity, file: "A.swift", line: line, column: 1, message: message)
    }

    @Test func sameRuleSeverityAndMessageMakeOneGroup() {
        let findings = [
            finding("b", "imports 'Combine'", line: 1),
            finding("a", "x", line: 2),
            finding("b", "imports 'SwiftUI'", line: 3),
            finding("b", "imports 'Combine'\n", line: 4),
            finding("b", "imports 'Combine'", line: 5, severity: .warning),
            finding("b", "imports 'Combine'", line: 6),
        ]
        let byRule = FindingGroup.byRule(findings)
        #expect(byRule.map(\.ruleID) == ["a", "b"])
        let groups = byRule[1].groups
        // Errors first, then the larger groups; a trailing line break is not a different message.
        #expect(groups.map(\.message) == ["imports 'Combine'", "imports 'SwiftUI'", "imports 'Combine'"])
        #expect(groups.map(\.severity) == [.error, .error, .warning])
        #expect(groups[0].findings.map(\.line) == [1, 4, 6])
        #expect(groups.reduce(0) { $0 + $1.findings.count } == 5)
    }

    @Test func aSharedSourceLineOnlyWhenEveryFindingHasIt() {
        var first = finding("r", "m", line: 1)
        var second = finding("r", "m", line: 2)
        first.sourceLine = "import Combine"
        second.sourceLine = "import Combine"
        #expect(FindingGroup.byRule([first, second])[0].groups[0].sharedSourceLine == "import Combine")
        second.sourceLine = "@preconcurrency import Combine"
        #expect(FindingGroup.byRule([first, second])[0].groups[0].sharedSourceLine == nil)
        second.sourceLine = nil
        #expect(FindingGroup.byRule([first, second])[0].groups[0].sharedSourceLine == nil)
    }
}
