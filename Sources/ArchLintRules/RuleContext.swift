/// What a rule may know besides the file it checks: the project index, the file's layer and its settings.
public struct RuleContext: Sendable {
    public let index: ProjectIndex
    /// The layer of the file being checked, or `nil` when it is in none.
    public let layer: String?
    /// False for tests and manifests, which no layer holds and the app does not run.
    public let isAppCode: Bool
    public let profile: Profile
    /// This rule's options from configuration.
    public let options: [String: [String]]

    public init(index: ProjectIndex, layer: String?, isAppCode: Bool = true, profile: Profile = .default,
                options: [String: [String]] = [:]) {
        self.index = index
        self.layer = layer
        self.isAppCode = isAppCode
        self.profile = profile
        self.options = options
    }

    /// The values of option `name`, or an empty list.
    public func option(_ name: String) -> [String] {
        options[name] ?? []
    }
}
