import ArchLintLexer
import Testing

/// The structural tokens the lexer notes as it writes tokens: every bracket, compiler directive and `//` comment,
/// in order, and nothing else, also when the token storage has to grow part way.
@Suite struct LexerStructureTests {
    @Test func notesBracketsDirectivesAndLineCommentsOnly() {
        let source = SourceText("""
            #if os(Linux) // a line comment
            import Glibc
            #endif
            /// documentation is not structure
            struct S { var a: [Int] = [1, 2]; func f() { g("(not a bracket)", /* ( */ x[0]) } }
            """)
        let (tokens, structure) = Lexer.tokenizeNotingStructure(source)
        let kinds = structure.map { tokens[Int($0)].kind }
        #expect(kinds == [.poundDirective, .leftParen, .rightParen, .lineComment, .poundDirective,
                          .leftBrace, .leftBracket, .rightBracket, .leftBracket, .rightBracket,
                          .leftParen, .rightParen, .leftBrace, .leftParen, .leftBracket, .rightBracket, .rightParen,
                          .rightBrace, .rightBrace])
        #expect(tokens == Lexer.tokenize(source))
    }

    /// Files of every length up to a few hundred bytes, each byte a bracket (a structural token): the noted
    /// indices fill the structure buffer exactly as far as the tokens fill theirs, whatever room the allocator
    /// gave the token array beyond what was asked for.
    @Test func notesEveryTokenOfAllBracketFilesOfEveryLength() {
        for length in 1...400 {
            let text = String(repeating: "(", count: length)
            let (tokens, structure) = Lexer.tokenizeNotingStructure(SourceText(text))
            #expect(tokens.count == length)
            #expect(structure.map(Int.init) == Array(0..<length), "length \(length)")
        }
    }

    /// One token per byte is more than the first estimate of the storage holds (a quarter of the bytes), so the
    /// tokens and the noted indices move to larger storage at least once.
    @Test func survivesTheStorageGrowing() {
        let text = String(repeating: "({[]})", count: 2_000) + "\n// end\n#if X\n#endif"
        let (tokens, structure) = Lexer.tokenizeNotingStructure(SourceText(text))
        // Every token but the `X` after `#if`.
        #expect(tokens.count == 12_004)
        #expect(tokens[12_002].kind == .identifier)
        let expected = Array(tokens.indices).filter { $0 != 12_002 }
        #expect(structure.count == expected.count)
        #expect(structure.map(Int.init) == expected, "the noted indices differ")
        #expect(Coverage.lex(SourceText(text)).problems.isEmpty)
    }
}
