@testable import ArchLintCLI
import ArchLintRules
import Foundation
import TestSupport
import Testing

@Suite struct RulesAndExplainTests {
    @Test func rulesListsIdSeverityDefaultAndTitleInColumns() throws {
        let directory = try TemporaryDirectory()
        let run = runArchLint(["rules"], in: directory.path)
        #expect(run.code == .clean)
        #expect(run.output == """
            ID            SEVERITY  DEFAULT  TITLE
            marker-found  error     on       Marker Found
            quiet-rule    warning   off      A Rule That Is Off

            """)
    }

    @Test func rulesAsJSONIsOneObjectPerRule() throws {
        let directory = try TemporaryDirectory()
        let run = runArchLint(["rules", "--format", "json"], in: directory.path)
        #expect(run.code == .clean)
        let rules = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["marker-found", "quiet-rule"])
        #expect(rules[0]["title"] as? String == "Marker Found")
        #expect(rules[0]["severity"] as? String == "error")
        #expect(rules[0]["enabledByDefault"] as? Bool == true)
        #expect(rules[1]["enabledByDefault"] as? Bool == false)
        #expect(rules[0]["tags"] as? [String] == ["test"])
    }

    @Test func noRulesSaysSo() throws {
        #expect(RulesCommand.text([]) == "No rules are built in.\n")
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
}
