import ArchLintRules

/// Everything one lint run found, ready for any reporter. Findings are sorted in report order.
public struct LintResult: Sendable {
    /// The project root as given (absolute or relative); every path in here is relative to it.
    public var root: String
    public var findings: [Finding]
    /// Every file that was read, with its layer and line count, sorted by path.
    public var files: [FileSummary]
    /// The rules that ran, sorted by id.
    public var rules: [RuleDescriptor]
    /// Dependencies between layers seen in imports and type references.
    public var layerGraph: LayerGraph
    /// How the layers were found, or why there are none.
    public var layerDetection: LayerDetection
    /// Which layers each layer may depend on (its own aside), as the run applied them.
    public var allowedDependencies: [String: [String]] = [:]
    /// Findings a baseline recorded as accepted debt, kept apart from `findings`; empty without a baseline.
    public var baselined: [Finding] = []
    /// Baseline entries that match no finding any more (the code was fixed or changed), in file order.
    public var staleEntries: [BaselineEntry] = []
    /// Recorded causes that have gained uses since the baseline was written: debt that grew.
    public var grownCauses: [GrownCause] = []
    /// Custom rules whose scope or selector matches nothing in the project: most often a typo.
    public var unmatchedCustomRules: [UnmatchedCustomRule] = []
    /// Findings a compared revision had and this one does not; empty unless ``comparedTo`` is set.
    public var fixed: [Finding] = []
    /// The revision this run was compared with, as people read it (`main (1a2b3c4)`); when set, `findings`
    /// holds only what the change added.
    public var comparedTo: String? = nil
    /// App files that make the composition root (`@main`, `@UIApplicationMain`, an app delegate), sorted by path,
    /// with the mark that makes each one; found whether or not the project has layers.
    public var compositionRoots: [(path: String, mark: String)] = []
    /// The folders of apps beside the layered one (a watch app, a widget), which hold no layers of their own.
    public var separateApps: [String] = []
    /// How views use the persisted models.
    public var models = ModelUse()
    /// Presentation files that use persisted entities declared in Data (views that query `@Model` types), as
    /// findings of `layer-dependency/presentation-data` before any baseline: what the SwiftData stance allows.
    public var presentationFilesUsingEntities = 0

    public init(root: String, findings: [Finding], files: [FileSummary], rules: [RuleDescriptor],
                layerGraph: LayerGraph, layerDetection: LayerDetection = LayerDetection(basis: .none, layers: [])) {
        self.layerDetection = layerDetection
        self.root = root
        self.findings = findings
        self.files = files
        self.rules = rules
        self.layerGraph = layerGraph
    }

    /// Number of findings at error severity.
    public var errorCount: Int { count(of: .error) }
    /// Number of findings at warning severity.
    public var warningCount: Int { count(of: .warning) }

    private func count(of severity: Severity) -> Int {
        findings.count { $0.severity == severity }
    }
}

/// One linted file in a ``LintResult``.
public struct FileSummary: Sendable, Hashable {
    public var path: String
    public var layer: String?
    public var lines: Int
    /// Why the file has its layer, or none (`target TripDomain`, `folder Sources/Domain`, `test folder`).
    public var reason: String?
    /// The package target the file belongs to, if a manifest says.
    public var module: String?
    /// False for tests and manifests: code that is not part of the app, whatever its folder.
    public var isAppCode: Bool

    public init(path: String, layer: String?, lines: Int, reason: String? = nil, module: String? = nil,
                isAppCode: Bool = true) {
        self.path = path
        self.layer = layer
        self.lines = lines
        self.reason = reason
        self.module = module
        self.isAppCode = isAppCode
    }
}

/// The layers of a project and the dependencies between them.
public struct LayerGraph: Sendable, Hashable {
    /// Layer names in declaration order (conventions: Presentation, Domain, Data, App).
    public var layers: [String]
    /// Edges between different layers, sorted by (from, to).
    public var edges: [LayerEdge]
    /// Module (target) names per layer, from `Package.swift` manifests and configuration.
    public var modules: [String: [String]]

    public init(layers: [String], edges: [LayerEdge], modules: [String: [String]] = [:]) {
        self.layers = layers
        self.edges = edges
        self.modules = modules
    }
}

/// `count` references from files of layer `from` to layer `to`; `isAllowed` is false when the layer rules forbid it.
public struct LayerEdge: Sendable, Hashable {
    public var from: String
    public var to: String
    public var count: Int
    public var isAllowed: Bool

    public init(from: String, to: String, count: Int, isAllowed: Bool) {
        self.from = from
        self.to = to
        self.count = count
        self.isAllowed = isAllowed
    }
}
