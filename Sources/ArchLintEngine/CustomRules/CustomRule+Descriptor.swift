import ArchLintRules

extension CustomRule {
    /// The rule's metadata for `explain`, SARIF and the reports: its message as the title, its description and
    /// what it checks as the document.
    public var descriptor: RuleDescriptor {
        var document = "# \(message)\n\n"
        if let description, !description.isEmpty { document += description + "\n\n" }
        document += "A custom rule of this project's `.archlint.json`: \(summary).\n"
        return RuleDescriptor(id: id, name: message, impact: severity == .error ? .high : .medium,
                              impactDescription: message, defaultSeverity: severity, enabledByDefault: true,
                              tags: ["custom"], documentation: document)
    }

    /// What the rule checks, in a sentence.
    var summary: String {
        let files = Self.describe(scope, everywhere: "in every app file", prefix: "in")
        switch check {
        case .imports(let check):
            if let allowed = check.allowed {
                return "imports only " + Self.list(allowed + []) + " " + files
                    + (check.forbidden.isEmpty ? "" : ", never " + Self.list(check.forbidden))
            }
            return "no import of " + Self.list(check.forbidden) + " " + files
        case .apis(let check):
            return "no use of " + Self.list(check.forbidden) + " " + files
        case .declarations:
            return "declarations " + files + " are checked against what they must be"
        case .dependencies(let check):
            return "code " + files + " does not use types or modules "
                + Self.describe(check.forbidden, everywhere: "anywhere", prefix: "of")
        }
    }

    private static func describe(_ scope: FileScope, everywhere: String, prefix: String) -> String {
        var parts: [String] = []
        if !scope.layers.isEmpty { parts.append("the " + list(scope.layers, code: false) + " layer") }
        if !scope.paths.isEmpty { parts.append("files matching " + list(scope.paths)) }
        return parts.isEmpty ? everywhere : "\(prefix) " + parts.joined(separator: " or ")
    }

    private static func list(_ names: [String], code: Bool = true) -> String {
        names.map { code ? "`\($0)`" : $0 }.joined(separator: ", ")
    }
}

extension CompiledCustomRule {
    /// The descriptor with the severity the run gives the rule.
    var descriptor: RuleDescriptor {
        var rule = self.rule
        rule.severity = severity
        return rule.descriptor
    }
}
