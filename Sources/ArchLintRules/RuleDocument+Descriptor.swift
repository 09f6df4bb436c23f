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
        guard Self.isKebabCase(id) else {
            throw invalid("id", id, expected: "lower-case kebab-case, such as 'view-body-logic'")
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
            enabledByDefault: enabled, tags: tags, documentation: markdown
        )
    }

    /// Lower-case ASCII words of letters and digits joined by single hyphens.
    static func isKebabCase(_ text: String) -> Bool {
        let words = text.split(separator: "-", omittingEmptySubsequences: false)
        return words.allSatisfy { word in
            !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }
        }
    }
}
