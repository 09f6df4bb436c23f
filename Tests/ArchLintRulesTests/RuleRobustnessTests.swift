import ArchLintEngine
import ArchLintRules
import Testing
import TestSupport

/// Every rule reads tokens of code only, honours suppression comments and counts columns in UTF-8 bytes.
@Suite struct RuleRobustnessTests {
    @Test(arguments: CanonicalViolation.all)
    func canonicalExampleGivesExactlyOneFindingAtItsMarker(_ example: CanonicalViolation) {
        let (file, findings) = example.lint()
        let positions = findings.map { MarkedSource.Position(file: $0.file, line: $0.line, column: $0.column) }
        #expect(findings.map(\.ruleID) == [example.ruleID], "\(findings.map(\.message))")
        #expect(positions == file.markers)
    }

    @Test(arguments: CanonicalViolation.all)
    func exampleInsideABlockCommentIsNoFinding(_ example: CanonicalViolation) {
        let (_, findings) = example.lint { "/*\n" + $0.replacingOccurrences(of: "↓", with: "") + "\n*/\n" }
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    @Test(arguments: CanonicalViolation.all)
    func disableNextCommentSuppressesTheFindingAndCountsAsUsed(_ example: CanonicalViolation) {
        let comment = "// archlint:disable:next \(example.ruleID) -- kept on purpose"
        let (_, findings) = example.lint { CanonicalViolation.inserting(comment, beforeMarkerLineOf: $0) }
        #expect(findings.isEmpty, "\(findings.map { "\($0.ruleID): \($0.message)" })")
    }

    @Test(arguments: CanonicalViolation.all)
    func columnsCountUTF8BytesAfterMultiByteText(_ example: CanonicalViolation) throws {
        // A line of multi-byte text above, and a comment with multi-byte text before the construct on its line.
        let (file, findings) = example.lint {
            "let café = \"naïve\"\n" + $0.replacingOccurrences(of: "↓", with: "/* naïve café ☕️ */ ↓")
        }
        let finding = try #require(findings.first { $0.ruleID == example.ruleID })
        let marker = try #require(file.markers.first)
        #expect((finding.line, finding.column) == (marker.line, marker.column))
        let line = file.source.split(separator: "\n", omittingEmptySubsequences: false)[finding.line - 1]
        let prefix = try #require(line.range(of: "☕️ */ ").map { line[..<$0.upperBound] })
        #expect(finding.column == prefix.utf8.count + 1, "the column counts bytes, not characters")
        #expect(finding.column > prefix.count + 1)
    }

    @Test func everyRegisteredRuleHasACanonicalExample() {
        #expect(CanonicalViolation.all.map(\.ruleID) == RuleRegistry.all.map { $0.id })
    }
}
