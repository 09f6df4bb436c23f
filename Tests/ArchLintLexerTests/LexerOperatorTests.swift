import ArchLintLexer
import Testing

@Suite struct LexerOperatorTests {
    @Test(arguments: [
        LexCase("( ) { } [ ] , : ;", [(.leftParen, "("), (.rightParen, ")"), (.leftBrace, "{"), (.rightBrace, "}"),
                                     (.leftBracket, "["), (.rightBracket, "]"), (.comma, ","), (.colon, ":"),
                                     (.semicolon, ";")]),
        LexCase("func f() -> Int", [(.keyword, "func"), (.identifier, "f"), (.leftParen, "("), (.rightParen, ")"),
                                    (.arrow, "->"), (.identifier, "Int")]),
        LexCase("a.b", [(.identifier, "a"), (.period, "."), (.identifier, "b")]),
        LexCase("x = y", [(.identifier, "x"), (.equal, "="), (.identifier, "y")]),
        LexCase("x == y", [(.identifier, "x"), (.operator, "=="), (.identifier, "y")]),
        LexCase("a?.b", [(.identifier, "a"), (.questionMark, "?"), (.period, "."), (.identifier, "b")]),
        LexCase("a!.b", [(.identifier, "a"), (.exclamationMark, "!"), (.period, "."), (.identifier, "b")]),
        LexCase("Int?", [(.identifier, "Int"), (.questionMark, "?")]),
        LexCase("c ? a : b", [(.identifier, "c"), (.questionMark, "?"), (.identifier, "a"), (.colon, ":"),
                              (.identifier, "b")]),
        LexCase("f(&x)", [(.identifier, "f"), (.leftParen, "("), (.ampersand, "&"), (.identifier, "x"),
                          (.rightParen, ")")]),
        LexCase("a & b", [(.identifier, "a"), (.operator, "&"), (.identifier, "b")]),
        LexCase("a && !b", [(.identifier, "a"), (.operator, "&&"), (.operator, "!"), (.identifier, "b")]),
        LexCase("a ?? b", [(.identifier, "a"), (.operator, "??"), (.identifier, "b")]),
        LexCase("a != b", [(.identifier, "a"), (.operator, "!="), (.identifier, "b")]),
        LexCase("Array<Array<Int>>", [(.identifier, "Array"), (.operator, "<"), (.identifier, "Array"),
                                      (.operator, "<"), (.identifier, "Int"), (.operator, ">>")]),
        LexCase("a ..< b", [(.identifier, "a"), (.operator, "..<"), (.identifier, "b")]),
        LexCase("x...", [(.identifier, "x"), (.operator, "...")]),
        LexCase(".init", [(.period, "."), (.keyword, "init")]),
        LexCase("\\.name", [(.backslash, "\\"), (.period, "."), (.identifier, "name")]),
        LexCase("\\Foo.bar", [(.backslash, "\\"), (.identifier, "Foo"), (.period, "."), (.identifier, "bar")]),
        LexCase("a <*> b", [(.identifier, "a"), (.operator, "<*>"), (.identifier, "b")]),
        LexCase("a ∘ b", [(.identifier, "a"), (.operator, "∘"), (.identifier, "b")]),
        LexCase("x ≥ y", [(.identifier, "x"), (.operator, "≥"), (.identifier, "y")]),
        LexCase("a+/* c */b", [(.identifier, "a"), (.operator, "+"), (.blockComment, "/* c */"), (.identifier, "b")]),
        LexCase("a+// c", [(.identifier, "a"), (.operator, "+"), (.lineComment, "// c")]),
        LexCase("f(<#value#>)", [(.identifier, "f"), (.leftParen, "("), (.identifier, "<#value#>"),
                                 (.rightParen, ")")]),
    ])
    func operatorsAndPunctuation(_ row: LexCase) {
        #expect(ExpectedToken.lexing(row.source) == row.expected)
    }

    @Test(arguments: [
        LexCase("func ||<T>(", [(.keyword, "func"), (.operator, "||"), (.operator, "<"), (.identifier, "T"),
                               (.operator, ">"), (.leftParen, "(")]),
        LexCase("func <<T>(", [(.keyword, "func"), (.operator, "<"), (.operator, "<"), (.identifier, "T"),
                              (.operator, ">"), (.leftParen, "(")]),
        LexCase("func &(a", [(.keyword, "func"), (.operator, "&"), (.leftParen, "("), (.identifier, "a")]),
        LexCase("func == (a", [(.keyword, "func"), (.operator, "=="), (.leftParen, "("), (.identifier, "a")]),
        LexCase("x ||<y", [(.identifier, "x"), (.operator, "||<"), (.identifier, "y")]),
    ])
    func declaredOperatorNamesStandAlone(_ row: LexCase) {
        #expect(ExpectedToken.lexing(row.source) == row.expected)
    }

    /// The prefix/postfix flags follow whitespace on each side of the operator.
    @Test(arguments: [
        ("a + b", TokenFlags()), ("a+b", TokenFlags()), ("-x", .prefixOperator), ("(-x)", .prefixOperator),
        ("a -b", .prefixOperator), ("i++ ", .postfixOperator), ("i++;", .postfixOperator), ("x^.y", .postfixOperator),
        ("!flag", .prefixOperator), ("[...x]", .prefixOperator), ("a = b..", .postfixOperator),
    ] as [(String, TokenFlags)])
    func operatorFixityComesFromWhitespace(source: String, fixity: TokenFlags) throws {
        let token = try #require(Lexer.tokenize(SourceText(source)).first { $0.kind == .operator })
        #expect(token.flags.intersection([.prefixOperator, .postfixOperator]) == fixity)
    }

    @Test func postfixMarksAndPrefixAmpersandCarryFixity() {
        let tokens = Lexer.tokenize(SourceText("a? b! f(&c)"))
        #expect(tokens[1].kind == .questionMark && tokens[1].flags.contains(.postfixOperator))
        #expect(tokens[3].kind == .exclamationMark && tokens[3].flags.contains(.postfixOperator))
        #expect(tokens[6].kind == .ampersand && tokens[6].flags.contains(.prefixOperator))
    }

    @Test func spaceFlagsDescribeTheGaps() {
        // a␠+b/*c*/;
        let source = SourceText("a +b/*c*/;")
        let tokens = Lexer.tokenize(source)
        let spaceAfter = tokens.map(source.isSpaceOrComment(after:))
        #expect(tokens.map(\.kind) == [.identifier, .operator, .identifier, .blockComment, .semicolon])
        #expect(tokens[0].flags.isSuperset(of: [.spaceBefore, .firstOnLine]) && spaceAfter[0])
        #expect(tokens[1].flags.contains(.spaceBefore) && !spaceAfter[1])
        #expect(!tokens[1].flags.contains(.firstOnLine))
        #expect(!tokens[2].flags.contains(.spaceBefore) && spaceAfter[2])
        #expect(!tokens[3].flags.contains(.spaceBefore) && !spaceAfter[3])
        #expect(tokens[4].flags.contains(.spaceBefore) && spaceAfter[4])
    }
}
