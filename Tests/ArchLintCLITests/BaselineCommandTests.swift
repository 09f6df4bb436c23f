@testable import ArchLintCLI
@testable import ArchLintProject
import ArchLintEngine
import Foundation
import TestSupport
import Testing

@Suite struct BaselineCommandTests {
    private static let original = """
        struct TripView {
            let a = FORBIDDEN_ONE
            let b = FORBIDDEN_TWO
            let c = DISCOURAGED_THREE
        }

        """

    @Test func baselineHidesOldFindingsSurvivesMovesAndReportsStaleEntries() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/TripView.swift", Self.original)
        let written = runArchLint(["lint", "--write-baseline", "baseline.json"], in: directory.path)
        #expect(written.code == .findings)
        let baseline = try Baseline(data: Data(try directory.read("baseline.json").utf8), file: "baseline.json")
        #expect(baseline.entries.map(\.text) == ["let a = FORBIDDEN_ONE", "let b = FORBIDDEN_TWO",
                                                 "let c = DISCOURAGED_THREE"])

        let clean = runArchLint(["lint", "--baseline", "baseline.json"], in: directory.path)
        #expect(clean.code == .clean)
        #expect(clean.output == "")
        #expect(clean.errors == noLayersNote + "0 errors, 0 warnings in 1 file (3 more in the baseline)\n")

        // Ten lines pushed in above, one finding fixed, one added.
        let moved = String(repeating: "// padding\n", count: 10) + Self.original
            .replacingOccurrences(of: "    let b = FORBIDDEN_TWO\n", with: "")
            .replacingOccurrences(of: "}\n", with: "    let d = FORBIDDEN_FOUR\n}\n")
        try directory.write("Sources/TripView.swift", moved)
        let later = runArchLint(["lint", "--baseline", "baseline.json"], in: directory.path)
        #expect(later.code == .findings)
        #expect(later.output == "Sources/TripView.swift:14: error: marker-found: FORBIDDEN found\n")
        #expect(later.errors == """
            baseline: 1 stale entry in baseline.json no longer matches a finding (fixed or changed); \
            refresh it with --write-baseline:
              Sources/TripView.swift:3: marker-found: let b = FORBIDDEN_TWO
            \(noLayersNote)1 error, 0 warnings in 1 file (2 more in the baseline)

            """)
    }

    @Test func rewritingABaselineOfUsesSaysHowManyEntriesItMerged() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Data/TripStore.swift", "final class TripStore {}\n")
        try directory.write("Domain/PlanTrip.swift", """
            struct PlanTrip {
                let store: TripStore
                func undo(_ store: TripStore) {}
            }

            """)
        // One entry per use, as a baseline recorded them when every use was a finding of its own.
        try directory.write("baseline.json", """
            {"version": 1, "entries": [
              {"rule": "layer-dependency", "file": "Domain/PlanTrip.swift", "line": 2, "text": "let store: TripStore", "occurrence": 0},
              {"rule": "layer-dependency", "file": "Domain/PlanTrip.swift", "line": 3, "text": "func undo(_ store: TripStore) {}", "occurrence": 0}
            ]}
            """)
        let hidden = runArchLint(["lint", "--baseline", "baseline.json", "--quiet"], in: directory.path, services: .live)
        #expect(hidden.code == .clean)
        #expect(hidden.errors == "", "no entry is stale")
        let rewritten = runArchLint(["lint", "--write-baseline", "baseline.json", "--quiet"], in: directory.path,
                                    services: .live)
        #expect(rewritten.errors.contains("baseline: baseline.json now records each cause once: 1 entry for other "
            + "uses of a finding's cause merged into it, 1 entry written"))
        // The entry gathered into its cause's is not counted as fixed.
        #expect(rewritten.errors.hasSuffix("Recorded 1 finding in baseline.json (1 merged into the entry of their cause)\n"),
                "\(rewritten.errors)")
        let baseline = try Baseline(data: Data(try directory.read("baseline.json").utf8), file: "baseline.json")
        #expect(baseline.entries.map(\.line) == [2])
    }

    @Test func controlCharactersInABaselineCannotReachTheTerminalOrForgeALogLine() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.swift", "let x = 1\n")
        try directory.write("b.json", #"""
            {"version": 1, "entries": [{"rule": "marker-found", "file": "a\u001b[31m.swift", "line": 1,
             "text": "x\n::error file=a.swift,line=1::forged\u001b[2J", "occurrence": 0}]}
            """#)
        let run = runArchLint(["lint", "--baseline", "b.json"], in: directory.path)
        #expect(run.code == .clean)
        #expect(!run.errors.contains("\u{1B}"))
        #expect(!run.errors.split(separator: "\n").contains { $0.hasPrefix("::") })
        #expect(run.errors.contains("a\u{FFFD}[31m.swift:1: marker-found: x ::error file=a.swift,line=1::forged\u{FFFD}[2J"))
    }

    @Test func strictFailsOnStaleEntriesAlone() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.swift", "let x = FORBIDDEN\n")
        #expect(runArchLint(["lint", "--write-baseline", "b.json"], in: directory.path).code == .findings)
        try directory.write("a.swift", "let x = 1\n")
        #expect(runArchLint(["lint", "--baseline", "b.json"], in: directory.path).code == .clean)
        let strict = runArchLint(["lint", "--baseline", "b.json", "--strict"], in: directory.path)
        #expect(strict.code == .findings)
        #expect(strict.errors.contains("baseline: 1 stale entry"))
    }

    @Test func aRecordedCauseThatGainsUsesIsAWarningAndFailsStrict() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Data/TripStore.swift", "import Foundation\nfinal class TripStore {}\n")
        try directory.write("Domain/Trip.swift", "import Foundation\nstruct Trip {}\n")
        try directory.write("Presentation/TripList.swift", """
            import SwiftUI
            struct TripList {
                let store: TripStore
            }

            """)
        _ = runArchLint(["lint", "--write-baseline", "b.json"], in: directory.path, services: .live)
        #expect(runArchLint(["lint", "--baseline", "b.json", "--strict"], in: directory.path, services: .live).code == .clean)
        try directory.write("Presentation/TripList.swift", """
            import SwiftUI
            struct TripList {
                let store: TripStore
                let backup: TripStore
                func copy() -> TripStore { store }
            }

            """)
        let run = runArchLint(["lint", "--baseline", "b.json"], in: directory.path, services: .live)
        #expect(run.code == .clean)
        #expect(run.errors.contains("warning: baseline: 1 recorded cause gained uses since it was recorded"))
        #expect(run.errors.contains("Presentation/TripList.swift:3: layer-dependency/presentation-data: "
            + "1 use recorded, 3 now (new at lines 4, 5)"))
        #expect(run.errors.contains("(1 more in the baseline, which has grown)"))
        let strict = runArchLint(["lint", "--baseline", "b.json", "--strict"], in: directory.path, services: .live)
        #expect(strict.code == .findings)
        #expect(strict.errors.contains("--strict: failing on 1 recorded cause that gained uses"))
        // Accepting them records the new count.
        _ = runArchLint(["lint", "--baseline", "b.json", "--write-baseline", "b.json"], in: directory.path, services: .live)
        #expect(runArchLint(["lint", "--baseline", "b.json", "--strict"], in: directory.path, services: .live).code == .clean)
    }

    @Test func sameFileForBothStartsAndRefreshesABaseline() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.swift", "FORBIDDEN\n")
        let first = runArchLint(["lint", "--baseline", "b.json", "--write-baseline", "b.json"], in: directory.path)
        #expect(first.code == .findings)
        #expect(directory.exists("b.json"))
        let second = runArchLint(["lint", "--baseline", "b.json", "--write-baseline", "b.json"], in: directory.path)
        #expect(second.code == .clean)
        #expect(try Baseline(data: Data(try directory.read("b.json").utf8), file: "b.json").entries.count == 1)
    }

    @Test func writeBaselineRefusesToOverwriteSomethingElse() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.swift", "FORBIDDEN\n")
        try directory.write("Package.swift", "// swift-tools-version:6.0\n")
        let run = runArchLint(["lint", "a.swift", "--write-baseline", "Package.swift"], in: directory.path)
        #expect(run.code == .usageError)
        #expect(run.errors.contains("Package.swift exists and is not a baseline file"))
        #expect(try directory.read("Package.swift") == "// swift-tools-version:6.0\n")
    }

    @Test func missingOrBrokenBaselineIsAnError() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.swift", "")
        let missing = runArchLint(["lint", "--baseline", "nope.json"], in: directory.path)
        #expect(missing.code == .usageError)
        #expect(missing.errors == "error: nope.json: cannot be read: no such baseline file\n")
        try directory.write("broken.json", #"{"version": 1, "entries": [{"rule": 3}]}"#)
        let broken = runArchLint(["lint", "--baseline", "broken.json"], in: directory.path)
        #expect(broken.code == .usageError)
        #expect(broken.errors.contains("broken.json: entries[0].rule: not a baseline file"))
    }

    @Test func writtenBaselineLeavesNoTemporaryFilesBehind() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.swift", "DISCOURAGED\n")
        #expect(runArchLint(["lint", "--write-baseline", "b.json"], in: directory.path).code == .clean)
        #expect(directory.entries() == ["a.swift", "b.json"])
    }

    @Test func aBaselineWrittenForSomePathsKeepsTheEntriesOfTheOtherFiles() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".archlint.json", "{}\n")
        try directory.write("Domain/A.swift", "let a = FORBIDDEN\n")
        try directory.write("Domain/B.swift", "let b = FORBIDDEN\n")
        _ = runArchLint(["lint", "--write-baseline", "baseline.json"], in: directory.path)
        try directory.write("Domain/A.swift", "let a = FORBIDDEN\nlet c = FORBIDDEN\n")
        let partial = runArchLint(["lint", "Domain/A.swift", "--write-baseline", "baseline.json"], in: directory.path)
        #expect(partial.errors.hasSuffix(
            "Recorded 3 findings in baseline.json (1 new, 1 entry of files not linted kept)\n"), "\(partial.errors)")
        let baseline = try Baseline(data: Data(try directory.read("baseline.json").utf8), file: "baseline.json")
        #expect(baseline.entries.map(\.file) == ["Domain/A.swift", "Domain/A.swift", "Domain/B.swift"])
        #expect(runArchLint(["lint", "--baseline", "baseline.json"], in: directory.path).code == .clean)
    }
}
