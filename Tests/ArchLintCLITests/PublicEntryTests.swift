import ArchLintCLI
import ArchLintEngine
import ArchLintRules
import Foundation
import TestSupport
import Testing

/// The public entry point, with the real services.
@Suite struct PublicEntryTests {
    private func run(_ arguments: [String], in directory: String) -> (ExitCode, CapturedOutput) {
        let output = CapturedOutput()
        let code = ArchLintCommand.run(arguments: arguments, environment: ProcessInfo.processInfo.environment,
                                       workingDirectory: directory, output: output)
        return (code, output)
    }

    @Test func versionAndRulesUseTheBuiltInCatalog() throws {
        let directory = try TemporaryDirectory()
        let (versionCode, version) = run(["--version"], in: directory.path)
        #expect(versionCode == .clean)
        #expect(version.standardOutput == ArchLintVersion.current + "\n")
        let (rulesCode, rules) = run(["rules"], in: directory.path)
        #expect(rulesCode == .clean)
        #expect(rules.standardError.isEmpty)
        for rule in RuleCatalog.all {
            #expect(rules.standardOutput.contains(rule.id))
        }
    }

    @Test func workingDirectoryThroughASymbolicLinkStillShowsRelativePaths() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Real/.archlint.json", #"{"profil": "default"}"#)
        try directory.link("Alias", to: "Real")
        let (code, output) = run(["lint"], in: directory.url("Alias").path)
        #expect(code == .usageError)
        #expect(output.standardError.hasPrefix("error: .archlint.json: profil: unknown key"))
    }
}
