@testable import ArchLintLanguageServer
import ArchLintRules
import Testing

/// What a hover shows of a rule: its title and its *What it flags* section, for every built-in rule.
struct RuleHelpTests {
    @Test(arguments: RuleCatalog.all.map(\.id))
    func everyRuleHasAWhatItFlagsSectionForItsHover(id: String) throws {
        let rule = try #require(RuleCatalog.descriptor(for: id))
        let flags = try #require(RuleHelp.whatItFlags(rule.documentation))
        #expect(!flags.contains("### "))
        #expect(!flags.contains("**Incorrect"))
        #expect(RuleHelp.hover(rule).hasPrefix("**\(rule.name)** (`\(id)`)\n\n"))
    }

    @Test func theSectionEndsAtTheNextHeading() throws {
        let rule = try #require(RuleCatalog.descriptor(for: "domain-framework-import"))
        let flags = try #require(RuleHelp.whatItFlags(rule.documentation))
        #expect(flags.hasPrefix("- In a Domain file, every `import`"))
        #expect(!flags.contains("What it does not flag"))
    }

    @Test func aDocumentWithoutTheSectionHasNone() {
        #expect(RuleHelp.whatItFlags("## Title\n\nProse.\n") == nil)
    }
}
