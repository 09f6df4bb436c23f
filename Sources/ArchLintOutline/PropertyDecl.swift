/// A `var` or `let` member of a type or extension, or at file scope (not local). One entry per binding.
public struct PropertyDecl: Sendable, Equatable {
    public var name: String
    /// `var` or `let`.
    public var isLet: Bool
    /// Attributes, property wrappers included: `@Environment(\.modelContext)`, `@State`, `@Query`.
    public var attributes: [Attribute]
    public var modifiers: [String]
    /// The type annotation's text, trimmed, or `nil`: `some View`, `ModelContext`, `[Trip]`.
    public var typeAnnotation: String?
    /// `static` or `class` modifier.
    public var isStatic: Bool
    /// Whether the property computes its value (a getter body, or `get`/`set` accessors) rather than storing it.
    /// Stored properties with `willSet`/`didSet` observers are not computed.
    public var isComputed: Bool
    public var parent: Int?
    public var parentName: String?
    public var isConditional: Bool
    /// Index of the `var` or `let` keyword token.
    public var keywordToken: Int
    /// Index of the name token.
    public var nameToken: Int
    public var line: Int
    public var column: Int
    public var endLine: Int
    /// Tokens of the initial value expression after `=`, or `nil`.
    public var initializerTokens: Range<Int>?
    /// Tokens strictly between the accessor block's braces (a getter body or the accessors), or `nil`.
    public var accessorTokens: Range<Int>?

    public init(name: String, isLet: Bool, attributes: [Attribute] = [], modifiers: [String] = [],
                typeAnnotation: String? = nil, isStatic: Bool = false, isComputed: Bool = false, parent: Int? = nil,
                parentName: String? = nil, isConditional: Bool = false, keywordToken: Int, nameToken: Int,
                line: Int, column: Int, endLine: Int, initializerTokens: Range<Int>? = nil,
                accessorTokens: Range<Int>? = nil) {
        self.name = name
        self.isLet = isLet
        self.attributes = attributes
        self.modifiers = modifiers
        self.typeAnnotation = typeAnnotation
        self.isStatic = isStatic
        self.isComputed = isComputed
        self.parent = parent
        self.parentName = parentName
        self.isConditional = isConditional
        self.keywordToken = keywordToken
        self.nameToken = nameToken
        self.line = line
        self.column = column
        self.endLine = endLine
        self.initializerTokens = initializerTokens
        self.accessorTokens = accessorTokens
    }

    /// Whether an attribute (property wrapper) with this name, without `@`, is attached.
    public func hasAttribute(_ name: String) -> Bool {
        attributes.contains { $0.name == name }
    }
}
