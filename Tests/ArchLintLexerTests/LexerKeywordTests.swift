import ArchLintLexer
import Testing

@Suite struct LexerKeywordTests {
    /// The written-out spellings are the case names, in order: the tables made from them hold every keyword.
    @Test func everySpellingIsItsCaseName() {
        #expect(Keyword.spellings.count == Keyword.allCases.count)
        for keyword in Keyword.allCases {
            #expect(keyword.spelling == String(describing: keyword))
        }
    }

    @Test(arguments: Keyword.allCases.filter { $0 != .none })
    func everyKeywordIsRecognised(_ keyword: Keyword) throws {
        let spelling = String(describing: keyword)
        let tokens = Lexer.tokenize(SourceText(spelling))
        let token = try #require(tokens.first)
        #expect(tokens.count == 1)
        #expect(token.keyword == keyword)
        #expect(token.kind == (keyword.isReserved ? .keyword : .identifier))
    }

    /// Alone in a file, a keyword ends less than 16 bytes before the end (read byte by byte); with room after it,
    /// its bytes are read as two words: both ways find it, and its near misses find nothing.
    @Test(arguments: Keyword.allCases.filter { $0 != .none })
    func everyKeywordIsRecognisedWithRoomAfterIt(_ keyword: Keyword) {
        let spelling = String(describing: keyword)
        let padded = spelling + String(repeating: " ", count: 16) + "x"
        #expect(Lexer.tokenize(SourceText(padded)).first?.keyword == keyword)
        for near in [spelling + "s", String(spelling.dropLast())] {
            #expect(Lexer.tokenize(SourceText(near + String(repeating: " ", count: 16))).first?.keyword
                    != keyword, "\(near)")
        }
    }

    @Test(arguments: ["selfish", "Selfie", "in_", "inits", "i", "x", "letter", "Any2", "ANY", "precedencegroups",
                      "associatedtypes", "_", "`class`", "$0", "classy", "Int", "String", "a1234567890123456"])
    func nearMissesAreNotKeywords(_ spelling: String) {
        let tokens = Lexer.tokenize(SourceText(spelling))
        #expect(tokens.count == 1)
        #expect(tokens.first?.keyword == Keyword.none)
        #expect(tokens.first?.kind != .keyword)
    }

    @Test(arguments: [
        LexCase("enum `default` { case `class` }", [(.keyword, "enum"), (.backtickIdentifier, "`default`"),
                                                   (.leftBrace, "{"), (.keyword, "case"),
                                                   (.backtickIdentifier, "`class`"), (.rightBrace, "}")]),
        LexCase("func `test name with spaces`()", [(.keyword, "func"), (.backtickIdentifier, "`test name with spaces`"),
                                                   (.leftParen, "("), (.rightParen, ")")]),
        LexCase("xs.map { $0 + $1 }", [(.identifier, "xs"), (.period, "."), (.identifier, "map"), (.leftBrace, "{"),
                                       (.identifier, "$0"), (.operator, "+"), (.identifier, "$1"),
                                       (.rightBrace, "}")]),
        LexCase("$name = $", [(.identifier, "$name"), (.equal, "="), (.identifier, "$")]),
        LexCase("let café = π", [(.keyword, "let"), (.identifier, "café"), (.equal, "="), (.identifier, "π")]),
        LexCase("let 🐶 = 日本", [(.keyword, "let"), (.identifier, "🐶"), (.equal, "="), (.identifier, "日本")]),
        LexCase("a_b1$c", [(.identifier, "a_b1$c")]),
    ])
    func identifiers(_ row: LexCase) {
        #expect(ExpectedToken.lexing(row.source) == row.expected)
    }

    /// Identifiers are scanned eight bytes at a time: each byte that cannot continue one must end it at every
    /// position in the word, and each that can must not, up to the end of the file.
    @Test func identifiersEndAtTheFirstByteThatCannotContinueThem() {
        let continuing = Set(Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$".utf8))
        for length in 1...19 {
            let name = "a" + String(repeating: "z", count: length - 1)
            #expect(ExpectedToken.lexing(name) == [ExpectedToken(.identifier, name)])
            for byte in UInt8(0x21)...UInt8(0x7E) {
                let source = name + String(UnicodeScalar(byte)) + "q"
                let first = Lexer.tokenize(SourceText(source)).first.map { SourceText(source).text(of: $0) }
                #expect(first == (continuing.contains(byte) ? source : name), "\(source.debugDescription)")
            }
            #expect(ExpectedToken.lexing(name + "é") == [ExpectedToken(.identifier, name + "é")])
            #expect(ExpectedToken.lexing(name + "→b").first == ExpectedToken(.identifier, name))
        }
    }

    @Test(arguments: [
        LexCase("@Model final class", [(.attribute, "@Model"), (.identifier, "final"), (.keyword, "class")]),
        LexCase("@Environment(\\.dismiss) var", [(.attribute, "@Environment"), (.leftParen, "("), (.backslash, "\\"),
                                                 (.period, "."), (.identifier, "dismiss"), (.rightParen, ")"),
                                                 (.keyword, "var")]),
        LexCase("@available(iOS 17, *)", [(.attribute, "@available"), (.leftParen, "("), (.identifier, "iOS"),
                                          (.integerLiteral, "17"), (.comma, ","), (.operator, "*"),
                                          (.rightParen, ")")]),
        LexCase("@unchecked Sendable", [(.attribute, "@unchecked"), (.identifier, "Sendable")]),
        LexCase("@_spi(X) import", [(.attribute, "@_spi"), (.leftParen, "("), (.identifier, "X"),
                                    (.rightParen, ")"), (.keyword, "import")]),
    ])
    func attributesAreOneTokenWithoutArguments(_ row: LexCase) {
        #expect(ExpectedToken.lexing(row.source) == row.expected)
    }

    @Test(arguments: [
        LexCase("#if DEBUG", [(.poundDirective, "#if"), (.identifier, "DEBUG")]),
        LexCase("#elseif os(iOS)", [(.poundDirective, "#elseif"), (.identifier, "os"), (.leftParen, "("),
                                    (.identifier, "iOS"), (.rightParen, ")")]),
        LexCase("#else", [(.poundDirective, "#else")]),
        LexCase("#endif", [(.poundDirective, "#endif")]),
        LexCase("#sourceLocation(file: \"a\", line: 1)", [(.poundDirective, "#sourceLocation"), (.leftParen, "("),
                                                         (.identifier, "file"), (.colon, ":"),
                                                         (.stringLiteral, "\"a\""), (.comma, ","),
                                                         (.identifier, "line"), (.colon, ":"),
                                                         (.integerLiteral, "1"), (.rightParen, ")")]),
        LexCase("#available(iOS 17, *)", [(.poundKeyword, "#available"), (.leftParen, "("), (.identifier, "iOS"),
                                          (.integerLiteral, "17"), (.comma, ","), (.operator, "*"),
                                          (.rightParen, ")")]),
        LexCase("#Preview {", [(.poundKeyword, "#Preview"), (.leftBrace, "{")]),
        LexCase("#Predicate<Trip>", [(.poundKeyword, "#Predicate"), (.operator, "<"), (.identifier, "Trip"),
                                     (.operator, ">")]),
        LexCase("#warning(\"x\")", [(.poundKeyword, "#warning"), (.leftParen, "("), (.stringLiteral, "\"x\""),
                                    (.rightParen, ")")]),
        LexCase("#selector(f)", [(.poundKeyword, "#selector"), (.leftParen, "("), (.identifier, "f"),
                                 (.rightParen, ")")]),
        LexCase("#file #line", [(.poundKeyword, "#file"), (.poundKeyword, "#line")]),
        LexCase("#endifx #iff", [(.poundKeyword, "#endifx"), (.poundKeyword, "#iff")]),
    ])
    func poundKeywordsAndDirectives(_ row: LexCase) {
        #expect(ExpectedToken.lexing(row.source) == row.expected)
    }
}
