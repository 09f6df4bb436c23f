@testable import ArchLintEngine
import ArchLintRules
import Foundation
import Testing

@Suite struct BaselineTests {
    private func finding(_ rule: String, _ file: String, line: Int, _ text: String,
                         severity: Severity = .error) -> Finding {
        Finding(ruleID: rule, severity: severity, file: file, line: line, column: 5, message: "m",
                sourceLine: "    " + text + "  ")
    }

    private var today: [Finding] {
        [
            finding("view-body-logic", "UI/TripView.swift", line: 12, "let total = trips.reduce(0, +)"),
            finding("domain-imports-framework", "Domain/Trip.swift", line: 1, "import SwiftUI"),
            finding("view-body-logic", "UI/TripView.swift", line: 30, "if trips.isEmpty { save() }"),
        ]
    }

    @Test func recordsTrimmedTextAndSortsByFile() {
        let baseline = Baseline(findings: today)
        #expect(baseline.entries == [
            BaselineEntry(rule: "domain-imports-framework", file: "Domain/Trip.swift", line: 1, text: "import SwiftUI",
                          occurrence: 0, otherUses: []),
            BaselineEntry(rule: "view-body-logic", file: "UI/TripView.swift", line: 12,
                          text: "let total = trips.reduce(0, +)", occurrence: 0, otherUses: []),
            BaselineEntry(rule: "view-body-logic", file: "UI/TripView.swift", line: 30,
                          text: "if trips.isEmpty { save() }", occurrence: 0, otherUses: []),
        ])
    }

    @Test func hidesEveryFindingItWasWrittenFrom() {
        let match = Baseline(findings: today).apply(to: today)
        #expect(match.findings.isEmpty)
        #expect(match.hidden == 3)
        #expect(match.stale.isEmpty)
    }

    @Test func movedCodeStillMatchesFixedCodeIsStaleNewCodeShows() {
        let baseline = Baseline(findings: today)
        let added = finding("view-body-logic", "UI/TripView.swift", line: 45, "let average = total / count")
        let later = [
            finding("view-body-logic", "UI/TripView.swift", line: 22, "let total = trips.reduce(0, +)"),
            finding("domain-imports-framework", "Domain/Trip.swift", line: 11, "import SwiftUI"),
            added,
        ]
        let match = baseline.apply(to: later)
        #expect(match.findings == [added])
        #expect(match.hidden == 2)
        #expect(match.stale.map(\.text) == ["if trips.isEmpty { save() }"])
        #expect(match.stale.first?.line == 30)
    }

    @Test func identicalLinesMatchByOccurrence() {
        let twice = [
            finding("force-unwrap", "A.swift", line: 3, "x!"),
            finding("force-unwrap", "A.swift", line: 9, "x!"),
        ]
        let baseline = Baseline(findings: twice)
        #expect(baseline.entries.map(\.occurrence) == [0, 1])
        let thrice = twice + [finding("force-unwrap", "A.swift", line: 20, "x!")]
        let match = baseline.apply(to: thrice)
        #expect(match.findings.map(\.line) == [20])
        let once = baseline.apply(to: [finding("force-unwrap", "A.swift", line: 4, "x!")])
        #expect(once.findings.isEmpty)
        #expect(once.stale.map(\.occurrence) == [1])
    }

    @Test func sameTextInAnotherFileOrRuleDoesNotMatch() {
        let baseline = Baseline(findings: [finding("r1", "A.swift", line: 1, "x!")])
        let match = baseline.apply(to: [finding("r1", "B.swift", line: 1, "x!"),
                                        finding("r2", "A.swift", line: 1, "x!")])
        #expect(match.findings.count == 2)
        #expect(match.stale.count == 1)
    }

    @Test func findingWithoutSourceLineMatchesOnEmptyText() {
        let bare = Finding(ruleID: "unreadable-file", severity: .error, file: "Big.swift", line: 1, column: 1,
                           message: "too large")
        let baseline = Baseline(findings: [bare])
        #expect(baseline.entries.first?.text == "")
        #expect(baseline.apply(to: [bare]).findings.isEmpty)
    }

    @Test func encodedTextRoundTrips() throws {
        let odd = finding("r", "Ünïcode dir/a \"quoted\".swift", line: 2, "let s = \"tab\there\\\" \u{1}\"")
        let baseline = Baseline(findings: today + [odd])
        let data = baseline.encoded()
        let decoded = try Baseline(data: data, file: "b.json")
        #expect(decoded == baseline)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        let entries = try #require(object["entries"] as? [[String: Any]])
        #expect(entries.count == 4)
        #expect(Set(entries[0].keys) == ["rule", "file", "line", "text", "occurrence", "uses"])
    }

    /// A finding with its first place at `line` and further uses at `others` (line, text).
    private func cause(line: Int, _ text: String, others: [(Int, String)]) -> Finding {
        var found = finding("layer-dependency", "UI/TripList.swift", line: line, text)
        found.places = others.map { FindingPlace(line: $0.0, column: 9, sourceLine: $0.1) }
        return found
    }

    @Test func aCauseThatGainsUsesStaysHiddenAndIsNamedWithItsNewUses() throws {
        let recorded = Baseline(findings: [cause(line: 3, "let store: TripStore", others: [(9, "store: TripStore")])])
        #expect(recorded.entries.map(\.uses) == [2])
        // Same uses, moved: not grown.
        let moved = recorded.apply(to: [cause(line: 5, "let store: TripStore", others: [(11, "store: TripStore")])])
        #expect(moved.hidden == 1 && moved.grown.isEmpty)
        // Two more uses.
        let now = cause(line: 3, "let store: TripStore",
                        others: [(4, "let backup: TripStore"), (9, "store: TripStore"), (12, "func copy() -> TripStore")])
        let match = recorded.apply(to: [now])
        #expect(match.findings.isEmpty && match.hidden == 1 && match.stale.isEmpty)
        let grown = try #require(match.grown.first)
        #expect(match.grown.count == 1)
        #expect(grown.recorded == 2 && grown.uses == 4)
        #expect(grown.newUses.map(\.line) == [4, 12])
        // Fewer uses: the debt shrank, nothing to say.
        #expect(recorded.apply(to: [cause(line: 3, "let store: TripStore", others: [])]).grown.isEmpty)
    }

    @Test func entriesWrittenBeforeUsesWereRecordedNeverGrow() throws {
        let old = Baseline(entries: [BaselineEntry(rule: "layer-dependency", file: "UI/TripList.swift", line: 3,
                                                   text: "let store: TripStore", occurrence: 0)])
        #expect(old.entries[0].uses == nil)
        let match = old.apply(to: [cause(line: 3, "let store: TripStore", others: [(4, "let b: TripStore")])])
        #expect(match.hidden == 1 && match.grown.isEmpty)
        // Read back from a file without `uses`, the same.
        let text = #"{"version": 1, "entries": [{"rule": "layer-dependency", "file": "UI/TripList.swift", "line": 3, "text": "let store: TripStore", "occurrence": 0}]}"#
        #expect(try Baseline(data: Data(text.utf8), file: "b.json") == old)
    }

    @Test func usesAndOtherUsesRoundTripAndMustAgree() throws {
        let baseline = Baseline(findings: [cause(line: 3, "let store: TripStore", others: [(9, "store: TripStore")])])
        let data = baseline.encoded()
        #expect(String(decoding: data, as: UTF8.self).contains(#""uses": 2, "otherUses": ["store: TripStore"]"#))
        #expect(try Baseline(data: data, file: "b.json") == baseline)
        let wrong = #"{"version": 1, "entries": [{"rule": "r", "file": "a.swift", "line": 3, "text": "x", "occurrence": 0, "uses": 3, "otherUses": ["y"]}]}"#
        #expect(throws: ConfigurationError.self) { try Baseline(data: Data(wrong.utf8), file: "b.json") }
    }

    @Test func emptyBaselineRoundTrips() throws {
        let empty = Baseline(findings: [])
        #expect(try Baseline(data: empty.encoded(), file: "b.json") == empty)
    }

    @Test(arguments: [
        ("not json", nil as String?),
        ("[]", nil),
        (#"{"entries": []}"#, "version"),
        (#"{"version": 2, "entries": []}"#, "version"),
        (#"{"version": true, "entries": []}"#, "version"),
        (#"{"version": 1.0, "entries": []}"#, "version"),
        (#"{"version": 1, "entries": [],}"#, nil),
        (#"{"version": 1, "version": 1, "entries": []}"#, nil),
        (#"{"version": 1}"#, "entries"),
        (#"{"version": 1, "entries": [3]}"#, "entries[0]"),
        (#"{"version": 1, "entries": [{"rule": "r", "file": "f", "line": 1, "text": "t"}]}"#,
         "entries[0].occurrence"),
        (#"{"version": 1, "entries": [{"rule": 1, "file": "f", "line": 1, "text": "t", "occurrence": 0}]}"#,
         "entries[0].rule"),
    ])
    func invalidBaselineNamesFileAndKey(text: String, keyPath: String?) {
        do {
            _ = try Baseline(data: Data(text.utf8), file: "ci/baseline.json")
            Issue.record("accepted \(text)")
        } catch {
            guard case .invalidBaseline(let file, let path, _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(file == "ci/baseline.json")
            #expect(path == keyPath)
            #expect(error.description.hasPrefix("ci/baseline.json: "))
        }
    }

    @Test func aCommentInABaselineIsRefusedSayingWhy() {
        let text = "{\"version\": 1, \"entries\": [] // accepted in review #12\n}"
        #expect(throws: ConfigurationError.invalidBaseline(
            file: "b.json", keyPath: nil,
            reason: "line 1, column 30: found \"//\" — " + Baseline.commentReason)) {
            try Baseline(data: Data(text.utf8), file: "b.json")
        }
    }

    @Test func aBaselineRewrittenForSomeFilesKeepsTheEntriesOfTheOthers() {
        let earlier = Baseline(findings: today)
        let now = [finding("view-body-logic", "UI/TripView.swift", line: 12, "let total = trips.reduce(0, +)")]
        let (rewritten, kept) = earlier.rewritten(with: now) { $0.hasPrefix("UI/") }
        #expect(kept == 1)
        #expect(rewritten.entries.map(\.file) == ["Domain/Trip.swift", "UI/TripView.swift"])
        #expect(rewritten.entries.map(\.line) == [1, 12])
        let change = earlier.changes(to: rewritten)
        #expect(change.added == 0 && change.removed == 1)
    }

    @Test func anErrorAboutABaselineThatIsNotJSONDoesNotQuoteIt() {
        for text in ["ghp_0123456789abcdef\n", "\"secret value\" 1", "{\"version\": 1, \"entries\": [] ,}"] {
            do {
                _ = try Baseline(data: Data(text.utf8), file: "b.json")
                Issue.record("\(text) was read as a baseline")
            } catch {
                #expect(!"\(error)".contains("ghp_") && !"\(error)".contains("secret"), "\(error)")
            }
        }
        #expect(Baseline.kind(of: "ghp_0123") == "a word")
        #expect(Baseline.kind(of: "\"secret") == "a string")
        #expect(Baseline.kind(of: ",") == "\",\"")
    }
}

/// Findings added and removed between two lints, matched as a baseline matches them.
@Suite struct FindingChangesTests {
    static func finding(_ file: String, _ line: Int, _ text: String, rule: String = "r") -> Finding {
        Finding(ruleID: rule, severity: .error, file: file, line: line, column: 1, message: "m", sourceLine: text)
    }

    @Test func movedLinesAndMovedFilesKeepTheirFindings() {
        let earlier = [Self.finding("A.swift", 3, "import UIKit"), Self.finding("Old/B.swift", 1, "import SwiftUI"),
                       Self.finding("C.swift", 9, "let x = Y()")]
        let later = [Self.finding("A.swift", 13, "import UIKit"), Self.finding("New/B.swift", 1, "import SwiftUI"),
                     Self.finding("D.swift", 2, "import Combine")]
        let changes = FindingChanges(from: earlier, to: later, movedTo: ["Old/B.swift": "New/B.swift"])
        #expect(changes.added.map(\.file) == ["D.swift"])
        #expect(changes.removed.map(\.file) == ["C.swift"])
        // Without the move, the file's finding is both removed and added.
        let unmoved = FindingChanges(from: earlier, to: later)
        #expect(unmoved.added.map(\.file).sorted() == ["D.swift", "New/B.swift"])
        #expect(unmoved.removed.map(\.file).sorted() == ["C.swift", "Old/B.swift"])
    }
}
