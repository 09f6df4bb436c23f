import ArchLintOutline
import ArchLintRules

/// A rule a team states in `.archlint.json` (`customRules`): which files or declarations it looks at, and what it
/// forbids or requires there. Checked on the outline and the project index like the built-in rules: code only,
/// never comments or strings, with the same suppression comments, baseline and output formats.
public struct CustomRule: Sendable, Equatable {
    public var id: String
    public var severity: Severity
    /// The finding's message, after what was found: "`UserDefaults.standard` — use a settings repository".
    public var message: String
    /// Shown by `archlint explain <id>`.
    public var description: String?
    public var check: Check

    public enum Check: Sendable, Equatable {
        case imports(ImportCheck)
        case apis(APICheck)
        case declarations(DeclarationCheck)
        case dependencies(DependencyCheck)
    }

    public init(id: String, severity: Severity, message: String, description: String? = nil, check: Check) {
        self.id = id
        self.severity = severity
        self.message = message
        self.description = description
        self.check = check
    }

    /// The files the rule looks at.
    public var scope: FileScope {
        switch check {
        case .imports(let check): return check.scope
        case .apis(let check): return check.scope
        case .declarations(let check): return check.scope
        case .dependencies(let check): return check.scope
        }
    }
}

/// Which files a custom rule looks at: those in any of `layers` or matching any of `paths` (globs relative to the
/// project root); every app file (not tests, not manifests) when both are empty.
public struct FileScope: Sendable, Equatable {
    public var layers: [String] = []
    public var paths: [String] = []

    public init(layers: [String] = [], paths: [String] = []) {
        self.layers = layers
        self.paths = paths
    }

    public var isEverywhere: Bool { layers.isEmpty && paths.isEmpty }
}

/// `imports`: modules forbidden in the scope, or the only ones allowed there.
public struct ImportCheck: Sendable, Equatable {
    public var scope = FileScope()
    public var forbidden: [String] = []
    /// When set, every other module is forbidden.
    public var allowed: [String]?

    public init(scope: FileScope = FileScope(), forbidden: [String] = [], allowed: [String]? = nil) {
        self.scope = scope
        self.forbidden = forbidden
        self.allowed = allowed
    }
}

/// `apis`: identifiers and member paths (`print`, `FileManager.default`) forbidden in the scope's code.
public struct APICheck: Sendable, Equatable {
    public var scope = FileScope()
    public var forbidden: [String] = []

    public init(scope: FileScope = FileScope(), forbidden: [String] = []) {
        self.scope = scope
        self.forbidden = forbidden
    }
}

/// `declarations`: types picked by scope, kind, name, attribute or conformance, and what each must (not) be.
public struct DeclarationCheck: Sendable, Equatable {
    public var scope = FileScope()
    // What selects a declaration (all given must hold).
    public var kinds: [TypeDecl.Kind] = []
    public var namePattern: String?
    public var attribute: String?
    public var conformsTo: String?
    // What a selected declaration must satisfy (each one given is checked).
    public var mustBeKind: [TypeDecl.Kind] = []
    public var mustNotBeKind: [TypeDecl.Kind] = []
    public var mustHaveAttribute: [String] = []
    public var mustNotHaveAttribute: [String] = []
    public var mustHaveModifier: [String] = []
    public var mustNotHaveModifier: [String] = []
    public var mustConformTo: [String] = []
    public var mustNotConformTo: [String] = []
    public var mustBeInLayers: [String] = []

    public init() {}
}

/// `dependencies`: files in the scope may not use types declared, or modules built, in `forbidden`.
public struct DependencyCheck: Sendable, Equatable {
    public var scope = FileScope()
    public var forbidden = FileScope()

    public init(scope: FileScope = FileScope(), forbidden: FileScope = FileScope()) {
        self.scope = scope
        self.forbidden = forbidden
    }
}
