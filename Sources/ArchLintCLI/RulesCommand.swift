import ArchLintOutline
import ArchLintRules

/// `archlint rules`: every rule with its severity, default state and title.
enum RulesCommand {
    static func text(_ rules: [RuleDescriptor]) -> String {
        guard !rules.isEmpty else { return "No rules are built in.\n" }
        let rows = [("ID", "SEVERITY", "DEFAULT", "TITLE")] + rules.map {
            ($0.id, $0.defaultSeverity.rawValue, $0.enabledByDefault ? "on" : "off", $0.name)
        }
        let idWidth = rows.map(\.0.count).max() ?? 0
        let severityWidth = rows.map(\.1.count).max() ?? 0
        let defaultWidth = rows.map(\.2.count).max() ?? 0
        return rows.map { row in
            pad(row.0, idWidth) + "  " + pad(row.1, severityWidth) + "  " + pad(row.2, defaultWidth) + "  " + row.3
        }.joined(separator: "\n") + "\n"
    }

    /// A JSON array, one rule object per line.
    static func json(_ rules: [RuleDescriptor]) -> String {
        let objects = rules.map { rule in
            "  {\"id\": \(JSONString.quoted(rule.id)), \"title\": \(JSONString.quoted(rule.name)), "
                + "\"severity\": \(JSONString.quoted(rule.defaultSeverity.rawValue)), "
                + "\"enabledByDefault\": \(rule.enabledByDefault), "
                + "\"impact\": \(JSONString.quoted(rule.impact.rawValue)), "
                + "\"tags\": [\(rule.tags.map(JSONString.quoted).joined(separator: ", "))]}"
        }
        return objects.isEmpty ? "[]\n" : "[\n" + objects.joined(separator: ",\n") + "\n]\n"
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
