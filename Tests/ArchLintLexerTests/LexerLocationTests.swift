import ArchLintLexer
import Testing

@Suite struct LexerLocationTests {
    private func locations(_ source: SourceText) -> [[UInt32]] {
        Lexer.tokenize(source).map { [$0.line, $0.column] }
    }

    @Test(arguments: [
        ("a\nb\nc", [[1, 1], [2, 1], [3, 1]]),
        ("a\r\nb\r\nc", [[1, 1], [2, 1], [3, 1]]),
        ("a\rb\rc", [[1, 1], [2, 1], [3, 1]]),
        ("a\r\rb", [[1, 1], [3, 1]]),
        ("a\n\r\nb", [[1, 1], [3, 1]]),
        ("  x = 1", [[1, 3], [1, 5], [1, 7]]),
        ("\tx", [[1, 2]]),
        ("f(a)\n  .g()", [[1, 1], [1, 2], [1, 3], [1, 4], [2, 3], [2, 4], [2, 5], [2, 6]]),
    ] as [(String, [[UInt32]])])
    func linesAndColumnsAreOneBased(source: String, expected: [[UInt32]]) {
        #expect(locations(SourceText(source)) == expected)
    }

    @Test func columnsCountBytesAfterMultibyteCharacters() {
        // "é" is two bytes and "🐶" four, so columns move by bytes.
        #expect(locations(SourceText("\"é\" x")) == [[1, 1], [1, 6]])
        #expect(locations(SourceText("🐶 = 1")) == [[1, 1], [1, 6], [1, 8]])
        #expect(locations(SourceText("/* ü */ a")) == [[1, 1], [1, 10]])
    }

    @Test func columnsStartAfterAByteOrderMark() {
        let source = SourceText(bytes: [0xEF, 0xBB, 0xBF] + Array("let x\ny".utf8))
        let tokens = Lexer.tokenize(source)
        #expect(tokens.map { [$0.line, $0.column] } == [[1, 1], [1, 5], [2, 1]])
        #expect(tokens.first?.start == 3)
        #expect(tokens.first?.flags.contains(.firstOnLine) == true)
    }

    @Test func byteOrderMarkOnlyCountsAtTheStart() {
        let tokens = Lexer.tokenize(SourceText("x \u{FEFF}"))
        #expect(tokens.map(\.kind) == [.identifier, .unknown])
    }

    @Test func tokensAfterMultilineTokensKnowTheirLine() {
        let source = SourceText("a /* 1\n2 */ b \"\"\"\n3\n\"\"\" c\r\n#/\r\n x\r\n/# d")
        let tokens = Lexer.tokenize(source)
        let located = tokens.map { "\(source.text(of: $0).prefix(2))@\($0.line):\($0.column)" }
        #expect(located == ["a@1:1", "/*@1:3", "b@2:6", "\"\"@2:8", "c@4:5", "#/@5:1", "d@7:4"])
    }

    @Test func firstOnLineMarksTheFirstTokenOfEachLine() {
        let tokens = Lexer.tokenize(SourceText("a b\n  c /*\n*/ d\n"))
        let first = tokens.map { $0.flags.contains(.firstOnLine) }
        #expect(tokens.count == 5)
        #expect(first == [true, false, true, false, false])
    }

    @Test func rangesPointAtTheTokenBytes() {
        let source = SourceText("let answer = 42")
        #expect(Lexer.tokenize(source).map(\.range) == [0..<3, 4..<10, 11..<12, 13..<15])
    }
}
