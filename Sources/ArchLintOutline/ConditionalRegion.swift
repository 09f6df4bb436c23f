/// One clause of an `#if` / `#elseif` / `#else` block.
public struct ConditionalRegion: Sendable, Equatable {
    /// The condition's text (`canImport(SwiftData)`, `DEBUG`), or `nil` for `#else`.
    public var condition: String?
    /// Index of the `#if`/`#elseif`/`#else` token, and of the token that ends the clause
    /// (the next `#elseif`/`#else`/`#endif`, or the token count when unterminated).
    public var directiveToken: Int
    public var endToken: Int
    /// Nesting depth: 1 for an outermost `#if`.
    public var depth: Int
    public var line: Int
    public var endLine: Int

    public init(condition: String?, directiveToken: Int, endToken: Int, depth: Int, line: Int, endLine: Int) {
        self.condition = condition
        self.directiveToken = directiveToken
        self.endToken = endToken
        self.depth = depth
        self.line = line
        self.endLine = endLine
    }
}
