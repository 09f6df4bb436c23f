import ArchLintLexer
import Testing

@Suite struct LexerStringTests {
    @Test(arguments: [
        LexCase(#"let s = "abc""#, [(.keyword, "let"), (.identifier, "s"), (.equal, "="), (.stringLiteral, #""abc""#)]),
        LexCase(#""""#, [(.stringLiteral, #""""#)]),
        LexCase(#""a\"b" x"#, [(.stringLiteral, #""a\"b""#), (.identifier, "x")]),
        LexCase(#""a\\" x"#, [(.stringLiteral, #""a\\""#), (.identifier, "x")]),
        LexCase(#""\u{1F600}""#, [(.stringLiteral, #""\u{1F600}""#)]),
        LexCase("\"struct NotAType { }\"", [(.stringLiteral, "\"struct NotAType { }\"")]),
        LexCase("\"}\" }", [(.stringLiteral, "\"}\""), (.rightBrace, "}")]),
        LexCase("\"é\"", [(.stringLiteral, "\"é\"")]),
    ])
    func plainStringsAreOneToken(_ row: LexCase) {
        #expect(ExpectedToken.lexing(row.source) == row.expected)
    }

    @Test(arguments: [
        LexCase("#\"raw \"quoted\" \\(no)\"#", [(.stringLiteral, "#\"raw \"quoted\" \\(no)\"#")]),
        LexCase("##\"a\"#b\"## x", [(.stringLiteral, "##\"a\"#b\"##"), (.identifier, "x")]),
        LexCase("#\"\\\"#", [(.stringLiteral, "#\"\\\"#")]),
        LexCase("#\"\"\"#", [(.stringLiteral, "#\"\"\"#")]),
        LexCase("#\"\"\"\"x\"\"#", [(.stringLiteral, "#\"\"\"\"x\"\"#")]),
        LexCase("#\"\"\"\nline \"\"\" still\n\"\"\"#", [(.stringLiteral, "#\"\"\"\nline \"\"\" still\n\"\"\"#")]),
    ])
    func rawStringsCloseOnlyWithMatchingPounds(_ row: LexCase) {
        #expect(ExpectedToken.lexing(row.source) == row.expected)
    }

    @Test(arguments: [
        LexCase("\"\"\"\n    class AlsoNotAType {\n    \"\"\"", [(.stringLiteral, "\"\"\"\n    class AlsoNotAType {\n    \"\"\"")]),
        LexCase("\"\"\"\na \\\"\"\" b\n\"\"\" x", [(.stringLiteral, "\"\"\"\na \\\"\"\" b\n\"\"\""), (.identifier, "x")]),
        LexCase("\"\"\"\r\na\r\n\"\"\"", [(.stringLiteral, "\"\"\"\r\na\r\n\"\"\"")]),
        LexCase("\"\"\"\na\\\nb\n\"\"\"", [(.stringLiteral, "\"\"\"\na\\\nb\n\"\"\"")]),
        LexCase("\"\"\"\n\"quoted\"\n\"\"\"", [(.stringLiteral, "\"\"\"\n\"quoted\"\n\"\"\"")]),
    ])
    func multilineStringsSpanLines(_ row: LexCase) {
        #expect(ExpectedToken.lexing(row.source) == row.expected)
    }

    @Test(arguments: [
        LexCase(#""\(1 + 2) }""#, [(.stringLiteral, #""\(1 + 2) }""#)]),
        LexCase(#""\(Kind.a) \("}")" x"#, [(.stringLiteral, #""\(Kind.a) \("}")""#), (.identifier, "x")]),
        LexCase(#""a\(f(g(1), ")"))b""#, [(.stringLiteral, #""a\(f(g(1), ")"))b""#)]),
        LexCase(#""\(xs.map { "\($0)" }.joined())""#, [(.stringLiteral, #""\(xs.map { "\($0)" }.joined())""#)]),
        LexCase(##""\(#"raw)"#)""##, [(.stringLiteral, ##""\(#"raw)"#)""##)]),
        LexCase(#""\(a /* ) */ + b)""#, [(.stringLiteral, #""\(a /* ) */ + b)""#)]),
        LexCase(#""\(items.map(\.name))""#, [(.stringLiteral, #""\(items.map(\.name))""#)]),
        LexCase("\"\"\"\n\\(f(\n  1\n))\n\"\"\"", [(.stringLiteral, "\"\"\"\n\\(f(\n  1\n))\n\"\"\"")]),
        LexCase("\"\"\"\n\\(x // )\n)\n\"\"\"", [(.stringLiteral, "\"\"\"\n\\(x // )\n)\n\"\"\"")]),
        LexCase("\"\"\"\n\\(\"\"\"\ninner\n\"\"\")\n\"\"\"", [(.stringLiteral, "\"\"\"\n\\(\"\"\"\ninner\n\"\"\")\n\"\"\"")]),
        LexCase(##"#"a \#(b) \(c)"#"##, [(.stringLiteral, ##"#"a \#(b) \(c)"#"##)]),
    ])
    func interpolationsStayInsideTheLiteral(_ row: LexCase) {
        let tokens = Lexer.tokenize(SourceText(row.source))
        #expect(ExpectedToken.lexing(row.source) == row.expected)
        #expect(tokens.first?.flags.contains(.interpolated) == true)
        #expect(tokens.first?.flags.contains(.unterminated) == false)
    }

    @Test(arguments: [#""a\\(b)""#, ##"#"\(b)"#"##, ###"##"\#(b)"##"###, #""plain""#])
    func escapedOrUnmatchedBackslashIsNotInterpolation(_ source: String) {
        let tokens = Lexer.tokenize(SourceText(source))
        #expect(tokens.count == 1)
        #expect(tokens.first?.kind == .stringLiteral)
        #expect(tokens.first?.flags.contains(.interpolated) == false)
    }

    @Test func singleLineStringStopsAtTheLineEnd() {
        let source = SourceText("let a = \"open\nlet b = 1")
        let tokens = Lexer.tokenize(source)
        let string = tokens[3]
        #expect(source.text(of: string) == "\"open")
        #expect(string.flags.contains(.unterminated))
        #expect(tokens[4].line == 2 && tokens[4].kind == .keyword)
    }

    @Test func linesInsideMultilineStringsAreCounted() {
        let source = SourceText("let s = \"\"\"\n  a\r\n  b\r  c\n  \"\"\"\nlet t")
        let tokens = Lexer.tokenize(source)
        #expect(tokens.map(\.kind) == [.keyword, .identifier, .equal, .stringLiteral, .keyword, .identifier])
        #expect(tokens[4].line == 6)
        #expect(tokens[4].column == 1)
    }
}
