@testable import ArchLintCLI
@testable import ArchLintProject
import ArchLintEngine
import ArchLintRules
import Foundation
import TestSupport
import Testing

@Suite struct LintCommandTests {
    private func project() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/Clean.swift", "let fine = 1\n")
        return directory
    }

    @Test func cleanProjectExitsZeroWithSummary() throws {
        let directory = try project()
        let run = runArchLint(["lint"], in: directory.path)
        #expect(run.code == .clean)
        #expect(run.output == "")
        #expect(run.errors == noLayersNote + "0 errors, 0 warnings in 1 file\n")
    }

    @Test func noArgumentsLintsTheWorkingDirectory() throws {
        let directory = try project()
        try directory.write("Sources/Bad.swift", "let x = FORBIDDEN\n")
        let linter = MarkerLinter()
        let run = runArchLint([], in: directory.url("Sources").path, services: .testing(linter: linter))
        #expect(run.code == .findings)
        #expect(run.output == "Bad.swift:1: error: marker-found: FORBIDDEN found\n")
        #expect(linter.projects.first?.root == ".")
        #expect(linter.projects.first?.files.map(\.path) == ["Bad.swift", "Clean.swift"])
    }

    @Test func errorsFailWarningsDoNotUnlessStrict() throws {
        let directory = try project()
        try directory.write("Sources/Meh.swift", "let x = DISCOURAGED\n")
        let lenient = runArchLint(["lint", "--format", "plain"], in: directory.path)
        #expect(lenient.code == .clean)
        #expect(lenient.output == "Sources/Meh.swift:1: warning: marker-found: DISCOURAGED found\n")
        #expect(lenient.errors == noLayersNote + "0 errors, 1 warning in 2 files\n")
        #expect(runArchLint(["lint", "--strict"], in: directory.path).code == .findings)
        try directory.write("Sources/Bad.swift", "FORBIDDEN\nFORBIDDEN\n")
        let failing = runArchLint(["Sources"], in: directory.path)
        #expect(failing.code == .findings)
        #expect(failing.errors == noLayersNote + "2 errors, 1 warning in 3 files\n")
    }

    @Test func quietLeavesOutTheSummary() throws {
        let directory = try project()
        let run = runArchLint(["lint", "--quiet"], in: directory.path)
        #expect(run.code == .clean)
        #expect(run.errors == "")
    }

    @Test func outputFileIsWrittenInsteadOfStdout() throws {
        let directory = try project()
        try directory.write("Sources/Bad.swift", "FORBIDDEN\n")
        let run = runArchLint(["lint", "--output", "out/report.txt"], in: directory.path)
        #expect(run.code == .usageError)
        #expect(run.errors.contains("out/report.txt: cannot be written: the folder"))
        try directory.makeFolder("out")
        let written = runArchLint(["lint", "--output", "out/report.txt"], in: directory.path,
                                  colorAllowed: true)
        #expect(written.code == .findings)
        #expect(written.output == "")
        #expect(try directory.read("out/report.txt") == "Sources/Bad.swift:1: error: marker-found: FORBIDDEN found\n")
        #expect(directory.entries("out") == ["report.txt"])
    }

    @Test func colourOnlyWhenAllowedAndNotRefused() throws {
        let directory = try project()
        #expect(runArchLint(["lint"], in: directory.path, colorAllowed: true).output == "[colour]\n")
        #expect(runArchLint(["lint", "--no-color"], in: directory.path, colorAllowed: true).output == "")
        #expect(runArchLint(["lint"], in: directory.path, colorAllowed: false).output == "")
    }

    @Test func unknownFormatIsAUsageErrorWithSuggestion() throws {
        let directory = try project()
        let run = runArchLint(["lint", "--format", "plan"], in: directory.path)
        #expect(run.code == .usageError)
        #expect(run.errors == "error: 'plan' is not a valid value for --format; expected plain, xcode "
                + "(did you mean 'plain'?)\n")
    }

    @Test func anErrorWrapsAtWordsOnATerminalAndStaysOneLineElsewhere() throws {
        let directory = try project()
        let wrapped = runArchLint(["lint", "--format", "plan"], in: directory.path, errorWidth: 40)
        #expect(wrapped.errors.split(separator: "\n").allSatisfy { $0.count <= 40 }, "\(wrapped.errors)")
        #expect(wrapped.errors.split(separator: "\n").count > 1)
        // Joined again, the same words as the one line a log gets.
        let plain = runArchLint(["lint", "--format", "plan"], in: directory.path)
        #expect(wrapped.errors.split(whereSeparator: \.isWhitespace) == plain.errors.split(whereSeparator: \.isWhitespace))
    }

    @Test func missingPathIsAUsageError() throws {
        let directory = try project()
        let run = runArchLint(["lint", "Nowhere"], in: directory.path)
        #expect(run.code == .usageError)
        #expect(run.errors == "error: Nowhere: no such file or directory\n")
    }

    @Test func configurationIsFoundByWalkingUpAndPathsAreRelativeToIt() throws {
        let directory = try project()
        try directory.write(".archlint.json", #"{"exclude": ["Sources/Generated"], "profile": "swiftdata"}"#)
        try directory.write("Sources/Generated/g.swift", "FORBIDDEN\n")
        try directory.write("Sources/Feature/f.swift", "DISCOURAGED\n")
        let linter = MarkerLinter()
        let run = runArchLint(["lint", "Feature"], in: directory.url("Sources").path,
                              services: .testing(linter: linter))
        #expect(run.code == .clean)
        #expect(run.output == "Sources/Feature/f.swift:1: warning: marker-found: DISCOURAGED found\n")
        #expect(linter.projects.first?.root == directory.path)
        // The whole project is indexed; only the folder asked for is reported.
        #expect(linter.projects.first?.files.map(\.path) == ["Sources/Clean.swift", "Sources/Feature/f.swift"])
        #expect(linter.projects.first?.reportOnly == ["Sources/Feature/f.swift"])
        #expect(linter.configurations.first?.profile == .swiftdata)
        #expect(linter.configurations.first?.exclude == ["Sources/Generated"])
    }

    @Test func profileFlagOverridesTheConfiguration() throws {
        let directory = try project()
        try directory.write(".archlint.json", #"{"profile": "swiftdata"}"#)
        let linter = MarkerLinter()
        _ = runArchLint(["lint", "--profile", "default"], in: directory.path, services: .testing(linter: linter))
        #expect(linter.configurations.first?.profile == .default)
    }

    @Test func explicitConfigReplacesTheFoundOne() throws {
        let directory = try project()
        try directory.write(".archlint.json", #"{"profile": "swiftdata"}"#)
        try directory.write("ci/strict.json", #"{"rules": {"marker-found": {"severity": "warning"}}}"#)
        let linter = MarkerLinter()
        let run = runArchLint(["lint", "--config", "ci/strict.json"], in: directory.path,
                              services: .testing(linter: linter))
        #expect(run.code == .clean)
        #expect(linter.configurations.first?.profile == .default)
        #expect(linter.configurations.first?.rules["marker-found"]?.severity == .warning)
    }

    @Test(arguments: [
        (#"{"layer": {}}"#, #".archlint.json: layer: unknown key"#),
        (#"{"rules": {"marker-fund": {}}}"#, #"rules.marker-fund: no rule has this id"#),
        (#"{"rules": {"marker-found": {"options": {"marker": []}}}}"#,
         #"rules.marker-found.options.marker: unknown option"#),
        (#"{"rules": {"marker-found": {"severity": "fatal"}}}"#, #"rules.marker-found.severity: "fatal""#),
        (#"{"layers": {"Data": {"mayDependOn": ["Domain"]}}}"#, #"layers.Data.mayDependOn[0]"#),
        ("{", ".archlint.json:1:2: is not valid JSON: found end of file"),
        ("", ".archlint.json: is empty"),
    ])
    func configurationErrorsExitTwoNamingFileAndKey(text: String, expected: String) throws {
        let directory = try project()
        try directory.write(".archlint.json", text)
        let linter = MarkerLinter()
        let run = runArchLint(["lint"], in: directory.path, services: .testing(linter: linter))
        #expect(run.code == .usageError)
        #expect(run.errors.hasPrefix("error: .archlint.json"))
        #expect(run.errors.contains(expected))
        #expect(linter.projects.isEmpty)
    }

    @Test func missingExplicitConfigIsAnError() throws {
        let directory = try project()
        let run = runArchLint(["lint", "--config", "nope.json"], in: directory.path)
        #expect(run.code == .usageError)
        #expect(run.errors == "error: nope.json: cannot be read: no such file\n")
    }

    @Test func oversizedConfigIsRefusedWithoutParsing() throws {
        let directory = try project()
        try directory.write(".archlint.json", "{}" + String(repeating: " ", count: Configuration.maximumFileSize))
        let run = runArchLint(["lint"], in: directory.path)
        #expect(run.code == .usageError)
        #expect(run.errors.contains("a configuration file may be at most 1048576 bytes"))
    }

    @Test func pathsOutsideTheProjectAreRefused() throws {
        let directory = try project()
        try directory.write("A/.archlint.json", "{}")
        try directory.write("A/a.swift", "")
        try directory.write("B/b.swift", "")
        let run = runArchLint(["lint", "A", "B"], in: directory.path)
        #expect(run.code == .usageError)
        #expect(run.errors == "error: B: outside the project root A; lint it on its own\n")
    }

    @Test func unreadableFilesReachTheEngineAsProblems() throws {
        let directory = try project()
        let url = try directory.write("Sources/Huge.swift", "")
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(SourceReader.maximumSize + 1))
        try handle.close()
        let linter = MarkerLinter()
        let run = runArchLint(["lint"], in: directory.path, services: .testing(linter: linter))
        #expect(run.code == .findings)
        #expect(run.output.contains("Sources/Huge.swift:1: error: unreadable-file"))
    }

    @Test func writeBaselineWithStagedIsRefused() throws {
        let directory = try project()
        let run = runArchLint(["lint", "--staged", "--write-baseline", "b.json"], in: directory.path)
        #expect(run.code == .usageError)
        #expect(run.errors == "error: --write-baseline cannot be used with --staged\n")
    }

    @Test func summarySaysWhichLayersWereFoundAndWhy() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/Domain/Trip.swift", "struct Trip {}\n")
        try directory.write("Sources/Data/Store.swift", "struct Store {}\n")
        try directory.write("Sources/UI/TripsView.swift", "struct TripsView {}\n")
        let run = runArchLint(["lint"], in: directory.path, services: .live)
        #expect(run.errors == "layers: Presentation (Sources/UI), Domain (Sources/Domain), Data (Sources/Data) — "
            + "from folder names\nfiles by layer: Presentation 1, Domain 1, Data 1\n0 errors, 0 warnings in 3 files\n")
        let json = runArchLint(["lint", "--format", "json"], in: directory.path, services: .live)
        #expect(!json.output.contains("from folder names"))
        #expect(runArchLint(["lint", "--quiet"], in: directory.path, services: .live).errors == "")
    }

    @Test func aTerminalGetsTheTeachingFormatAndAPipeTheOneLineFormat() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Domain/Trip.swift", "import Foundation\n    import SwiftUI\n")
        let terminal = CapturedOutput(isTerminal: true)
        _ = ArchLintCommand.run(arguments: ["lint"], environment: [:], workingDirectory: directory.path,
                                output: terminal, services: .live)
        #expect(terminal.standardOutput.hasPrefix("Domain/Trip.swift\n  2:5  error  domain-framework-import\n"),
                "\(terminal.standardOutput)")
        #expect(terminal.standardOutput.contains("\n      | import SwiftUI\n      | ^\n"))
        #expect(terminal.standardOutput.contains("= archlint explain domain-framework-import"))
        let piped = runArchLint(["lint"], in: directory.path, services: .live)
        #expect(piped.output.hasPrefix("Domain/Trip.swift:2:5: error: "))
        let toFile = CapturedOutput(isTerminal: true)
        _ = ArchLintCommand.run(arguments: ["lint", "--output", "out.txt"], environment: [:],
                                workingDirectory: directory.path, output: toFile, services: .live)
        #expect(try directory.read("out.txt").hasPrefix("Domain/Trip.swift:2:5: error: "))
    }

    @Test func layersSaysWhereEveryFileIsAndWhy() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".archlint.json", #"""
            {"layers": {"Domain": {"paths": ["Sources/Domain/**", "Sources/Core/**"]},
                        "Data": {"paths": ["Sources/Data/**"], "mayDependOn": ["Domain"]}}}
            """#)
        try directory.write("Sources/Domain/Trip.swift", "struct Trip {}\n")
        try directory.write("Sources/Data/Store.swift", "struct Store {}\n")
        try directory.write("Sources/Misc/Helper.swift", "struct Helper {}\n")
        try directory.write("Tests/DomainTests/TripTests.swift", "struct TripTests {}\n")
        let run = runArchLint(["layers"], in: directory.path, services: .live)
        #expect(run.code == .clean)
        #expect(run.output == """
            Layers of .: declared in the configuration

            Domain — 1 file
              Sources/Domain  1 file  (glob Sources/Domain/**)

            Data — 1 file
              Sources/Data  1 file  (glob Sources/Data/**)

            In no layer — 2 files
              Sources/Misc  1 file  (no configured glob or module covers it)
              Tests/DomainTests  1 file  (a test or tooling folder)

            May depend on
              Domain → nothing else
              Data → Domain

            warning: layer Domain: the glob Sources/Core/** matches no file

            """)
        let lint = runArchLint(["lint"], in: directory.path, services: .live)
        #expect(lint.errors.hasPrefix("warning: layer Domain: the glob Sources/Core/** matches no file\n"))
        #expect(lint.errors.contains("files by layer: Domain 1, Data 1; 2 in no layer (`archlint layers` says why)"))
    }
}
