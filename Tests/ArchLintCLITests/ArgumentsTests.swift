@testable import ArchLintCLI
@testable import ArchLintProject
import ArchLintRules
import Testing

@Suite struct ArgumentsTests {
    private func parse(_ arguments: [String], existing: Set<String> = []) throws(ArgumentError) -> Invocation {
        try Arguments.parse(arguments) { existing.contains($0) }
    }

    private func failure(_ arguments: [String], existing: Set<String> = []) -> ArgumentError? {
        do {
            _ = try parse(arguments, existing: existing)
            return nil
        } catch {
            return error
        }
    }

    @Test func noArgumentsLintsTheWorkingDirectory() throws {
        #expect(try parse([]) == .lint(LintOptions()))
    }

    @Test(arguments: [["Sources"], ["./Sources"], ["App.swift"], ["."]])
    func pathFirstMeansLint(arguments: [String]) throws {
        let existing: Set<String> = ["Sources"]
        #expect(try parse(arguments, existing: existing)
            == .lint(LintOptions(project: ProjectOptions(paths: arguments))))
    }

    @Test func lintOptionFirstMeansLint() throws {
        var options = LintOptions()
        options.strict = true
        #expect(try parse(["--strict"]) == .lint(options))
    }

    @Test func everyLintOption() throws {
        let invocation = try parse([
            "lint", "Sources", "--config", "ci.json", "--format=json", "--output", "out.txt", "--strict",
            "--baseline", "b.json", "--write-baseline", "w.json", "--staged", "--profile", "swiftdata", "--quiet",
            "--no-color", "Tests",
        ])
        var expected = LintOptions(project: ProjectOptions(paths: ["Sources", "Tests"], configPath: "ci.json",
                                                           profile: .swiftdata))
        expected.format = "json"
        expected.outputPath = "out.txt"
        expected.strict = true
        expected.baselinePath = "b.json"
        expected.writeBaselinePath = "w.json"
        expected.staged = true
        expected.quiet = true
        expected.noColor = true
        #expect(invocation == .lint(expected))
    }

    @Test func doubleDashEndsOptions() throws {
        #expect(try parse(["lint", "--", "--strict"])
            == .lint(LintOptions(project: ProjectOptions(paths: ["--strict"]))))
    }

    @Test func versionAndHelp() throws {
        #expect(try parse(["--version"]) == .version)
        #expect(try parse(["--help"]) == .help(nil))
        #expect(try parse(["-h"]) == .help(nil))
        #expect(try parse(["help"]) == .help(nil))
        #expect(try parse(["help", "init"]) == .help(.`init`))
        #expect(try parse(["help", "--help"]) == .help(nil))
    }

    @Test(arguments: Subcommand.allCases)
    func everyCommandHasHelp(command: Subcommand) throws {
        #expect(try parse([command.rawValue, "--help"]) == .help(command))
        #expect(try parse([command.rawValue, "-h"]) == .help(command))
    }

    @Test func otherCommands() throws {
        #expect(try parse(["rules"]) == .rules(RulesOptions()))
        #expect(try parse(["rules", "--format", "json"]) == .rules(RulesOptions(format: .json)))
        #expect(try parse(["rules", "App", "--config", "ci.json", "--profile", "swiftdata"])
            == .rules(RulesOptions(project: ProjectOptions(paths: ["App"], configPath: "ci.json", profile: .swiftdata))))
        #expect(try parse(["layers", "--all"]) == .layers(LayersOptions(all: true)))
        #expect(try parse(["layers", "App"]) == .layers(LayersOptions(project: ProjectOptions(paths: ["App"]))))
        #expect(try parse(["explain", "view-body-logic"]) == .explain(ruleID: "view-body-logic"))
        #expect(try parse(["init"]) == .initialize(InitOptions()))
        #expect(try parse(["init", "App", "--force", "--freeze"])
            == .initialize(InitOptions(path: "App", force: true, freeze: true)))
        #expect(try parse(["outline", "a.swift", "Sources"]) == .outline(paths: ["a.swift", "Sources"]))
        #expect(try parse(["report"]) == .report(ReportCommandOptions()))
        #expect(try parse(["report", "Sources", "--format", "markdown", "--output", "r.md", "--config", "c.json"])
            == .report(ReportCommandOptions(project: ProjectOptions(paths: ["Sources"], configPath: "c.json"),
                                            format: .markdown, outputPath: "r.md")))
        #expect(try parse(["graph", "--format", "dot", "--profile", "default"])
            == .graph(GraphOptions(project: ProjectOptions(profile: .default), format: .dot)))
        #expect(try parse(["install-hook", "--force"]) == .installHook(force: true))
        #expect(try parse(["lsp"]) == .languageServer)
        #expect(try parse(["lsp", "--stdio"]) == .languageServer)
    }

    @Test func unknownCommandSuggestsTheNearOne() {
        #expect(failure(["lnt"]) == .unknownCommand("lnt", suggestion: "lint"))
        #expect(failure(["install-hok"]) == .unknownCommand("install-hok", suggestion: "install-hook"))
        #expect(failure(["frobnicate"]) == .unknownCommand("frobnicate", suggestion: nil))
        #expect(failure(["help", "rulez"]) == .unknownCommand("rulez", suggestion: "rules"))
    }

    @Test func unknownOptionSuggestsTheNearOne() {
        #expect(failure(["lint", "--stirct"]) == .unknownOption("--stirct", command: "lint", suggestion: "--strict"))
        #expect(failure(["--verison"]) == .unknownOption("--verison", command: "lint", suggestion: "--version"))
        #expect(failure(["rules", "--strict"]) == .unknownOption("--strict", command: "rules", suggestion: nil))
        #expect(failure(["lint", "-x"]) == .unknownOption("-x", command: "lint", suggestion: nil))
    }

    @Test func aValueOptionGivenTwiceIsAUsageError() {
        #expect(failure(["lint", "--format", "json", "--format", "sarif"]) == .repeatedOption("--format"))
        #expect(failure(["lint", "--output=a.json", "--output", "b.json"]) == .repeatedOption("--output"))
        #expect(failure(["report", "--format", "html", "--format=markdown"]) == .repeatedOption("--format"))
        #expect(ArgumentError.repeatedOption("--format").description
            == "option '--format' is given more than once; give it once")
    }

    @Test func aFileToWriteCannotBeNamedWithATrailingSlash() {
        #expect(failure(["lint", "--write-baseline", "b.json/"])
            == .folderPath("b.json/"))
        #expect(failure(["report", "--output=out/"])
            == .folderPath("out/"))
        #expect(ArgumentError.folderPath("out/").description
            == "out/: cannot be written: a path that ends in / names a folder, not a file")
    }

    @Test func optionValuesAreChecked() {
        #expect(failure(["lint", "--format"]) == .missingValue(option: "--format"))
        #expect(failure(["lint", "--output", "--strict"]) == .missingValue(option: "--output"))
        #expect(failure(["lint", "--config="]) == .missingValue(option: "--config"))
        #expect(failure(["lint", "--strict=yes"]) == .unexpectedValue(option: "--strict"))
        #expect(failure(["lint", "--profile", "swiftdat"])
            == .invalidValue(option: "--profile", value: "swiftdat", expected: ["default", "swiftdata"],
                             suggestion: "swiftdata"))
        #expect(failure(["rules", "--format", "xml"])
            == .invalidValue(option: "--format", value: "xml", expected: ["text", "json"], suggestion: nil))
        #expect(failure(["report", "--format", "htm"])
            == .invalidValue(option: "--format", value: "htm", expected: ["html", "markdown", "json"], suggestion: "html"))
        #expect(failure(["graph", "--format", "mermaid2"])
            == .invalidValue(option: "--format", value: "mermaid2", expected: ["mermaid", "dot"],
                             suggestion: "mermaid"))
    }

    @Test func argumentCountsAreChecked() {
        #expect(failure(["explain"]) == .missingArgument("a RULE-ID argument", command: "explain"))
        #expect(failure(["explain", "a", "b"]) == .unexpectedArgument("b", command: "explain"))
        #expect(failure(["outline"]) == .missingArgument("a PATH argument", command: "outline"))
        #expect(failure(["rules", "App", "extra"]) == .unexpectedArgument("extra", command: "rules"))
        #expect(failure(["init", "a", "b"]) == .unexpectedArgument("b", command: "init"))
        #expect(failure(["install-hook", "x"]) == .unexpectedArgument("x", command: "install-hook"))
        #expect(failure(["--version", "x"]) == .unexpectedArgument("x", command: "--version"))
        #expect(failure(["help", "lint", "x"]) == .unexpectedArgument("x", command: "help"))
    }

    @Test func errorMessagesCarryTheHint() {
        #expect(ArgumentError.unknownCommand("lnt", suggestion: "lint").description.contains("did you mean 'lint'?"))
        #expect(ArgumentError.unknownOption("--stirct", command: "lint", suggestion: "--strict").description
            == "unknown option '--stirct' for `archlint lint` (did you mean '--strict'?)")
    }
}
