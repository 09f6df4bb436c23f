/// Turns a file's bytes into tokens. Total and lossless: it never traps and never loops, and the
/// tokens plus the whitespace between them give back the input exactly.
public enum Lexer {
    /// Lexes `source` into a contiguous array of tokens.
    public static func tokenize(_ source: SourceText) -> [Token] {
        fatalError("not implemented yet")
    }
}
