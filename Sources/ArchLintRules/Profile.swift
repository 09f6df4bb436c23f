/// Which documented architecture stance the rules follow.
public enum Profile: String, Sendable, CaseIterable, Codable {
    /// Logic lives in Domain structs and use cases; persisted entities hold storage only.
    case `default`
    /// SwiftData stance: validation in `@Model` extensions, `modelContext.save()` allowed in view actions.
    case swiftdata
}
