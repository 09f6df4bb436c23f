import ArchLintRules

/// What an editor shows of a rule: its title and the *What it flags* part of its document.
package enum RuleHelp {
    /// Markdown for a hover over a finding of the rule `descriptor` describes.
    package static func hover(_ descriptor: RuleDescriptor) -> String {
        let flags = whatItFlags(descriptor.documentation) ?? descriptor.impactDescription
        return "**\(descriptor.name)** (`\(descriptor.id)`)\n\n" + flags
    }

    /// The body of the `### What it flags` section of a rule document, up to the next heading or example.
    package static func whatItFlags(_ documentation: String) -> String? {
        let lines = documentation.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
        guard let heading = lines.firstIndex(where: { $0.trimmingCharacters() == "### What it flags" }) else {
            return nil
        }
        let body = lines[(heading + 1)...].prefix { line in
            !line.hasPrefix("#") && !line.hasPrefix("**Incorrect") && !line.hasPrefix("**Correct")
        }
        let text = body.joined(separator: "\n").trimmingCharacters()
        return text.isEmpty ? nil : text
    }
}

extension StringProtocol {
    fileprivate func trimmingCharacters() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
