import ArchLintEngine
import ArchLintRules
import Foundation
import Testing
import TestSupport

/// Runs every example of every `Rules/*.md`: each Incorrect example must produce a finding of its rule,
/// each Correct example none. The documentation cannot drift from the behaviour.
@Suite struct RuleDocumentTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var ruleID: String
        var example: RuleExample
        var testDescription: String { "\(ruleID) \(example.kind.rawValue) line \(example.line): \(example.caption)" }
    }

    static let cases: [Case] = ((try? RuleDocumentFiles.load()) ?? []).flatMap { file -> [Case] in
        guard let document = try? RuleDocument(markdown: file.markdown, path: "Rules/\(file.id).md"),
              let id = document.id else { return [] }
        return document.examples.map { Case(ruleID: id, example: $0) }
    }

    @Test func everyRuleDocumentHasExamples() {
        let documented = Set(Self.cases.map(\.ruleID))
        for id in RuleRegistry.all.map({ $0.id }) + RuleRegistry.checkIDs + [RuleRegistry.unusedSuppressionID] {
            #expect(documented.contains(id), "Rules/\(id).md has no runnable examples")
        }
    }

    @Test(arguments: cases)
    func exampleBehavesAsDocumented(_ testCase: Case) {
        let files = testCase.example.files.map { ($0.path, $0.source) }
        let findings = LintHarness.findings(of: testCase.ruleID, in: files)
        let described = findings.map { "\($0.file):\($0.line) \($0.message)" }
        switch testCase.example.kind {
        case .incorrect:
            #expect(!findings.isEmpty, "expected a finding of \(testCase.ruleID)")
        case .correct:
            #expect(findings.isEmpty, "expected no finding of \(testCase.ruleID), got \(described)")
        }
    }
}
