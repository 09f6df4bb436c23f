import ArchLintLexer

/// Where a rule found a problem and what it says about it.
public struct Violation: Sendable, Equatable {
    /// 1-based line and byte column of the construct's first token.
    public var line: Int
    public var column: Int
    public var message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// A violation pointing at `token`.
    public init(at token: Token, _ message: String) {
        self.init(line: Int(token.line), column: Int(token.column), message: message)
    }
}
