import ArchLintLexer
import ArchLintOutline
import Foundation
import Testing

/// Outlines every file of a real-code corpus (set `ARCHLINT_CORPUS` to its folder; `.ci/run` does) and checks
/// the structural invariants: no crash, brackets paired symmetrically, ranges inside the file, lines ordered,
/// and an outline without members that agrees with the whole one.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["ARCHLINT_CORPUS"] != nil))
struct OutlineCorpusTests {
    @Test func everyCorpusFileOutlinesConsistently() throws {
        let root = try #require(ProcessInfo.processInfo.environment["ARCHLINT_CORPUS"])
        let enumerator = try #require(FileManager.default.enumerator(atPath: root))
        var files = 0
        var problems: [String] = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let path = root + "/" + relative
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                  let data = FileManager.default.contents(atPath: path) else { continue }
            files += 1
            let file = OutlinedFile(path: relative, source: SourceText(bytes: Array(data)))
            if let problem = Self.inconsistency(in: file) ?? RoundTripCheck.declarations(file) {
                problems.append("\(relative): \(problem)")
            }
        }
        #expect(files > 0)
        #expect(problems.isEmpty, "\(problems.count) files: \(problems.prefix(20))")
    }

    static func inconsistency(in file: OutlinedFile) -> String? {
        let outline = file.outline
        guard outline.partner.count == file.tokens.count else { return "partner table size" }
        for (index, partner) in outline.partner.enumerated() where partner >= 0 {
            let back = outline.partner[Int(partner)]
            // Aliased branch headers may share a closing brace; every partner must still point back to an opener.
            if back < 0 { return "bracket \(index) pairs with \(partner), which pairs with nothing" }
        }
        let count = file.tokens.count
        for type in outline.types {
            if type.line > type.endLine { return "type \(type.name) ends before it starts" }
            if let body = type.bodyTokens, body.upperBound > count { return "type \(type.name) body past the end" }
        }
        for function in outline.functions {
            if function.line > function.endLine { return "func \(function.name) ends before it starts" }
            if let body = function.bodyTokens, body.upperBound > count { return "func \(function.name) body past the end" }
        }
        let lines = outline.types.map(\.line)
        if lines != lines.sorted() { return "types out of source order" }
        return nil
    }
}
