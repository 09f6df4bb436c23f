/// A `struct`, `class`, `enum`, `actor`, `protocol` or `extension` declaration that is not local.
public struct TypeDecl: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case `struct`, `class`, `enum`, `actor`, `protocol`, `extension`
    }

    public var kind: Kind
    /// The name as written (backticks kept, generic parameters dropped); for an extension, the extended
    /// type's text without whitespace-only differences: `Array<Int>`, `Model.Nested`.
    public var name: String
    public var attributes: [Attribute]
    /// Modifiers such as `public`, `final`, `private`, `nonisolated`.
    public var modifiers: [String]
    /// Inheritance-clause entries as written, trimmed: `View`, `@unchecked Sendable`, `SwiftUI.View`.
    public var inherits: [String]
    /// The text of the generic parameter clause without its angle brackets, or `nil`.
    public var genericParameters: String?
    /// The text of the `where` clause after `where`, or `nil`.
    public var whereClause: String?
    /// Index in ``Outline/types`` of the nearest enclosing type or extension, or `nil` at file scope.
    public var parent: Int?
    /// Name of the nearest enclosing type or extended type, or `nil` at file scope.
    public var parentName: String?
    /// Whether the declaration sits inside any `#if` clause.
    public var isConditional: Bool
    /// Index of the introducing keyword token (`struct`, `class`, …).
    public var keywordToken: Int
    /// 1-based line and byte column of the introducing keyword.
    public var line: Int
    public var column: Int
    /// Line of the member block's closing `}` (the last line reached when it is missing).
    public var endLine: Int
    /// Tokens strictly between the member block's braces, or `nil` when there is no block.
    public var bodyTokens: Range<Int>?

    public init(kind: Kind, name: String, attributes: [Attribute] = [], modifiers: [String] = [],
                inherits: [String] = [], genericParameters: String? = nil, whereClause: String? = nil,
                parent: Int? = nil, parentName: String? = nil, isConditional: Bool = false, keywordToken: Int,
                line: Int, column: Int, endLine: Int, bodyTokens: Range<Int>? = nil) {
        self.kind = kind
        self.name = name
        self.attributes = attributes
        self.modifiers = modifiers
        self.inherits = inherits
        self.genericParameters = genericParameters
        self.whereClause = whereClause
        self.parent = parent
        self.parentName = parentName
        self.isConditional = isConditional
        self.keywordToken = keywordToken
        self.line = line
        self.column = column
        self.endLine = endLine
        self.bodyTokens = bodyTokens
    }

    /// Whether an attribute with this name (without `@`) is attached.
    public func hasAttribute(_ name: String) -> Bool {
        attributes.contains { $0.name == name }
    }
}
