import ArchLintEngine
import ArchLintRules
import Foundation
import Testing
import TestSupport

/// The built binary against `SampleProjects/Violations`: exactly the findings in its `expected-findings.json`.
@Suite(.enabled(if: BuiltBinary.path != nil, "the archlint executable was not found beside the tests; build it first"))
struct ViolationsGalleryTests {
    /// One finding as the gallery pins it down.
    struct Entry: Decodable, Hashable, Comparable, CustomStringConvertible {
        var rule: String
        var file: String
        var line: Int

        static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.line, lhs.rule) < (rhs.file, rhs.line, rhs.rule)
        }

        var description: String { "\(file):\(line) [\(rule)]" }
    }

    private struct Report: Decodable {
        var findings: [Entry]
    }

    static let gallery = RepositoryPaths.sampleProjects.appendingPathComponent("Violations")

    static func expected() throws -> [Entry] {
        let data = try Data(contentsOf: gallery.appendingPathComponent("expected-findings.json"))
        return try JSONDecoder().decode([Entry].self, from: data)
    }

    @Test
    func lintReportsExactlyTheExpectedFindingsAndFails() throws {
        let run = try BuiltBinary.run(["lint", "SampleProjects/Violations", "--format", "json"],
                                      in: RepositoryPaths.root.path)
        #expect(run.status == 1, "stderr: \(run.errors)")
        let actual = try JSONDecoder().decode(Report.self, from: Data(run.output.utf8)).findings
        let expected = try Self.expected()
        let missing = Set(expected).subtracting(actual).sorted()
        let unexpected = Set(actual).subtracting(expected).sorted()
        #expect(missing.isEmpty && unexpected.isEmpty, Comment(rawValue: Self.diff(missing: missing, unexpected: unexpected)))
        #expect(actual.count == Set(actual).count, "the linter reported the same rule twice on one line")
    }

    @Test
    func expectedFindingsAreSortedUniqueAndPointAtRealLines() throws {
        let expected = try Self.expected()
        #expect(expected == expected.sorted(), "expected-findings.json is not sorted by file, line, rule")
        #expect(expected.count == Set(expected).count, "expected-findings.json lists an entry twice")
        for entry in expected {
            let source = try String(contentsOf: Self.gallery.appendingPathComponent(entry.file), encoding: .utf8)
            let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
            #expect((1...lines.count).contains(entry.line), "\(entry) is past the end of the file")
        }
    }

    @Test
    func everyRuleAboutSourceCodeFiresInTheGallery() throws {
        let fired = Set(try Self.expected().map(\.rule))
        // unreadable-file is about a file's bytes; a gallery of Swift source has nothing for it.
        let rules = Set(RuleRegistry.allIDs).subtracting([RuleRegistry.unreadableFileID])
        #expect(rules.subtracting(fired).isEmpty, "no finding of \(rules.subtracting(fired).sorted())")
        // The gallery's own custom rules fire too, each but the one that shows a rule staying quiet.
        let data = try Data(contentsOf: Self.gallery.appendingPathComponent(".archlint.json"))
        let custom = try Configuration.parse(data, file: ".archlint.json", knownRules: RuleRegistry.optionNames)
            .customRules.map(\.id)
        #expect(Set(custom).subtracting(fired) == ["repositories-are-protocols"])
        #expect(fired.isSubset(of: rules.union(custom)), "unknown rule ids: \(fired.subtracting(rules).sorted())")
    }

    private static func diff(missing: [Entry], unexpected: [Entry]) -> String {
        var lines = ["lint output differs from SampleProjects/Violations/expected-findings.json"]
        lines += missing.map { "  - expected, not reported: \($0)" }
        lines += unexpected.map { "  + reported, not expected: \($0)" }
        return lines.joined(separator: "\n")
    }
}
