extension RuleDocument {
    /// The frontmatter keys a rule document may use; all of them are required.
    public static let frontmatterKeys = [
        "id", "title", "impact", "impactDescription", "severity", "enabledByDefault", "tags",
    ]

    /// The rule's descriptor, checked against the id the document is filed under (`Rules/<id>.md`).
    ///
    /// - Throws: ``RuleDocumentError`` naming the first missing, unknown or invalid key, or a title or id that
    ///   does not match.
    public func descriptor(id expectedID: String) throws -> RuleDescriptor {
        try descriptor(id: expectedID, documentation: markdown)
    }

    /// The descriptor of the rule document `markdown` read only up to its title: the frontmatter and the first
    /// `## ` heading are all a descriptor needs, so the examples below are not parsed. The same descriptor as
    /// `RuleDocument(markdown:).descriptor(id:)`; a document whose header cannot be told apart on its own is
    /// read whole.
    public static func descriptor(markdown: String, id: String) throws -> RuleDescriptor {
        let path = "Rules/\(id).md"
        if let header = headerText(of: markdown),
           let document = try? RuleDocument(markdown: header, path: path), document.title != nil {
            return try document.descriptor(id: id, documentation: markdown)
        }
        return try RuleDocument(markdown: markdown, path: path).descriptor(id: id)
    }

    /// The text up to the end of the first line that starts with `## ` and lies after the frontmatter, or `nil`
    /// when a code fence comes first (a heading inside it would not be the title).
    static func headerText(of markdown: String) -> String? {
        let bytes = Array(markdown.utf8)
        var lineStart = 0
        var frontmatterDelimiters = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            let line = bytes[lineStart..<lineEnd]
            if line.starts(with: "---".utf8) {
                frontmatterDelimiters += 1
            } else if frontmatterDelimiters >= 2 {
                if line.starts(with: "```".utf8) || line.starts(with: "~~~".utf8) { return nil }
                if line.starts(with: "## ".utf8) {
                    return String(decoding: bytes[..<min(lineEnd + 1, bytes.count)], as: UTF8.self)
                }
            }
            lineStart = lineEnd + 1
        }
        return nil
    }

    private func descriptor(id expectedID: String, documentation: String) throws -> RuleDescriptor {
        let document = path ?? "Rules/\(expectedID).md"
        if let unknown = frontmatter.first(where: { !Self.frontmatterKeys.contains($0.key) }) {
            throw RuleDocumentError.unknownFrontmatterKey(document: document, line: unknown.line, key: unknown.key)
        }
        func required(_ key: String) throws -> String {
            guard let value = value(for: key), !value.isEmpty else {
                throw RuleDocumentError.missingFrontmatterKey(document: document, key: key)
            }
            return value
        }
        func invalid(_ key: String, _ value: String, expected: String) -> RuleDocumentError {
            .invalidFrontmatterValue(document: document, key: key, value: value, expected: expected)
        }

        let id = try required("id")
        guard Self.isRuleID(id) else {
            throw invalid("id", id, expected: "lower-case kebab-case, such as 'view-body-logic' (a rule's check: "
                          + "'layer-dependency/presentation-data')")
        }
        guard id == expectedID else {
            throw RuleDocumentError.idMismatch(document: document, id: id, expected: expectedID)
        }
        let name = try required("title")
        guard let heading = title else { throw RuleDocumentError.missingTitle(document: document) }
        guard heading == name else {
            throw RuleDocumentError.titleMismatch(document: document, heading: heading, title: name)
        }
        let impactText = try required("impact")
        guard let impact = RuleDescriptor.Impact(rawValue: impactText) else {
            throw invalid("impact", impactText, expected: "CRITICAL, HIGH, MEDIUM or LOW")
        }
        let impactDescription = try required("impactDescription")
        let severityText = try required("severity")
        guard let severity = Severity(rawValue: severityText) else {
            throw invalid("severity", severityText, expected: "error or warning")
        }
        let enabledText = try required("enabledByDefault")
        guard let enabled = ["true": true, "false": false][enabledText] else {
            throw invalid("enabledByDefault", enabledText, expected: "true or false")
        }
        _ = try required("tags")
        let tags = self.tags
        guard !tags.isEmpty else {
            throw invalid("tags", value(for: "tags") ?? "", expected: "a comma-separated list of tags")
        }

        return RuleDescriptor(
            id: id, name: name, impact: impact, impactDescription: impactDescription, defaultSeverity: severity,
            enabledByDefault: enabled, tags: tags, optionalChecks: RuleRegistry.optionalChecks[id] ?? [], documentation: documentation
        )
    }

    /// Lower-case ASCII words of letters and digits joined by single hyphens.
    /// A rule's id, or a check's: `<rule>/<check>`, each part kebab-case.
    static func isRuleID(_ text: String) -> Bool {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count <= 2 && parts.allSatisfy { isKebabCase(String($0)) }
    }

    static func isKebabCase(_ text: String) -> Bool {
        let words = text.split(separator: "-", omittingEmptySubsequences: false)
        return words.allSatisfy { word in
            !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }
        }
    }
}
