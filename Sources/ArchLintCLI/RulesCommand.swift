import ArchLintEngine
import ArchLintOutline
import ArchLintRules

/// `archlint rules`: every rule as this project runs it — built in or custom, on or off, severity, options — and
/// what decided each setting: the default, the profile, or the configuration.
enum RulesCommand {
    /// Where the rules come from, for the heading: the project root, its configuration file and profile.
    struct Source {
        var root: String
        var configurationFile: String?
        var profile: Profile
    }

    static func text(_ rules: [EffectiveRule], source: Source) -> String {
        guard !rules.isEmpty else { return "No rules are built in.\n" }
        let file = source.configurationFile ?? "no configuration"
        var text = "Rules of \(source.root) (\(file), profile \(source.profile.rawValue))\n\n"
        var rows: [[String]] = [["ID", "STATE", "SEVERITY", "SET BY", "OPTIONS"]]
        for rule in rules {
            let options = rule.options.sorted { $0.key < $1.key }
                .map { "\($0.key): \($0.value.joined(separator: ", "))" }.joined(separator: "; ")
            rows.append([rule.descriptor.id, rule.enabled ? "on" : "off", rule.severity.rawValue,
                         setBy(rule, source: source), options])
        }
        let widths = (0..<4).map { column in rows.map { $0[column].count }.max() ?? 0 }
        for row in rows {
            var line = ""
            for column in 0..<4 { line += pad(row[column], widths[column]) + "  " }
            text += (line + row[4]).trimmingTrailingSpaces() + "\n"
        }
        let on = rules.count(where: \.enabled)
        text += "\n\(on) on, \(rules.count - on) off"
            + (rules.contains(where: \.isCustom) ? ", \(rules.count(where: \.isCustom)) custom" : "")
            + ". `archlint explain <id>` shows a rule's document.\n"
        return text
    }

    /// A JSON array, one rule object per line: its effective state, its defaults, and what set each.
    static func json(_ rules: [EffectiveRule]) -> String {
        let objects = rules.map { rule in
            let descriptor = rule.descriptor
            let options = rule.options.sorted { $0.key < $1.key }.map { name, values in
                "\(JSONString.quoted(name)): [\(values.map(JSONString.quoted).joined(separator: ", "))]"
            }
            return "  {\"id\": \(JSONString.quoted(descriptor.id)), \"title\": \(JSONString.quoted(descriptor.name)), "
                + "\"custom\": \(rule.isCustom), \"enabled\": \(rule.enabled), "
                + "\"severity\": \(JSONString.quoted(rule.severity.rawValue)), "
                + "\"options\": {\(options.joined(separator: ", "))}, "
                + "\"setBy\": {\"enabled\": \(JSONString.quoted(rule.enabledOrigin.rawValue)), "
                + "\"severity\": \(JSONString.quoted(rule.severityOrigin.rawValue))}, "
                + "\"enabledByDefault\": \(descriptor.enabledByDefault), "
                + "\"defaultSeverity\": \(JSONString.quoted(descriptor.defaultSeverity.rawValue)), "
                + "\"impact\": \(JSONString.quoted(descriptor.impact.rawValue)), "
                + "\"tags\": [\(descriptor.tags.map(JSONString.quoted).joined(separator: ", "))]}"
        }
        return objects.isEmpty ? "[]\n" : "[\n" + objects.joined(separator: ",\n") + "\n]\n"
    }

    /// What set a rule's state and severity, in a few words: `default`, `profile swiftdata`, the configuration file.
    private static func setBy(_ rule: EffectiveRule, source: Source) -> String {
        let file = source.configurationFile ?? "the configuration"
        if rule.isCustom { return "custom rule" + (rule.enabledOrigin == .configuration
                                                   || rule.severityOrigin == .configuration ? ", rules" : "") }
        if rule.enabledOrigin == .configuration || rule.severityOrigin == .configuration || !rule.options.isEmpty {
            return file
        }
        return rule.enabledOrigin == .profile ? "profile \(source.profile.rawValue)" : "default"
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
