import ArchLintLexer

/// A file with its tokens and outline: what every rule reads.
public struct OutlinedFile: Sendable {
    /// Path relative to the project root, with `/` separators.
    public let path: String
    public let source: SourceText
    public let tokens: [Token]
    public let outline: Outline

    public init(path: String, source: SourceText, tokens: [Token], outline: Outline) {
        self.path = path
        self.source = source
        self.tokens = tokens
        self.outline = outline
    }

    /// Lexes and outlines `source`.
    public init(path: String, source: SourceText) {
        let (tokens, structure) = Lexer.tokenizeNotingStructure(source)
        self.init(path: path, source: source, tokens: tokens,
                  outline: OutlineScanner.scan(tokens, structure: structure, in: source))
    }

    /// The text of token `index`.
    public func text(_ index: Int) -> String { source.text(of: tokens[index]) }
}
