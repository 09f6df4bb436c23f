import ArchLintLexer

/// Recovers an ``Outline`` from tokens. Tolerant: malformed regions become diagnostics, never traps.
public enum OutlineScanner {
    public static func scan(_ tokens: [Token], in source: SourceText) -> Outline {
        fatalError("not implemented yet")
    }
}
