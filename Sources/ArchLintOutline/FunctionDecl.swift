/// A `func` or `init` that is a member of a type or extension, or at file scope (not local).
public struct FunctionDecl: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case function, initializer
    }

    public var kind: Kind
    /// The function name (`validate`), `init` for any initialiser, or the operator (`==`).
    public var name: String
    public var attributes: [Attribute]
    /// Modifiers such as `static`, `class`, `mutating`, `private`, `override`.
    public var modifiers: [String]
    /// `throws`, `throws(E)` or `rethrows`.
    public var isThrowing: Bool
    /// The `E` of a typed `throws(E)`, or `nil`.
    public var thrownType: String?
    public var isAsync: Bool
    /// `static` or `class` modifier.
    public var isStatic: Bool
    /// Index in ``Outline/types`` of the enclosing type or extension, or `nil` at file scope.
    public var parent: Int?
    public var parentName: String?
    public var isConditional: Bool
    /// Index of the `func` or `init` keyword token.
    public var keywordToken: Int
    public var line: Int
    public var column: Int
    /// Line of the body's closing `}`, or of the last token of a declaration without a body.
    public var endLine: Int
    /// Tokens strictly between the body's braces, or `nil` for a requirement without a body.
    public var bodyTokens: Range<Int>?

    public init(kind: Kind, name: String, attributes: [Attribute] = [], modifiers: [String] = [],
                isThrowing: Bool = false, thrownType: String? = nil, isAsync: Bool = false, isStatic: Bool = false,
                parent: Int? = nil, parentName: String? = nil, isConditional: Bool = false, keywordToken: Int,
                line: Int, column: Int, endLine: Int, bodyTokens: Range<Int>? = nil) {
        self.kind = kind
        self.name = name
        self.attributes = attributes
        self.modifiers = modifiers
        self.isThrowing = isThrowing
        self.thrownType = thrownType
        self.isAsync = isAsync
        self.isStatic = isStatic
        self.parent = parent
        self.parentName = parentName
        self.isConditional = isConditional
        self.keywordToken = keywordToken
        self.line = line
        self.column = column
        self.endLine = endLine
        self.bodyTokens = bodyTokens
    }
}
