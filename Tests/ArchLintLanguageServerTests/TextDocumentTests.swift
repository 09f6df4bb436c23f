@testable import ArchLintLanguageServer
import TestSupport
import Testing

/// Incremental edits at protocol positions: lines and UTF-16 code units, whatever the text's script.
struct TextDocumentTests {
    private func edited(_ text: String, _ changes: [(Int, Int, Int, Int, String)]) -> String {
        var document = TextDocument(uri: "file:///a.swift", version: 1, text: text)
        for (startLine, startCharacter, endLine, endCharacter, replacement) in changes {
            document.apply(TextDocument.Change(
                range: TextRange(start: Position(line: startLine, character: startCharacter),
                                 end: Position(line: endLine, character: endCharacter)),
                text: replacement))
        }
        return document.text
    }

    @Test func insertionDeletionAndReplacement() {
        #expect(edited("import Foundation\n", [(0, 7, 0, 17, "SwiftUI")]) == "import SwiftUI\n")
        #expect(edited("a\nb\nc\n", [(1, 0, 2, 0, "")]) == "a\nc\n")
        #expect(edited("a\n", [(1, 0, 1, 0, "b\n")]) == "a\nb\n")
    }

    @Test func positionsCountUTF16UnitsNotBytesOrCharacters() {
        // "é" is 2 bytes and 1 unit; "😀" is 4 bytes and 2 units; "👍🏽" is one Character of 4 units.
        #expect(edited("let é = 1\n", [(0, 6, 0, 7, "x")]) == "let é x 1\n")
        #expect(edited("\"😀\" + b\n", [(0, 7, 0, 8, "c")]) == "\"😀\" + c\n")
        #expect(edited("👍🏽x\n", [(0, 4, 0, 5, "y")]) == "👍🏽y\n")
        #expect(edited("日本語\n", [(0, 1, 0, 2, "")]) == "日語\n")
    }

    @Test func aPositionInsideASurrogatePairStaysBeforeTheCharacter() {
        #expect(edited("😀\n", [(0, 1, 0, 1, "x")]) == "x😀\n")
    }

    @Test func positionsPastTheEndOfALineOrTheTextAreClamped() {
        #expect(edited("ab\ncd\n", [(0, 99, 0, 99, "!")]) == "ab!\ncd\n")
        #expect(edited("ab\n", [(9, 0, 9, 0, "z")]) == "ab\nz")
    }

    @Test func crlfAndLoneCarriageReturnsEndLines() {
        #expect(edited("a\r\nb\r\n", [(1, 0, 1, 1, "B")]) == "a\r\nB\r\n")
        #expect(edited("a\rb\n", [(1, 0, 1, 1, "B")]) == "a\rB\n")
        // The end of line 0's text is before its `\r\n`.
        #expect(edited("ab\r\ncd", [(0, 5, 0, 5, "!")]) == "ab!\r\ncd")
    }

    @Test func changesOfOneNotificationApplyOneAfterAnother() {
        #expect(edited("abc\n", [(0, 0, 0, 1, "xx"), (0, 2, 0, 3, "Y")]) == "xxYc\n")
    }

    /// A replace-all over a generated file: one notification of 30,000 ranges, bottom to top as editors send
    /// them, then in a shuffled order; each costs about as much as one whole pass over the text, not one per range.
    @Test(arguments: [false, true])
    func thirtyThousandRangesInOneChangeApplyInLittleTime(shuffled: Bool) {
        let lines = 30_000
        let text = "import Foundation\n" + (0..<lines).map { "let value\($0) = 1\n" }.joined()
        var document = TextDocument(uri: "file:///Generated.swift", version: 1, text: text)
        var order = Array(stride(from: lines, through: 1, by: -1))
        var generator = SplitMix64(seed: 41)
        if shuffled { order.shuffle(using: &generator) }
        let changes = order.map { line in
            TextDocument.Change(range: TextRange(start: Position(line: line, character: 0),
                                                 end: Position(line: line, character: 3)), text: "var")
        }
        let seconds = threadCPUSeconds {
            for change in changes { document.apply(change) }
        }
        #expect(document.text == "import Foundation\n" + (0..<lines).map { "var value\($0) = 1\n" }.joined())
        // With a pass over the whole text per range, as before, this took over half a minute in a debug build.
        #expect(seconds < 5)
    }

    @Test func aReversedRangeIsTakenInOrder() {
        #expect(edited("abcd", [(0, 3, 0, 1, "-")]) == "a-d")
    }

    @Test func aChangeWithoutARangeReplacesTheText() throws {
        var document = TextDocument(uri: "file:///a.swift", version: 1, text: "old")
        let change = try #require(TextDocument.Change(json: ["text": "new ü"]))
        document.apply(change)
        #expect(document.text == "new ü")
        #expect(TextDocument.Change(json: ["range": "nonsense", "text": "x"]) == nil)
        #expect(TextDocument.Change(json: ["range": ["start": ["line": 0, "character": 0]]]) == nil)
    }
}
