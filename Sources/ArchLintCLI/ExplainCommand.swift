import ArchLintEngine
import ArchLintReporters
import ArchLintRules

/// `archlint explain <rule-id>`: the rule's document, for reading in a terminal.
enum ExplainCommand {
    /// The document of rule `id`, its prose wrapped to `width` columns.
    static func text(for id: String, among rules: [RuleDescriptor],
                     width: Int = TerminalMarkdown.defaultWidth) throws(ArgumentError) -> String {
        guard let rule = rules.first(where: { $0.id == id }) else {
            throw .unknownRule(id, suggestion: EditDistance.nearest(to: id, in: rules.map(\.id)))
        }
        return TerminalMarkdown.render(rule.documentation, width: width)
    }
}
