@testable import ArchLintEngine
import ArchLintLexer
import Foundation
import Testing
import TestSupport

/// The text of a finding's line is the same whether its start comes from the tokens or from a scan.
@Suite struct LineStartsTests {
    static let awkward = "\u{FEFF}import A\r\nlet s = \"\"\"\n  inside\n  \"\"\"\r  /* a\ncomment */ let x = 1\n\n\tlast  "

    static func agree(_ bytes: [UInt8]) {
        let source = SourceText(bytes: bytes)
        var scanned = LineStarts(source)
        var fromTokens = LineStarts(source, tokens: Lexer.tokenize(source))
        let lines = bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) } + 2
        // Asked out of order, as findings of several rules are.
        for line in (0...lines).reversed() + Array(0...lines) {
            #expect(fromTokens.trimmedText(of: line) == scanned.trimmedText(of: line), "line \(line)")
            #expect(fromTokens.indent(of: line) == scanned.indent(of: line), "line \(line)")
        }
    }

    @Test func linesInsideStringsAndCommentsAndEveryLineEnd() {
        Self.agree(Array(Self.awkward.utf8))
        #expect(LineStarts(SourceText(Self.awkward)).trimmedTextCopy(of: 6) == "comment */ let x = 1")
    }

    @Test func everyLineOfTheGallery() throws {
        let root = RepositoryPaths.sampleProjects.appendingPathComponent("Violations")
        let enumerator = try #require(FileManager.default.enumerator(atPath: root.path))
        var count = 0
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            Self.agree(Array(try Data(contentsOf: root.appendingPathComponent(path))))
            count += 1
        }
        #expect(count > 20)
    }
}

extension LineStarts {
    /// `trimmedText(of:)` on a copy, for an expression.
    func trimmedTextCopy(of line: Int) -> String {
        var copy = self
        return copy.trimmedText(of: line)
    }
}
