/// A rule's metadata. The single source is the frontmatter of `Rules/<id>.md`, embedded in the binary.
public struct RuleDescriptor: Sendable, Hashable {
    public enum Impact: String, Sendable, CaseIterable {
        case critical = "CRITICAL", high = "HIGH", medium = "MEDIUM", low = "LOW"
    }

    /// Kebab-case id used in configuration, suppression comments and `explain`: `view-body-logic`.
    public let id: String
    /// Human title in Title Case.
    public let name: String
    public let impact: Impact
    /// One line on what following the rule buys.
    public let impactDescription: String
    public let defaultSeverity: Severity
    public let enabledByDefault: Bool
    public let tags: [String]
    /// The kinds of finding `disabledChecks` turns off one by one (``Rule/optionalChecks``); empty for a rule of one
    /// kind.
    public let optionalChecks: [String]
    /// The whole Markdown document, frontmatter included.
    public let documentation: String

    public init(id: String, name: String, impact: Impact, impactDescription: String, defaultSeverity: Severity,
                enabledByDefault: Bool, tags: [String], optionalChecks: [String] = [], documentation: String) {
        self.id = id
        self.name = name
        self.impact = impact
        self.impactDescription = impactDescription
        self.defaultSeverity = defaultSeverity
        self.enabledByDefault = enabledByDefault
        self.tags = tags
        self.optionalChecks = optionalChecks
        self.documentation = documentation
    }
}
