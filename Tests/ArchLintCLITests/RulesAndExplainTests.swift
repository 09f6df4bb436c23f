@testable import ArchLintCLI
import ArchLintRules
import Foundation
import TestSupport
import Testing

@Suite struct RulesAndExplainTests {
    @Test func rulesListsEachRuleAsTheProjectRunsIt() throws {
        let directory = try TemporaryDirectory()
        let run = runArchLint(["rules"], in: directory.path)
        #expect(run.code == .clean)
        #expect(run.output == """
            Rules of . (no configuration, profile default)

            ID            STATE  SEVERITY  SET BY   OPTIONS
            marker-found  on     error     default
            quiet-rule    off    warning   default

            1 on, 1 off. `archlint explain <id>` shows a rule's document.

            """)
    }

    @Test func rulesShowTheConfigurationsSettingsAndCustomRules() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/.archlint.json", """
            {
              // Markers are tolerated while the migration lasts.
              "rules": {
                "marker-found": {"severity": "warning", "options": {"markers": ["TODO", "FIXME"]}},
                "quiet-rule": {"enabled": true},
                "no-print": {"severity": "error"}
              },
              "customRules": [
                {"id": "no-print", "severity": "warning", "message": "log instead", "apis": {"forbidden": ["print"]}},
                {"id": "no-dump", "message": "no dump", "apis": {"forbidden": ["dump"]}}
              ]
            }
            """)
        let run = runArchLint(["rules", "App"], in: directory.path)
        #expect(run.code == .clean)
        #expect(run.output == """
            Rules of App (App/.archlint.json, profile default)

            ID            STATE  SEVERITY  SET BY              OPTIONS
            marker-found  on     warning   App/.archlint.json  markers: TODO, FIXME
            quiet-rule    on     warning   App/.archlint.json
            no-print      on     error     custom rule, rules
            no-dump       on     error     custom rule

            4 on, 0 off, 2 custom. `archlint explain <id>` shows a rule's document.

            """)
        let json = runArchLint(["rules", "App", "--format", "json"], in: directory.path)
        let rules = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["marker-found", "quiet-rule", "no-print", "no-dump"])
        #expect(rules[0]["severity"] as? String == "warning" && rules[0]["defaultSeverity"] as? String == "error")
        #expect(rules[0]["options"] as? [String: [String]] == ["markers": ["TODO", "FIXME"]])
        #expect(rules[1]["enabled"] as? Bool == true && rules[1]["enabledByDefault"] as? Bool == false)
        #expect(rules[1]["setBy"] as? [String: String] == ["enabled": "configuration", "severity": "default"])
        #expect(rules[2]["custom"] as? Bool == true)
        #expect(rules[2]["setBy"] as? [String: String] == ["enabled": "customRule", "severity": "configuration"])
    }

    @Test func theProfileSwitchesRulesAndSaysSo() throws {
        let directory = try TemporaryDirectory()
        let run = runArchLint(["rules", "--profile", "swiftdata"], in: directory.path, services: .live)
        let line = try #require(run.output.split(separator: "\n").first { $0.hasPrefix("persisted-entity-logic") })
        #expect(line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            == ["persisted-entity-logic", "off", "error", "profile", "swiftdata"])
        #expect(run.output.hasPrefix("Rules of . (no configuration, profile swiftdata)\n"))
    }

    @Test func aBrokenConfigurationIsAnErrorHereToo() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".archlint.json", "{\"rules\": {\"marker-fund\": {}}}")
        let run = runArchLint(["rules"], in: directory.path)
        #expect(run.code == .usageError)
        #expect(run.errors.contains("rules.marker-fund: no rule has this id"))
    }

    @Test func noRulesSaysSo() throws {
        let source = RulesCommand.Source(root: ".", configurationFile: nil, profile: .default)
        #expect(RulesCommand.text([], source: source) == "No rules are built in.\n")
        #expect(RulesCommand.json([]) == "[]\n")
    }

    @Test func explainPrintsTheDocumentWithoutFrontmatter() throws {
        let directory = try TemporaryDirectory()
        let run = runArchLint(["explain", "marker-found"], in: directory.path)
        #expect(run.code == .clean)
        #expect(run.output == """
            Marker Found
            ============

            A line holding FORBIDDEN is an error; one holding `DISCOURAGED` is a warning.
            See the guide (https://example.com/guide).

            Incorrect
            ---------

                let x = FORBIDDEN

            """)
    }

    @Test func explainUnknownRuleSuggestsAndExitsTwo() throws {
        let directory = try TemporaryDirectory()
        let run = runArchLint(["explain", "marker-fond"], in: directory.path)
        #expect(run.code == .usageError)
        #expect(run.errors == "error: no rule has the id 'marker-fond' (did you mean 'marker-found'?); "
                + "`archlint rules` lists them\n")
    }

    @Test func frontmatterIsOnlyALeadingBlock() {
        #expect(TerminalMarkdown.withoutFrontmatter("---\r\na: b\r\n---\r\nText") == ["Text"])
        #expect(TerminalMarkdown.withoutFrontmatter("Text\n---\nMore\n---") == ["Text", "---", "More", "---"])
        #expect(TerminalMarkdown.withoutFrontmatter("---\nunterminated") == ["---", "unterminated"])
    }

    @Test func inlineMarkupIsSimplified() {
        #expect(TerminalMarkdown.render("Use **bold** and __this__ with `co**de**` and [x](y)")
            == "Use bold and this with `co**de**` and x (y)\n")
        #expect(TerminalMarkdown.render("### Small heading\ntext") == "Small heading\ntext\n")
        #expect(TerminalMarkdown.render("#nospace stays") == "#nospace stays\n")
    }

    @Test func proseAndListItemsReflowToTheWidthAndCodeStaysAsWritten() {
        let document = """
            A first sentence that is long enough to need a second line
            when the width is thirty.

            - An item whose text runs on
              over two source lines.
            12. Numbered.

            ```swift
            let aVeryLongLineOfCodeThatMustNotBeWrapped = true
            ```
            """
        #expect(TerminalMarkdown.render(document, width: 30) == """
            A first sentence that is long
            enough to need a second line
            when the width is thirty.

            - An item whose text runs on
              over two source lines.
            12. Numbered.

                let aVeryLongLineOfCodeThatMustNotBeWrapped = true

            """)
    }

    @Test(arguments: [80, 60])
    func everyShippedRuleDocumentFitsTheWidthOutsideCode(width: Int) {
        for rule in RuleCatalog.all {
            let rendered = TerminalMarkdown.render(rule.documentation, width: width)
            let prose = rendered.split(separator: "\n").filter { !$0.hasPrefix("    ") && !$0.hasPrefix("|") }
            for line in prose where line.count > width {
                // Only a single word longer than the line may stick out.
                #expect(!line.trimmingCharacters(in: .whitespaces).contains(" "), "\(rule.id): \(line)")
            }
        }
    }
}

@Suite struct HelpAndVersionTests {
    @Test func versionPrintsTheVersionAlone() throws {
        let directory = try TemporaryDirectory()
        let run = runArchLint(["--version"], in: directory.path)
        #expect(run.code == .clean)
        #expect(run.output == "0.1.0\n")
    }

    @Test func generalHelpListsEveryCommand() throws {
        let directory = try TemporaryDirectory()
        let run = runArchLint(["--help"], in: directory.path)
        #expect(run.code == .clean)
        for command in Subcommand.allCases {
            #expect(run.output.contains("\n  \(command.rawValue) "))
        }
        #expect(run.output.contains("EXIT STATUS"))
        #expect(run.output.contains("not SwiftLint's numbers, where 2 means violations"))
    }

    @Test(arguments: Subcommand.allCases)
    func commandHelpListsEveryOption(command: Subcommand) throws {
        let directory = try TemporaryDirectory()
        let run = runArchLint([command.rawValue, "--help"], in: directory.path)
        #expect(run.code == .clean)
        #expect(run.output.hasPrefix("OVERVIEW: "))
        #expect(run.output.contains("USAGE: archlint \(command.rawValue)"))
        for option in command.spec.options {
            #expect(run.output.contains("  \(option.name)"))
        }
    }

    @Test func lintHelpListsTheFormats() throws {
        let directory = try TemporaryDirectory()
        #expect(runArchLint(["help", "lint"], in: directory.path).output.contains("one of plain, xcode"))
    }

    @Test func usageErrorsExitTwoOnStandardError() throws {
        let directory = try TemporaryDirectory()
        let run = runArchLint(["lnt"], in: directory.path)
        #expect(run.code == .usageError)
        #expect(run.output == "")
        #expect(run.errors
            == "error: unknown command 'lnt' (did you mean 'lint'?); `archlint --help` lists the commands\n")
    }

    @Test func anExistingFolderNamedLikeNothingIsLinted() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Modules/a.swift", "FORBIDDEN\n")
        let run = runArchLint(["Modules"], in: directory.path)
        #expect(run.code == .findings)
    }

    @Test func lintHelpTellsTheTruthAboutTheDefaultFormat() {
        let help = HelpText.command(.lint, formats: ["terminal", "xcode"])
        #expect(help.contains("Output format (default: terminal when standard output is a terminal, else xcode)"))
        #expect(!help.contains("(default: xcode)"))
        #expect(HelpText.command(.layers, formats: []).contains("--all"))
        #expect(HelpText.command(.rules, formats: []).contains("--config FILE"))
    }

    @Test func layersAllListsEveryFolderInNoLayer() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Domain/Trip.swift", "struct Trip {}\n")
        for number in 0..<20 { try directory.write("Misc\(number)/File.swift", "struct File\(number) {}\n") }
        let short = runArchLint(["layers"], in: directory.path, services: .live)
        #expect(short.output.contains("  …and 5 more folders with 5 files (`archlint layers --all` lists them)\n"))
        #expect(!short.output.contains("Misc9/"))
        let all = runArchLint(["layers", "--all"], in: directory.path, services: .live)
        #expect(!all.output.contains("…and"))
        for number in 0..<20 { #expect(all.output.contains("  Misc\(number)  1 file  ")) }
    }
}
