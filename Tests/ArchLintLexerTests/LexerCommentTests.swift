import ArchLintLexer
import Testing

@Suite struct LexerCommentTests {
    @Test(arguments: [
        LexCase("// note\nx", [(.lineComment, "// note"), (.identifier, "x")]),
        LexCase("x // note", [(.identifier, "x"), (.lineComment, "// note")]),
        LexCase("/// Summary.\nfunc", [(.docLineComment, "/// Summary."), (.keyword, "func")]),
        LexCase("//// separator", [(.lineComment, "//// separator")]),
        LexCase("///", [(.docLineComment, "///")]),
        LexCase("// a\r\nb", [(.lineComment, "// a"), (.identifier, "b")]),
        LexCase("// a\rb", [(.lineComment, "// a"), (.identifier, "b")]),
        LexCase("//", [(.lineComment, "//")]),
    ])
    func lineCommentsEndBeforeTheLineEnd(_ row: LexCase) {
        #expect(ExpectedToken.lexing(row.source) == row.expected)
    }

    @Test(arguments: [
        LexCase("/* a */x", [(.blockComment, "/* a */"), (.identifier, "x")]),
        LexCase("/* a /* nested */ still */ x", [(.blockComment, "/* a /* nested */ still */"), (.identifier, "x")]),
        LexCase("/* struct NotAType {} */", [(.blockComment, "/* struct NotAType {} */")]),
        LexCase("/** Doc. */ x", [(.docBlockComment, "/** Doc. */"), (.identifier, "x")]),
        LexCase("/**/ x", [(.blockComment, "/**/"), (.identifier, "x")]),
        LexCase("/*** banner ***/", [(.blockComment, "/*** banner ***/")]),
        LexCase("/* \" */ x", [(.blockComment, "/* \" */"), (.identifier, "x")]),
        LexCase("/*\n * lines\n */", [(.blockComment, "/*\n * lines\n */")]),
        LexCase("a/**/b", [(.identifier, "a"), (.blockComment, "/**/"), (.identifier, "b")]),
    ])
    func blockCommentsNest(_ row: LexCase) {
        #expect(ExpectedToken.lexing(row.source) == row.expected)
    }

    @Test func shebangOnlyOnTheFirstLine() {
        #expect(ExpectedToken.lexing("#!/usr/bin/env swift\nprint(1)") == [
            ExpectedToken(.shebang, "#!/usr/bin/env swift"), ExpectedToken(.identifier, "print"),
            ExpectedToken(.leftParen, "("), ExpectedToken(.integerLiteral, "1"), ExpectedToken(.rightParen, ")"),
        ])
        let later = ExpectedToken.lexing("x\n#!y")
        #expect(!later.contains { $0.kind == .shebang })
    }

    @Test func shebangAfterAByteOrderMark() {
        let source = SourceText(bytes: [0xEF, 0xBB, 0xBF] + Array("#!/bin/swift\n".utf8))
        let tokens = Lexer.tokenize(source)
        #expect(tokens.map(\.kind) == [.shebang])
        #expect(tokens.first?.range == 3..<15)
        #expect(tokens.first?.column == 1)
    }

    @Test func blockCommentLinesAreCounted() {
        let tokens = Lexer.tokenize(SourceText("/* a\r\n b\r c\n */ x"))
        #expect(tokens.map(\.kind) == [.blockComment, .identifier])
        #expect(tokens[1].line == 4)
        #expect(tokens[1].column == 5)
    }

    @Test func commentsCountAsSpaceForTheirNeighbours() {
        let source = SourceText("a/*c*/b//d")
        let tokens = Lexer.tokenize(source)
        #expect(tokens.map(\.kind) == [.identifier, .blockComment, .identifier, .lineComment])
        #expect(source.isSpaceOrComment(after: tokens[0]))
        #expect(tokens[2].flags.contains(.spaceBefore) && source.isSpaceOrComment(after: tokens[2]))
        #expect(tokens.allSatisfy { $0.isComment == ($0.kind == .blockComment || $0.kind == .lineComment) })
    }
}
