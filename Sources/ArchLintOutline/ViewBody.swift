/// The `var body` of a SwiftUI view or scene, as the scanner can see it in one file.
///
/// Reported when the property's type is `some View` / `some Scene` (qualified spellings too), or when its
/// enclosing type or extension lists `View` in its inheritance clause. Conformance added in another file is
/// the project index's business.
public struct ViewBody: Sendable, Equatable {
    /// Index in ``Outline/properties`` of the `body` property.
    public var property: Int
    /// Index in ``Outline/types`` of the enclosing type or extension.
    public var parent: Int?
    public var parentName: String?
    /// Line of the `var` keyword and of the accessor block's closing `}`.
    public var line: Int
    public var endLine: Int
    /// Tokens strictly between the accessor block's braces.
    public var bodyTokens: Range<Int>

    public init(property: Int, parent: Int?, parentName: String?, line: Int, endLine: Int, bodyTokens: Range<Int>) {
        self.property = property
        self.parent = parent
        self.parentName = parentName
        self.line = line
        self.endLine = endLine
        self.bodyTokens = bodyTokens
    }
}
