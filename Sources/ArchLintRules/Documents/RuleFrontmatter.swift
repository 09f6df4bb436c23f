/// What a rule document's frontmatter says, checked and typed: written out in `EmbeddedRuleDocuments` when the
/// documents are embedded, so that a run builds the ``RuleCatalog`` without parsing them.
struct RuleFrontmatter: Sendable {
    let id: String
    let title: String
    let impact: RuleDescriptor.Impact
    let defaultSeverity: Severity
    let enabledByDefault: Bool
    let impactDescription: String
    let tags: [String]
}
