@testable import ArchLintCLI
import ArchLintEngine
import ArchLintRules
import Foundation
import TestSupport
import Testing

@Suite(.enabled(if: BuiltBinary.path != nil, "the archlint executable was not found beside the tests; build it first"))
struct BinaryTests {
    @Test func versionPrintsTheVersion() throws {
        let directory = try TemporaryDirectory()
        let run = try BuiltBinary.run(["--version"], in: directory.path)
        #expect(run.status == 0)
        #expect(run.output == ArchLintVersion.current + "\n")
    }

    @Test func helpListsTheCommands() throws {
        let directory = try TemporaryDirectory()
        let run = try BuiltBinary.run(["--help"], in: directory.path)
        #expect(run.status == 0)
        #expect(run.output.contains("USAGE: archlint"))
        #expect(run.output.contains("install-hook"))
        let lintHelp = try BuiltBinary.run(["lint", "--help"], in: directory.path)
        #expect(lintHelp.status == 0)
        #expect(lintHelp.output.contains("--write-baseline FILE"))
    }

    @Test func phaseTimesAreMarkedOnStandardErrorOnlyWhenAskedFor() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/App/Trip.swift", "struct Trip {}\n")
        var environment = ProcessInfo.processInfo.environment
        environment[PhaseMarks.variable] = nil
        let quiet = try BuiltBinary.run(["lint", "--quiet"], in: directory.path, environment: environment)
        #expect(!quiet.errors.contains("phase "))
        environment[PhaseMarks.variable] = "1"
        let timed = try BuiltBinary.run(["lint", "--quiet"], in: directory.path, environment: environment)
        let names = timed.errors.split(separator: "\n").filter { $0.hasPrefix("phase ") }
            .map { $0.dropFirst("phase ".count).split(separator: " at ").first.map(String.init) ?? "" }
        #expect(names == ["start", "layers", "pass 1", "index", "pass 2", "summary", "free"], "\(timed.errors)")
        #expect(timed.status == quiet.status)
    }

    @Test func unknownCommandExitsTwoWithSuggestion() throws {
        let directory = try TemporaryDirectory()
        let run = try BuiltBinary.run(["lnt"], in: directory.path)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors.contains("unknown command 'lnt' (did you mean 'lint'?)"))
    }

    @Test func unknownOptionExitsTwo() throws {
        let directory = try TemporaryDirectory()
        let run = try BuiltBinary.run(["rules", "--fromat", "json"], in: directory.path)
        #expect(run.status == 2)
        #expect(run.errors.contains("did you mean '--format'?"))
    }

    @Test func rulesListsTheBuiltInCatalog() throws {
        let directory = try TemporaryDirectory()
        let text = try BuiltBinary.run(["rules"], in: directory.path)
        #expect(text.status == 0)
        let configuration = Configuration()
        #expect(text.output == RulesCommand.text(configuration.effectiveRules(catalog: RuleCatalog.all),
                                                 source: .init(root: ".", configurationFile: nil, profile: .default)))
        let json = try BuiltBinary.run(["rules", "--format", "json"], in: directory.path)
        #expect(json.status == 0)
        let rules = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == RuleCatalog.all.map(\.id))
    }

    @Test func explainUnknownRuleExitsTwo() throws {
        let directory = try TemporaryDirectory()
        let run = try BuiltBinary.run(["explain", "no-such-rule-anywhere"], in: directory.path)
        #expect(run.status == 2)
        #expect(run.errors.contains("no rule has the id 'no-such-rule-anywhere'"))
    }

    @Test(arguments: [
        (#"{"exclude": "Sources"}"#, "error: .archlint.json: exclude: expected an array of strings"),
        (#"{"profil": "default"}"#, #"error: .archlint.json: profil: unknown key"#),
        (#"{"rules": {"no-such-rule-anywhere": {}}}"#, "error: .archlint.json: rules.no-such-rule-anywhere: "),
        (#"{"layers": {"Data": {"mayDependOn": ["Domian"]}}}"#,
         #"layers.Data.mayDependOn[0]: no layer is named "Domian""#),
        ("{,}", "error: .archlint.json:1:2: is not valid JSON: found \",\" — a key in double quotes"),
    ])
    func configurationErrorsExitTwo(text: String, expected: String) throws {
        let directory = try TemporaryDirectory()
        try directory.write(".archlint.json", text)
        try directory.write("Sources/a.swift", "let a = 1\n")
        let run = try BuiltBinary.run(["lint"], in: directory.path)
        #expect(run.status == 2)
        #expect(run.errors.contains(expected))
        let nested = try BuiltBinary.run(["lint", "a.swift"], in: directory.url("Sources").path)
        #expect(nested.status == 2)
        #expect(nested.errors.contains(directory.url(".archlint.json").path))
    }
}
