/// The layer names ArchLint knows by convention, and what each may depend on.
public enum Layer {
    public static let domain = "Domain"
    public static let data = "Data"
    public static let presentation = "Presentation"
    /// The composition root: may depend on every layer.
    public static let app = "App"

    /// Conventional layers in diagram order.
    public static let conventional = [presentation, domain, data, app]

    /// The conventional dependency rule: Views → Domain ← Data, App → all.
    public static let conventionalPolicy = LayerPolicy(
        layers: conventional,
        mayDependOn: [domain: [], data: [domain], presentation: [domain], app: [domain, data, presentation]])
}

/// Which layer may depend on which.
public struct LayerPolicy: Sendable, Equatable {
    /// Layer names in declaration order.
    public var layers: [String]
    public var mayDependOn: [String: Set<String>]

    public init(layers: [String], mayDependOn: [String: Set<String>]) {
        self.layers = layers
        self.mayDependOn = mayDependOn
    }

    /// Whether code in layer `from` may depend on layer `to` (a layer may always use itself).
    public func allows(_ from: String, _ to: String) -> Bool {
        from == to || mayDependOn[from, default: []].contains(to)
    }
}
