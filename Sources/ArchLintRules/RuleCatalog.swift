/// Every rule's descriptor, parsed from the rule documents embedded in the binary.
public enum RuleCatalog {
    /// All descriptors, sorted by id.
    public static let all: [RuleDescriptor] = EmbeddedRuleDocuments.documents
        .compactMap { try? RuleDocument.descriptor(markdown: $0.markdown, id: $0.id) }
        .sorted { $0.id < $1.id }

    /// The descriptor for `id`, or `nil` when no rule has that id.
    public static func descriptor(for id: String) -> RuleDescriptor? {
        all.first { $0.id == id }
    }
}
