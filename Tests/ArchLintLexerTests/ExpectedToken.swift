import ArchLintLexer

/// A token's kind and text, for comparing lexer output with a table.
struct ExpectedToken: Equatable, Sendable, CustomStringConvertible {
    let kind: TokenKind
    let text: String

    init(_ kind: TokenKind, _ text: String) {
        self.kind = kind
        self.text = text
    }

    var description: String { "(\(kind), \(text.debugDescription))" }

    /// Lexes `source` and returns every token's kind and text.
    static func lexing(_ source: String) -> [ExpectedToken] {
        let text = SourceText(source)
        return Lexer.tokenize(text).map { ExpectedToken($0.kind, text.text(of: $0)) }
    }
}

/// One row of a lexing table: a source and the tokens it must give.
struct LexCase: Sendable, CustomStringConvertible {
    let source: String
    let expected: [ExpectedToken]

    init(_ source: String, _ expected: [(TokenKind, String)]) {
        self.source = source
        self.expected = expected.map { ExpectedToken($0.0, $0.1) }
    }

    var description: String { source.debugDescription }
}
