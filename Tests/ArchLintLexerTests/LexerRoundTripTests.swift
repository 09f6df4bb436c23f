import ArchLintLexer
import Foundation
import Testing
import TestSupport

@Suite struct LexerRoundTripTests {
    @Test(arguments: LexerFixtures.all)
    func fixturesRoundTripWithoutUnknownTokens(_ fixture: LexerFixtures.Fixture) {
        let source = SourceText(fixture.text)
        let (tokens, problems) = Coverage.lex(source)
        #expect(problems.isEmpty, "\(problems)")
        let suspicious = tokens.filter { $0.kind == .unknown || $0.flags.contains(.unterminated) }
        #expect(suspicious.isEmpty, "\(suspicious.map { "\($0.line):\($0.column) \(source.text(of: $0))" })")
    }

    @Test func namesInsideLiteralsAndCommentsNeverBecomeIdentifiers() {
        let source = SourceText(LexerFixtures.traps)
        let tokens = Lexer.tokenize(source)
        let leaked = tokens.filter { $0.kind == .identifier && source.token($0, is: "NotAType") }
        #expect(leaked.isEmpty, "\(leaked.map(\.line))")
        #expect(tokens.filter { $0.kind == .regexLiteral }.count == 2)
        #expect(tokens.filter { $0.kind == .poundDirective }.count == 6)
        #expect(tokens.first?.kind == .shebang)
    }

    @Test func fixtureWithByteOrderMarkRoundTrips() {
        let source = SourceText(bytes: [0xEF, 0xBB, 0xBF] + Array(LexerFixtures.swiftUI.utf8))
        let (tokens, problems) = Coverage.lex(source)
        #expect(problems.isEmpty, "\(problems)")
        #expect(tokens.first.map { [$0.line, $0.column] } == [1, 1])
    }

    @Test func repositorySourcesRoundTrip() throws {
        let folders = ["Sources", "Tests"].map { RepositoryPaths.root.appendingPathComponent($0) }
        var files = 0
        var failures: [String] = []
        for folder in folders {
            let walker = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
            for case let url as URL in walker where url.pathExtension == "swift" {
                guard let data = FileManager.default.contents(atPath: url.path) else { continue }
                files += 1
                let source = SourceText(bytes: [UInt8](data))
                let (tokens, problems) = Coverage.lex(source)
                if !problems.isEmpty { failures.append("\(url.lastPathComponent): \(problems)") }
                if tokens.contains(where: { $0.kind == .unknown }) { failures.append("\(url.lastPathComponent): unknown token") }
            }
        }
        #expect(files > 10)
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test func tokensOfTheSameInputAreIdentical() {
        let source = SourceText(LexerFixtures.operators)
        #expect(Lexer.tokenize(source) == Lexer.tokenize(source))
    }
}
