import ArchLintRules

/// A rule as a project runs it: on or off, its severity and options, and what decided each — what
/// `archlint rules` shows for the project at hand.
public struct EffectiveRule: Sendable, Equatable {
    /// What decided a setting.
    public enum Origin: String, Sendable, Equatable {
        /// The rule's own default.
        case `default`
        /// The configuration's (or `--profile`'s) stance switched the rule.
        case profile
        /// `rules.<id>` in the configuration.
        case configuration
        /// The rule is one of the configuration's `customRules`.
        case customRule
    }

    public var descriptor: RuleDescriptor
    public var isCustom: Bool
    public var enabled: Bool
    public var severity: Severity
    /// Options set in the configuration, by name.
    public var options: [String: [String]]
    public var enabledOrigin: Origin
    public var severityOrigin: Origin

    /// Whether rule `id`, on or off by default as said, runs under `configuration`, and what decided it: the
    /// configuration's `rules.<id>.enabled`, else the profile, else the default. The engine runs rules by it.
    static func decision(for id: String, enabledByDefault: Bool,
                         in configuration: Configuration) -> (enabled: Bool, origin: Origin) {
        if let enabled = configuration.rules[id]?.enabled { return (enabled, .configuration) }
        if let enabled = RuleRegistry.isEnabled(id, in: configuration.profile) { return (enabled, .profile) }
        return (enabledByDefault, .default)
    }
}

extension Configuration {
    /// Every rule of `catalog` (the built-in rules, sorted by id), then every custom rule in declaration order, as
    /// this configuration runs them.
    public func effectiveRules(catalog: [RuleDescriptor]) -> [EffectiveRule] {
        let builtIn = catalog.map { descriptor in
            let settings = rules[descriptor.id]
            let decision = EffectiveRule.decision(for: descriptor.id, enabledByDefault: descriptor.enabledByDefault,
                                                  in: self)
            return EffectiveRule(descriptor: descriptor, isCustom: false, enabled: decision.enabled,
                                 severity: settings?.severity ?? descriptor.defaultSeverity,
                                 options: settings?.options ?? [:], enabledOrigin: decision.origin,
                                 severityOrigin: settings?.severity == nil ? .default : .configuration)
        }
        let custom = customRules.map { rule in
            let settings = rules[rule.id]
            return EffectiveRule(descriptor: rule.descriptor, isCustom: true, enabled: settings?.enabled ?? true,
                                 severity: settings?.severity ?? rule.severity, options: [:],
                                 enabledOrigin: settings?.enabled == nil ? .customRule : .configuration,
                                 severityOrigin: settings?.severity == nil ? .customRule : .configuration)
        }
        return builtIn + custom
    }
}
