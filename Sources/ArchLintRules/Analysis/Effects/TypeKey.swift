/// A type as effects analysis looks it up: its simple name, and — when several of the project's modules declare a
/// type of that name and the module it is named from is one of them — that module, whose declarations are meant.
struct TypeKey: Hashable, Sendable {
    var name: String
    /// `nil`: every declaration of the name.
    var module: String?
}
