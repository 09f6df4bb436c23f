/// Every rule, in one hand-kept list sorted by id.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        DomainFrameworkImportRule.self,
        DomainIOAPIRule.self,
        DomainServiceActorRule.self,
        LayerDependencyRule.self,
        NPlusOneAwaitRule.self,
        PersistedEntityLogicRule.self,
        ViewBodyLogicRule.self,
        ViewModelPersistenceRule.self,
    ]

    /// Reported by the engine for a suppression comment that suppresses nothing.
    public static let unusedSuppressionID = "unused-suppression"
    /// Reported by the engine for a file it cannot read or decode.
    public static let unreadableFileID = "unreadable-file"
    /// Reported by the engine from the manifests and every file's imports: undeclared and unused target
    /// dependencies, import cycles among targets.
    public static let moduleDependencyID = "module-dependency"

    /// The ids of the rules' checks (`layer-dependency/presentation-data`), sorted.
    public static let checkIDs: [String] = all.flatMap { rule in rule.checks.map { RuleID.check($0, of: rule.id) } }
        .sorted()

    /// Every id a configuration or suppression comment may name, checks included, sorted.
    public static let allIDs: [String] = (all.map { $0.id } + checkIDs
        + [unusedSuppressionID, unreadableFileID, moduleDependencyID]).sorted()

    /// The option names each rule accepts, by id.
    public static let optionNames: [String: Set<String>] = Dictionary(
        uniqueKeysWithValues: all.map { ($0.id, $0.optionNames) }
            + checkIDs.map { ($0, Set<String>()) }
            + [(unusedSuppressionID, Set<String>()), (unreadableFileID, Set<String>()),
               (moduleDependencyID, Set<String>())])

    /// The kinds of finding each rule can turn off one by one (`disabledChecks`), by id (rules of one kind are
    /// absent).
    public static let optionalChecks: [String: [String]] = Dictionary(
        uniqueKeysWithValues: all.filter { !$0.optionalChecks.isEmpty }.map { ($0.id, $0.optionalChecks) })

    /// Whether a profile switches rule `id` on or off, or `nil` when the rule's default stands.
    public static func isEnabled(_ id: String, in profile: Profile) -> Bool? {
        switch (profile, id) {
        case (.swiftdata, PersistedEntityLogicRule.id): return false
        default: return nil
        }
    }
}
