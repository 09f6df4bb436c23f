import ArchLintLexer
import Testing

@Suite struct LexerNumberTests {
    @Test(arguments: ["0", "42", "1_000_000", "0x1F", "0xdead_BEEF", "0o755", "0b1010_0101", "007"])
    func integersAreOneToken(_ source: String) {
        #expect(ExpectedToken.lexing(source) == [ExpectedToken(.integerLiteral, source)])
    }

    @Test(arguments: ["1.5", "0.0", "1e10", "1E-3", "2.5e+8", "1_000.000_1", "0x1.8p3", "0x1p-2", "0xFp10", "0x1.fffffep+127"])
    func floatsAreOneToken(_ source: String) {
        #expect(ExpectedToken.lexing(source) == [ExpectedToken(.floatLiteral, source)])
    }

    @Test(arguments: [
        LexCase("tuple.0.1", [(.identifier, "tuple"), (.period, "."), (.integerLiteral, "0"), (.period, "."),
                              (.integerLiteral, "1")]),
        LexCase("x.0", [(.identifier, "x"), (.period, "."), (.integerLiteral, "0")]),
        LexCase("3.description", [(.integerLiteral, "3"), (.period, "."), (.identifier, "description")]),
        LexCase("0xff.description", [(.integerLiteral, "0xff"), (.period, "."), (.identifier, "description")]),
        LexCase("0..<10", [(.integerLiteral, "0"), (.operator, "..<"), (.integerLiteral, "10")]),
        LexCase("1...3", [(.integerLiteral, "1"), (.operator, "..."), (.integerLiteral, "3")]),
        LexCase("1.5...2.5", [(.floatLiteral, "1.5"), (.operator, "..."), (.floatLiteral, "2.5")]),
        LexCase("-1", [(.operator, "-"), (.integerLiteral, "1")]),
        LexCase("a[0]", [(.identifier, "a"), (.leftBracket, "["), (.integerLiteral, "0"), (.rightBracket, "]")]),
        LexCase("1.e5", [(.integerLiteral, "1"), (.period, "."), (.identifier, "e5")]),
    ])
    func numbersMeetPeriodsAndOperators(_ row: LexCase) {
        #expect(ExpectedToken.lexing(row.source) == row.expected)
    }

    @Test(arguments: [
        LexCase("12px", [(.integerLiteral, "12px")]),
        LexCase("0x", [(.integerLiteral, "0x")]),
        LexCase("0b102", [(.integerLiteral, "0b102")]),
        LexCase("0o9", [(.integerLiteral, "0o9")]),
        LexCase("1e", [(.floatLiteral, "1e")]),
        LexCase("1.5f", [(.floatLiteral, "1.5f")]),
    ])
    func malformedNumbersStayOneToken(_ row: LexCase) {
        #expect(ExpectedToken.lexing(row.source) == row.expected)
    }
}
