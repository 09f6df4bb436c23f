import ArchLintLexer
import Testing

@Suite struct LexerInvalidInputTests {
    @Test func emptyFileHasNoTokens() {
        #expect(Lexer.tokenize(SourceText(bytes: [])).isEmpty)
    }

    @Test func byteOrderMarkAloneHasNoTokens() {
        let source = SourceText(bytes: [0xEF, 0xBB, 0xBF])
        let (tokens, problems) = Coverage.lex(source)
        #expect(tokens.isEmpty)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func whitespaceAloneHasNoTokens() {
        let (tokens, problems) = Coverage.lex(SourceText(" \t\n\r\n\r\u{0B}\u{0C}  "))
        #expect(tokens.isEmpty)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test(arguments: [
        [0x00], [0x01], [0x7F], [0x27], [0x60],  // NUL, controls, a quote mark, a lone backtick
        [0x80], [0xBF, 0x80],  // lone continuation bytes
        [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0xAF], [0xF0, 0x80, 0x80, 0xAF],  // overlong forms
        [0xED, 0xA0, 0x80],  // a UTF-16 surrogate
        [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80], [0xFF], [0xFE],  // past U+10FFFF, never valid
        [0xE2, 0x82], [0xF0, 0x9F, 0x98],  // truncated sequences
        [0xC2, 0xA0], [0xE2, 0x80, 0xA8],  // no-break space, line separator
    ] as [[UInt8]])
    func strayBytesBecomeUnknownTokens(bytes: [UInt8]) {
        let (tokens, problems) = Coverage.lex(SourceText(bytes: bytes))
        #expect(problems.isEmpty, "\(problems)")
        #expect(!tokens.isEmpty)
        #expect(tokens.allSatisfy { $0.kind == .unknown }, "\(tokens.map(\.kind))")
    }

    @Test func invalidBytesSplitAnIdentifier() {
        let source = SourceText(bytes: Array("ab".utf8) + [0x80, 0xFF] + Array("cd".utf8))
        let tokens = Lexer.tokenize(source)
        #expect(tokens.map(\.kind) == [.identifier, .unknown, .identifier])
        #expect(tokens.map(\.range) == [0..<2, 2..<4, 4..<6])
    }

    @Test func nulBytesSitBetweenTokens() {
        #expect(ExpectedToken.lexing("let\0x = 1") == [
            ExpectedToken(.keyword, "let"), ExpectedToken(.unknown, "\0"), ExpectedToken(.identifier, "x"),
            ExpectedToken(.equal, "="), ExpectedToken(.integerLiteral, "1"),
        ])
    }

    @Test func utf16TextIsCovered() {
        let units = Array("struct A { let b = \"c\" }\n".utf16)
        let bytes: [UInt8] = [0xFF, 0xFE] + units.flatMap { [UInt8(truncatingIfNeeded: $0), UInt8($0 >> 8)] }
        let (tokens, problems) = Coverage.lex(SourceText(bytes: bytes))
        #expect(problems.isEmpty, "\(problems)")
        #expect(tokens.contains { $0.kind == .unknown })
    }

    @Test func twentyMegabyteLineIsLexed() {
        // 12 tokens in 100 bytes, repeated on one line.
        let unit = #"total = combine(firstValue, "a string with quite a few more words in it", 12_345) /* a note... */ ; "#
        #expect(unit.utf8.count == 100)
        let source = SourceText(String(repeating: unit, count: 200_000))
        let (tokens, problems) = Coverage.lex(source)
        #expect(problems.isEmpty, "\(problems.prefix(3))")
        #expect(tokens.count == 12 * 200_000)
        #expect(tokens.last.map { [$0.line, $0.column] } == [1, UInt32(source.bytes.count - 1)])
    }

    @Test(arguments: [("{", "}"), ("(", ")"), ("[", "]")])
    func deeplyNestedBracketsAreLexed(open: String, close: String) {
        let depth = 100_000
        let source = SourceText(String(repeating: open, count: depth) + String(repeating: close, count: depth))
        let (tokens, problems) = Coverage.lex(source)
        #expect(problems.isEmpty, "\(problems)")
        #expect(tokens.count == 2 * depth)
    }

    @Test func deeplyNestedInterpolationsAreOneString() {
        let depth = 100_000
        let text = String(repeating: "\"\\(", count: depth) + "\"x\"" + String(repeating: ")\"", count: depth)
        let (tokens, problems) = Coverage.lex(SourceText(text))
        #expect(problems.isEmpty, "\(problems)")
        #expect(tokens.count == 1)
        #expect(tokens.first?.kind == .stringLiteral)
        #expect(tokens.first?.flags.contains(.interpolated) == true)
        #expect(tokens.first?.flags.contains(.unterminated) == false)
    }

    @Test func deeplyNestedUnclosedInterpolationsEndAtTheFileEnd() {
        let text = String(repeating: "\"\"\"\n\\(", count: 50_000)
        let (tokens, problems) = Coverage.lex(SourceText(text))
        #expect(problems.isEmpty, "\(problems)")
        #expect(tokens.count == 1)
        #expect(tokens.first?.flags.contains(.unterminated) == true)
    }

    @Test func longRunsOfOpenersAreLexedInOnePass() {
        // Runs that open nothing must not make the lexer look ahead again for every byte.
        let runs = ["#", "`", "<#", "\\", "/", "\"", "#\"", "(/", "@", "0x.", "\u{FEFF}"]
        for run in runs {
            let text = String(repeating: run, count: 200_000)
            let (tokens, problems) = Coverage.lex(SourceText(text))
            #expect(problems.isEmpty, "\(run): \(problems)")
            #expect(!tokens.isEmpty, "\(run)")
        }
        let pounds = Lexer.tokenize(SourceText(String(repeating: "#", count: 200_000) + "if"))
        #expect(pounds.map(\.kind) == [.unknown, .poundDirective])
    }

    @Test(arguments: [
        LexCase("\"abc", [(.stringLiteral, "\"abc")]),
        LexCase("\"abc\nlet", [(.stringLiteral, "\"abc"), (.keyword, "let")]),
        LexCase("\"abc\\\nx", [(.stringLiteral, "\"abc\\"), (.identifier, "x")]),
        LexCase("\"\"\"\nabc\n", [(.stringLiteral, "\"\"\"\nabc\n")]),
        LexCase("#\"abc\"", [(.stringLiteral, "#\"abc\"")]),
        LexCase("##\"\"\"\nx\"\"\"#", [(.stringLiteral, "##\"\"\"\nx\"\"\"#")]),
        LexCase("\"a\\(b", [(.stringLiteral, "\"a\\(b")]),
        LexCase("\"a\\(b\nc", [(.stringLiteral, "\"a\\(b"), (.identifier, "c")]),
        LexCase("\"a\\(\"b\nc", [(.stringLiteral, "\"a\\(\"b"), (.identifier, "c")]),
        LexCase("/* a /* b */", [(.blockComment, "/* a /* b */")]),
        LexCase("/** doc", [(.docBlockComment, "/** doc")]),
        LexCase("#/abc", [(.regexLiteral, "#/abc")]),
        LexCase("#/abc\nx", [(.regexLiteral, "#/abc"), (.identifier, "x")]),
        LexCase("#/\nabc\nx", [(.regexLiteral, "#/\nabc\nx")]),
    ])
    func unterminatedLiteralsAreFlagged(_ row: LexCase) {
        let source = SourceText(row.source)
        let (tokens, problems) = Coverage.lex(source)
        #expect(problems.isEmpty, "\(problems)")
        #expect(tokens.map { ExpectedToken($0.kind, source.text(of: $0)) } == row.expected)
        #expect(tokens.first?.flags.contains(.unterminated) == true)
    }

    @Test(arguments: [
        "`", "``", "` x", "@", "@ x", "#", "##", "# if", "#1", "\\", "$", "0x", "0b2", "1e", "1e+", "0x1p", "1__",
        "\"", "\"\"\"", "#\"", "#\"\"\"#", "/*", "/*/", "*/", "#/", "#//", "/", "//", "<#", "<#x", "\\(", ")\"",
        "\u{FEFF}", "\u{FEFF}\u{FEFF}", "#!", "\u{0301}", "a\u{0301}", "+\u{0301}", "\r", "\r\r\n\n",
    ])
    func fragmentsAreCovered(_ fragment: String) {
        let (_, problems) = Coverage.lex(SourceText(fragment))
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func randomBytesAreCovered() {
        // Bytes that open or close constructs, mixed with arbitrary ones, from a fixed seed.
        let interesting = Array("\"#/\\(){}[]*`@$'\n\r \t.?!<>=-+0x1ep_a".utf8) + [0x00, 0x80, 0xC3, 0xE2, 0xF0, 0xFF]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        var failures: [String] = []
        for round in 0..<400 {
            let count = Int(next() % 600)
            let bytes: [UInt8] = (0..<count).map { _ in
                let roll = next()
                return roll % 4 == 0 ? UInt8(truncatingIfNeeded: roll >> 8) : interesting[Int(roll >> 8) % interesting.count]
            }
            let problems = Coverage.lex(SourceText(bytes: bytes)).problems
            if !problems.isEmpty { failures.append("round \(round): \(problems) in \(bytes)") }
        }
        #expect(failures.isEmpty, "\(failures.prefix(3))")
    }
}
