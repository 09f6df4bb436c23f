import ArchLintLexer
import Testing

@Suite struct LexerRegexTests {
    @Test(arguments: [
        LexCase("let r = /ab+c/", [(.keyword, "let"), (.identifier, "r"), (.equal, "="), (.regexLiteral, "/ab+c/")]),
        LexCase("f(/[a-z]+/)", [(.identifier, "f"), (.leftParen, "("), (.regexLiteral, "/[a-z]+/"), (.rightParen, ")")]),
        LexCase("[/a/, /b/]", [(.leftBracket, "["), (.regexLiteral, "/a/"), (.comma, ","), (.regexLiteral, "/b/"),
                              (.rightBracket, "]")]),
        LexCase("case /x\\/y/:", [(.keyword, "case"), (.regexLiteral, "/x\\/y/"), (.colon, ":")]),
        LexCase("return /(a)(b)/", [(.keyword, "return"), (.regexLiteral, "/(a)(b)/")]),
        LexCase("x = try? /a/", [(.identifier, "x"), (.equal, "="), (.keyword, "try"), (.questionMark, "?"),
                                 (.regexLiteral, "/a/")]),
        LexCase("a = await /b/", [(.identifier, "a"), (.equal, "="), (.identifier, "await"), (.regexLiteral, "/b/")]),
        LexCase("s.contains(/[\\/]/)", [(.identifier, "s"), (.period, "."), (.identifier, "contains"),
                                         (.leftParen, "("), (.regexLiteral, "/[\\/]/"), (.rightParen, ")")]),
        LexCase("x = !/a/", [(.identifier, "x"), (.equal, "="), (.operator, "!"), (.regexLiteral, "/a/")]),
    ])
    func bareSlashStartsARegexWhereAnExpressionIsExpected(_ row: LexCase) {
        #expect(ExpectedToken.lexing(row.source) == row.expected)
    }

    @Test(arguments: [
        LexCase("a / b / c", [(.identifier, "a"), (.operator, "/"), (.identifier, "b"), (.operator, "/"),
                              (.identifier, "c")]),
        LexCase("x / 2 / 3", [(.identifier, "x"), (.operator, "/"), (.integerLiteral, "2"), (.operator, "/"),
                              (.integerLiteral, "3")]),
        LexCase("a/b/c", [(.identifier, "a"), (.operator, "/"), (.identifier, "b"), (.operator, "/"), (.identifier, "c")]),
        LexCase("f(x) /y/ 2", [(.identifier, "f"), (.leftParen, "("), (.identifier, "x"), (.rightParen, ")"),
                               (.operator, "/"), (.identifier, "y"), (.operator, "/"), (.integerLiteral, "2")]),
        LexCase("self /a/ b", [(.keyword, "self"), (.operator, "/"), (.identifier, "a"), (.operator, "/"),
                               (.identifier, "b")]),
        LexCase("x = / a/", [(.identifier, "x"), (.equal, "="), (.operator, "/"), (.identifier, "a"), (.operator, "/")]),
        LexCase("x = /a /", [(.identifier, "x"), (.equal, "="), (.operator, "/"), (.identifier, "a"), (.operator, "/")]),
        LexCase("x = (/a)/", [(.identifier, "x"), (.equal, "="), (.leftParen, "("), (.operator, "/"), (.identifier, "a"),
                              (.rightParen, ")"), (.operator, "/")]),
        LexCase("x = /a\n/", [(.identifier, "x"), (.equal, "="), (.operator, "/"), (.identifier, "a"), (.operator, "/")]),
        LexCase("static func /(a: T, b: T)", [(.keyword, "static"), (.keyword, "func"), (.operator, "/"),
                                              (.leftParen, "("), (.identifier, "a"), (.colon, ":"), (.identifier, "T"),
                                              (.comma, ","), (.identifier, "b"), (.colon, ":"), (.identifier, "T"),
                                              (.rightParen, ")")]),
        LexCase("x /= 2", [(.identifier, "x"), (.operator, "/="), (.integerLiteral, "2")]),
    ])
    func slashIsDivisionAfterAnExpression(_ row: LexCase) {
        #expect(ExpectedToken.lexing(row.source) == row.expected)
    }

    @Test(arguments: [
        LexCase("#/(\\{(?<key>\\w+)\\})/#", [(.regexLiteral, "#/(\\{(?<key>\\w+)\\})/#")]),
        LexCase("x = #/ a b /#", [(.identifier, "x"), (.equal, "="), (.regexLiteral, "#/ a b /#")]),
        LexCase("##/a/#b/##", [(.regexLiteral, "##/a/#b/##")]),
        LexCase("#/\n  a # comment\n  /b\n/#", [(.regexLiteral, "#/\n  a # comment\n  /b\n/#")]),
        LexCase("#/a\\/#b/#", [(.regexLiteral, "#/a\\/#b/#")]),
    ])
    func poundSlashAlwaysStartsARegex(_ row: LexCase) {
        #expect(ExpectedToken.lexing(row.source) == row.expected)
    }

    @Test func extendedRegexCountsItsLines() {
        let tokens = Lexer.tokenize(SourceText("let r = #/\n  a\n  b\n  /#\nx"))
        #expect(tokens.map(\.kind) == [.keyword, .identifier, .equal, .regexLiteral, .identifier])
        #expect(tokens[4].line == 5)
    }
}
