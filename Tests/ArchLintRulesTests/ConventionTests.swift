import ArchLintEngine
import ArchLintRules
import Foundation
import Testing
import TestSupport

/// Keeps the rules consistent with each other: every rule is documented and tested, ids are unique and sorted,
/// and every message reads the same way.
@Suite struct ConventionTests {
    static let documents: [(id: String, markdown: String)] = (try? RuleDocumentFiles.load()) ?? []
    static let testFolder = RepositoryPaths.root.appendingPathComponent("Tests/ArchLintRulesTests")

    /// Every finding of every rule for each Incorrect example of every rule document, with every rule on.
    static let incorrectExampleFindings: [Finding] = {
        var configuration = Configuration()
        for id in RuleRegistry.allIDs { configuration.rules[id] = RuleSettings(enabled: true) }
        return documents.flatMap { document -> [Finding] in
            guard let parsed = try? RuleDocument(markdown: document.markdown, path: "Rules/\(document.id).md")
            else { return [] }
            return parsed.examples.filter { $0.kind == .incorrect }.flatMap { example in
                LintHarness.lint(example.files.map { ($0.path, $0.source) }, configuration: configuration).findings
            }
        }
    }()

    @Test func everyRegisteredRuleHasADocumentAndATestSuite() {
        let documented = Set(Self.documents.map(\.id))
        for rule in RuleRegistry.all {
            #expect(documented.contains(rule.id), "Rules/\(rule.id).md is missing")
            let suite = "\(String(describing: rule))Tests.swift"
            #expect(FileManager.default.fileExists(atPath: Self.testFolder.appendingPathComponent(suite).path),
                    "Tests/ArchLintRulesTests/\(suite) is missing")
        }
        #expect(FileManager.default.fileExists(
            atPath: Self.testFolder.appendingPathComponent("UnusedSuppressionTests.swift").path))
    }

    @Test func ruleIdsAreUniqueKebabCaseAndSorted() {
        let ids = RuleRegistry.all.map { $0.id }
        #expect(Set(ids).count == ids.count)
        #expect(ids == ids.sorted())
        #expect(RuleRegistry.allIDs == RuleRegistry.allIDs.sorted())
        for id in RuleRegistry.allIDs {
            // A check's id is its rule's, a slash and its own name: `layer-dependency/presentation-data`.
            let parts = id.split(separator: "/", omittingEmptySubsequences: false)
            #expect(parts.count <= 2, "\(id)")
            for part in parts {
                #expect(part.allSatisfy { $0.isLowercase || $0 == "-" } && !part.hasPrefix("-") && !part.hasSuffix("-"),
                        "\(id)")
            }
        }
        for check in RuleRegistry.checkIDs {
            #expect(RuleRegistry.all.contains { $0.id == RuleID.family(of: check) }, "\(check) has no rule")
        }
    }

    @Test func everyRuleOptionIsDocumented() throws {
        for rule in RuleRegistry.all {
            let markdown = try #require(Self.documents.first { $0.id == rule.id }?.markdown)
            for option in rule.optionNames {
                #expect(markdown.contains("`\(option)`"), "Rules/\(rule.id).md does not describe option \(option)")
            }
        }
    }

    @Test func incorrectExamplesProduceFindingsOfEveryRule() {
        let ruleIDs = Set(Self.incorrectExampleFindings.map(\.ruleID))
        for id in RuleRegistry.all.map({ $0.id }) + RuleRegistry.checkIDs + [RuleRegistry.unusedSuppressionID] {
            #expect(ruleIDs.contains(id), "no Incorrect example produces a finding of \(id)")
        }
    }

    /// `` `construct` … — where it belongs``, without a trailing period.
    @Test func everyMessageNamesItsConstructAndWhereItBelongs() {
        #expect(!Self.incorrectExampleFindings.isEmpty)
        for finding in Self.incorrectExampleFindings {
            let message = finding.message
            let described = "\(finding.ruleID) at \(finding.file):\(finding.line): \(message)"
            #expect(message.hasPrefix("`") && message.dropFirst().contains("`"), "no backticked construct: \(described)")
            let parts = message.components(separatedBy: " — ")
            #expect(parts.count == 2, "expected one ' — ': \(described)")
            #expect(parts.last.map { $0.trimmingCharacters(in: .whitespaces).count > 3 } ?? false,
                    "nothing after ' — ': \(described)")
            #expect(!message.hasSuffix("."), "trailing period: \(described)")
            #expect(!message.contains("  ") && message == message.trimmingCharacters(in: .whitespaces), "\(described)")
        }
    }
}
