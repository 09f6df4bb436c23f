import ArchLintRules

/// What a `.archlint.json` says. Every field has a default, so `Configuration()` lints by conventions.
public struct Configuration: Sendable, Equatable {
    /// Path globs (relative to the project root) of files to lint; empty means every `*.swift` file.
    public var include: [String] = []
    /// Path globs of files and folders to skip.
    public var exclude: [String] = []
    /// Declared layers; `nil` means layers come from folder and target naming conventions.
    public var layers: [LayerDefinition]? = nil
    public var profile: Profile = .default
    /// Per-rule settings by rule id.
    public var rules: [String: RuleSettings] = [:]
    /// The baseline every run applies unless told otherwise: a path relative to the configuration's folder.
    public var baseline: String? = nil
    /// Rules the team states itself (`customRules`), in declaration order.
    public var customRules: [CustomRule] = []

    public init(include: [String] = [], exclude: [String] = [], layers: [LayerDefinition]? = nil,
                profile: Profile = .default, rules: [String: RuleSettings] = [:]) {
        self.include = include
        self.exclude = exclude
        self.layers = layers
        self.profile = profile
        self.rules = rules
    }
}

extension Configuration {
    /// The keys a configuration file may have at the top level (also in `docs/archlint.schema.json`).
    /// `$schema` names the JSON Schema editors check the file against; ArchLint does not read it.
    public static let topLevelKeys = ["$schema", "include", "exclude", "layers", "profile", "rules", "baseline",
                                      "customRules"]
    /// The keys of one layer.
    public static let layerKeys = ["paths", "modules", "mayDependOn"]
    /// The keys of one rule's settings.
    public static let ruleKeys = ["enabled", "severity", "options"]
}

/// A layer declared in configuration.
public struct LayerDefinition: Sendable, Equatable {
    public var name: String
    /// Path globs relative to the project root: `Sources/TripDomain/**`.
    public var paths: [String]
    /// Module (target) names that belong to the layer.
    public var modules: [String]
    /// Names of the layers this one may depend on.
    public var mayDependOn: [String]

    public init(name: String, paths: [String] = [], modules: [String] = [], mayDependOn: [String] = []) {
        self.name = name
        self.paths = paths
        self.modules = modules
        self.mayDependOn = mayDependOn
    }
}

/// Overrides for one rule.
public struct RuleSettings: Sendable, Equatable {
    public var enabled: Bool?
    public var severity: Severity?
    /// Rule options by name; every option is a list of strings (`allowedImports`, `extraAPIs`, …).
    public var options: [String: [String]]

    public init(enabled: Bool? = nil, severity: Severity? = nil, options: [String: [String]] = [:]) {
        self.enabled = enabled
        self.severity = severity
        self.options = options
    }
}
