/// What a finding's places have in common: the type, module or API they all use, and for a dependency between
/// layers the layer that declares it. Reports group findings by it (`Presentation → Data: … TripRecord 46 uses`).
public struct FindingCause: Sendable, Hashable, Codable {
    /// The type, module or API: `TripRecord`, `TripData`, `UserDefaults`.
    public var name: String
    /// The layer that declares it, for a dependency between layers; `nil` otherwise.
    public var layer: String?
    /// Whether `name` is a module (an `import` and the uses of the module's types) rather than a type or an API.
    public var isModule: Bool

    public init(name: String, layer: String? = nil, isModule: Bool = false) {
        self.name = name
        self.layer = layer
        self.isModule = isModule
    }
}
