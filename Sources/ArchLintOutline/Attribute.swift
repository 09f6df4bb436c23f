/// An attribute as written before a declaration: `@Model`, `@Environment(\.modelContext)`.
public struct Attribute: Sendable, Equatable {
    /// The name without `@`, dots and generic arguments kept: `Model`, `Environment`, `SwiftUI.State`.
    public var name: String
    /// The text between the parentheses, trimmed, or `nil` when there are none: `\.modelContext`.
    public var arguments: String?
    /// Index of the attribute token in the file's tokens.
    public var tokenIndex: Int

    public init(name: String, arguments: String? = nil, tokenIndex: Int) {
        self.name = name
        self.arguments = arguments
        self.tokenIndex = tokenIndex
    }

    /// `@` + name, as the outline JSON spells it.
    public var spelled: String { "@" + name }
}
