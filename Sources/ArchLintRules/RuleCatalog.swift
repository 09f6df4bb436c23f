/// The descriptors of the built-in rules, from their documents (`Rules/<id>.md`, embedded at build time).
public enum RuleCatalog {
    /// All descriptors, sorted by id. Built from the frontmatter written out beside the embedded documents (the
    /// documents are not parsed at each start; a test holds the two to what parsing them gives).
    public static let all: [RuleDescriptor] = EmbeddedRuleDocuments.frontmatter.compactMap { header in
        guard let document = EmbeddedRuleDocuments.documents.first(where: { $0.id == header.id }) else { return nil }
        return RuleDescriptor(id: header.id, name: header.title, impact: header.impact,
                              impactDescription: header.impactDescription, defaultSeverity: header.defaultSeverity,
                              enabledByDefault: header.enabledByDefault, tags: header.tags,
                              optionalChecks: RuleRegistry.optionalChecks[header.id] ?? [],
                              documentation: document.markdown)
    }.sorted { $0.id < $1.id }

    /// The descriptor for `id`, or `nil` when no rule has that id.
    public static func descriptor(for id: String) -> RuleDescriptor? {
        all.first { $0.id == id }
    }
}
