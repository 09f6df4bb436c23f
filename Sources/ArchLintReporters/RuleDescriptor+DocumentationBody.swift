import ArchLintRules

extension RuleDescriptor {
    /// The rule's Markdown documentation without its `---` frontmatter block and surrounding blank lines.
    var documentationBody: String {
        var lines = documentation.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
        if let first = lines.first, isFence(first),
           let closing = lines.dropFirst().firstIndex(where: isFence) {
            lines.removeSubrange(...closing)
        }
        while let first = lines.first, String(first).trimmed.isEmpty { lines.removeFirst() }
        while let last = lines.last, String(last).trimmed.isEmpty { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}

private func isFence(_ line: Substring) -> Bool {
    String(line).trimmed == "---"
}
