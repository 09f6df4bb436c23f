import ArchLintLexer
import Foundation
import Testing

/// Lexes a real corpus named by `ARCHLINT_CORPUS`: every file must round-trip exactly, and valid
/// Swift should give no unknown tokens.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["ARCHLINT_CORPUS"] != nil))
struct LexerCorpusTests {
    @Test func corpusRoundTripsWithoutUnknownTokens() throws {
        let folder = try #require(ProcessInfo.processInfo.environment["ARCHLINT_CORPUS"])
        let root = URL(fileURLWithPath: folder)
        let walker = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        var files = 0
        var broken: [String] = []
        var withUnknown: [String] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            guard let data = FileManager.default.contents(atPath: url.path) else { continue }
            files += 1
            let source = SourceText(bytes: [UInt8](data))
            let (tokens, problems) = Coverage.lex(source)
            if !problems.isEmpty { broken.append("\(url.path): \(problems.first ?? "")") }
            if let unknown = tokens.first(where: { $0.kind == .unknown }) {
                withUnknown.append("\(url.path):\(unknown.line):\(unknown.column)")
            }
        }
        #expect(files > 0, "no Swift files under \(folder)")
        #expect(broken.isEmpty, "files that do not round-trip: \(broken)")
        #expect(withUnknown.isEmpty, "files with unknown tokens: \(withUnknown)")
    }
}
