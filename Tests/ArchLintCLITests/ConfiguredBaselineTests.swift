@testable import ArchLintCLI
@testable import ArchLintProject
import ArchLintEngine
import Foundation
import TestSupport
import Testing

/// The `baseline` key: written by `init --freeze`, honoured by every entry point, set aside by `--no-baseline`.
@Suite struct ConfiguredBaselineTests {
    private func frozenProject() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write(".archlint.json", "{\n  \"exclude\": [\"Scratch/**\"]\n}\n")
        try directory.write("Sources/Old.swift", "let a = FORBIDDEN\n")
        let frozen = runArchLint(["init", "--freeze"], in: directory.path)
        #expect(frozen.code == .clean, "\(frozen.errors)")
        #expect(frozen.output.contains("Added \"baseline\": \".archlint-baseline.json\" to .archlint.json."))
        return directory
    }

    @Test func initFreezeAddsTheKeyToAnExistingConfigurationAndKeepsTheRest() throws {
        let directory = try frozenProject()
        #expect(try directory.read(".archlint.json")
            == "{\n  \"baseline\": \".archlint-baseline.json\",\n  \"exclude\": [\"Scratch/**\"]\n}\n")
        let configuration = try Configuration.parse(Data(try directory.read(".archlint.json").utf8), file: "x",
                                                    knownRules: [:])
        #expect(configuration.baseline == ".archlint-baseline.json")
        #expect(configuration.exclude == ["Scratch/**"])
        #expect(try directory.read(".archlint-baseline.json").contains("FORBIDDEN"))
        // Again: the key is there, so only the baseline is refreshed (with --force, as it exists).
        let again = runArchLint(["init", "--freeze", "--force"], in: directory.path)
        #expect(again.code == .clean)
    }

    /// A configuration saved with a byte-order mark is one `lint` reads, so `init --freeze` edits it too, keeping
    /// the mark.
    @Test func initFreezeEditsAConfigurationWithAByteOrderMark() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".archlint.json", "\u{FEFF}{\"profile\": \"default\"}\n")
        try directory.write("Sources/Old.swift", "let a = FORBIDDEN\n")
        #expect(runArchLint(["lint"], in: directory.path).code == .findings)
        let frozen = runArchLint(["init", "--freeze"], in: directory.path)
        #expect(frozen.code == .clean, "\(frozen.errors)")
        #expect(try directory.read(".archlint.json")
            == "\u{FEFF}{\n  \"baseline\": \".archlint-baseline.json\",\"profile\": \"default\"}\n")
        #expect(try directory.read(".archlint-baseline.json").contains("FORBIDDEN"))
        #expect(runArchLint(["lint"], in: directory.path).code == .clean)
    }

    @Test func lintHonoursTheConfiguredBaselineAndNoBaselineShowsEverything() throws {
        let directory = try frozenProject()
        let plain = runArchLint(["lint"], in: directory.path)
        #expect(plain.code == .clean, "\(plain.output)")
        #expect(plain.errors.contains("(1 more in the baseline)"))
        try directory.write("Sources/New.swift", "let b = FORBIDDEN\n")
        let later = runArchLint(["lint"], in: directory.path)
        #expect(later.code == .findings)
        #expect(later.output == "Sources/New.swift:1: error: marker-found: FORBIDDEN found\n")
        let all = runArchLint(["lint", "--no-baseline"], in: directory.path)
        #expect(all.output.split(separator: "\n").count == 2)
        let both = runArchLint(["lint", "--no-baseline", "--baseline", "x.json"], in: directory.path)
        #expect(both.code == .usageError)
        #expect(both.errors == "error: --baseline cannot be used with --no-baseline\n")
    }

    @Test func theBaselineIsFoundFromAnyWorkingDirectory() throws {
        let directory = try frozenProject()
        try directory.makeFolder("Sources/Deep")
        let fromBelow = runArchLint(["lint", ".."], in: directory.url("Sources/Deep").path)
        #expect(fromBelow.code == .clean, "\(fromBelow.output)\(fromBelow.errors)")
        let parent = PathText.parent(directory.path)
        let fromAbove = runArchLint(["lint", PathText.lastComponent(directory.path)], in: parent)
        #expect(fromAbove.code == .clean, "\(fromAbove.output)\(fromAbove.errors)")
    }

    @Test func reportKeepsRecordedDebtApart() throws {
        let directory = try frozenProject()
        try directory.write("Sources/New.swift", "let b = FORBIDDEN\n")
        let report = runArchLint(["report", "--format", "markdown"], in: directory.path)
        #expect(report.output.hasPrefix("markdown: 1 findings in 2 files"), "\(report.output)")
        #expect(report.output.contains(", 1 baselined"))
        let all = runArchLint(["report", "--format", "markdown", "--no-baseline"], in: directory.path)
        #expect(all.output.hasPrefix("markdown: 2 findings in 2 files"))
        #expect(!all.output.contains("baselined"))
    }

    @Test(.enabled(if: GitFixture.gitPath != nil, "git is not installed"))
    func stagedRunsHonourTheConfiguredBaseline() throws {
        let repository = try #require(try GitFixture())
        try repository.directory.write(".archlint.json", "{}\n")
        try repository.directory.write("Old.swift", "let a = FORBIDDEN\n")
        #expect(runArchLint(["init", "--freeze"], in: repository.path).code == .clean)
        try repository.git("add", "-A")
        try repository.git("commit", "-q", "-m", "start")
        try repository.directory.write("Old.swift", "let a = FORBIDDEN\nlet c = 1\n")
        try repository.git("add", "Old.swift")
        let run = runArchLint(["lint", "--staged"], in: repository.path, environment: repository.environment)
        #expect(run.code == .clean, "\(run.output)\(run.errors)")
    }

    @Test func aMissingConfiguredBaselineIsAnErrorNamingIt() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".archlint.json", "{\"baseline\": \"debt/b.json\"}\n")
        try directory.write("a.swift", "let a = 1\n")
        let run = runArchLint(["lint"], in: directory.path)
        #expect(run.code == .usageError)
        #expect(run.errors.contains("debt/b.json: cannot be read: no such baseline file"), "\(run.errors)")
    }

    /// A repository's configuration chooses no file of the user's elsewhere to read (and print) or to write.
    @Test func aConfiguredBaselineThatLeadsOutOfTheProjectIsNeitherReadNorWritten() throws {
        let outside = try TemporaryDirectory()
        try outside.write("token", "ghp_0123456789abcdef\n")
        let directory = try TemporaryDirectory()
        try directory.write("Sources/Old.swift", "let a = FORBIDDEN\n")
        try directory.link("debt.json", to: outside.path + "/token")
        try directory.write(".archlint.json", "{\"baseline\": \"debt.json\"}\n")
        let lint = runArchLint(["lint"], in: directory.path)
        #expect(lint.code == .usageError)
        #expect(lint.errors.contains(".archlint.json: baseline: \"debt.json\" is outside the project"), "\(lint.errors)")
        #expect(!lint.errors.contains("ghp_"))
        // Given on the command line, it is the user's choice: read, and not quoted when it is no baseline.
        let given = runArchLint(["lint", "--baseline", "debt.json"], in: directory.path)
        #expect(given.errors.contains("not a baseline file: line 1, column 1: found a word"), "\(given.errors)")
        #expect(!given.errors.contains("ghp_"))

        try directory.link("Baselines", to: outside.path)
        try directory.write(".archlint.json", "{\"baseline\": \"Baselines/new.json\"}\n")
        #expect(runArchLint(["init", "--freeze"], in: directory.path).code == .usageError)
        try directory.write(".archlint.json", "{\"baseline\": \"\(outside.path)/aliases\"}\n")
        #expect(runArchLint(["init", "--freeze"], in: directory.path).code == .usageError)
        #expect(!outside.exists("new.json") && !outside.exists("aliases"))
    }
}
