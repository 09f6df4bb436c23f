import ArchLintEngine
import ArchLintLexer
import ArchLintOutline
import ArchLintRules
import Foundation
import TestSupport
import Testing

/// Thousands of damaged versions of the rule documents' examples and the sample projects, the same on every
/// run: the lexer gives back every byte, and the outline and every rule finish on each of them.
@Suite struct MutationTests {
    static let seed: UInt64 = 0x5EED_A7C4_1173
    static let mutationsPerSample = 24

    struct Sample {
        var path: String
        var bytes: [UInt8]
    }

    /// Every Swift code block of `Rules/*.md` (under the path its info string names) and every Swift file of
    /// the sample projects, in a fixed order.
    static let samples: [Sample] = {
        let manager = FileManager.default
        var samples: [Sample] = []
        let documents = ((try? manager.contentsOfDirectory(atPath: RepositoryPaths.rules.path)) ?? [])
            .filter { $0.hasSuffix(".md") }.sorted()
        for name in documents {
            let text = (try? String(contentsOf: RepositoryPaths.rules.appendingPathComponent(name), encoding: .utf8)) ?? ""
            samples += codeBlocks(in: text).map { Sample(path: $0.path, bytes: Array($0.source.utf8)) }
        }
        let root = RepositoryPaths.sampleProjects
        let files = (manager.enumerator(atPath: root.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        for file in files {
            guard let data = manager.contents(atPath: root.appendingPathComponent(file).path) else { continue }
            samples.append(Sample(path: file, bytes: Array(data)))
        }
        return samples
    }()

    /// Every rule on, including those off by default.
    static let everyRuleOn: Configuration = {
        var configuration = Configuration()
        for id in RuleRegistry.allIDs { configuration.rules[id] = RuleSettings(enabled: true) }
        return configuration
    }()

    @Test func samplesComeFromTheRuleDocumentsAndTheSampleProjects() {
        #expect(Self.samples.count(where: { !$0.path.hasPrefix("TripPlanner/") && !$0.path.hasPrefix("WeddingBudget/") }) >= 30)
        #expect(Self.samples.count(where: { $0.path.hasPrefix("TripPlanner/") }) >= 20)
    }

    @Test func roundTripCheckNoticesALostByteAndAWrongPosition() {
        let bytes = Array("let x\r\ny".utf8)
        let tokens = Lexer.tokenize(SourceText(bytes: bytes))
        #expect(RoundTripCheck.tokens(tokens, of: bytes, bomLength: 0) == nil)
        #expect(RoundTripCheck.tokens(Array(tokens.dropFirst()), of: bytes, bomLength: 0) != nil)
        var moved = tokens
        moved[moved.count - 1].line = 3
        #expect(RoundTripCheck.tokens(moved, of: bytes, bomLength: 0) != nil)
    }

    @Test func mutatedSourcesRoundTripAndLintWithoutCrashing() {
        var generator = SplitMix64(seed: Self.seed)
        var failures: [String] = []
        var checked = 0
        for sample in Self.samples {
            for round in 0..<Self.mutationsPerSample {
                let mutated = SourceMutator.mutate(sample.bytes, using: &generator)
                if let failure = Self.check(mutated, path: sample.path) {
                    failures.append("\(sample.path) mutation \(round): \(failure)\n  input: \(Self.escaped(mutated))")
                }
                checked += 1
            }
        }
        #expect(checked >= 3_000)
        #expect(failures.isEmpty, "\(failures.count) of \(checked) failed; first: \(failures.prefix(3).joined(separator: "\n"))")
    }

    /// What is wrong with lexing, outlining or linting `bytes`, or `nil`.
    static func check(_ bytes: [UInt8], path: String) -> String? {
        let source = SourceText(bytes: bytes)
        // The whole outline from the structure the lexer noted; the declarations check scans without it.
        let (tokens, structure) = Lexer.tokenizeNotingStructure(source)
        if let failure = RoundTripCheck.tokens(tokens, of: bytes, bomLength: source.bomLength) { return failure }
        let file = OutlinedFile(path: path, source: source, tokens: tokens,
                                outline: OutlineScanner.scan(tokens, structure: structure, in: source))
        if let failure = RoundTripCheck.outline(file) { return failure }
        if let failure = RoundTripCheck.declarations(file) { return failure }
        let text = String(decoding: bytes, as: UTF8.self)
        let result = LintHarness.lint([(path, text)], configuration: everyRuleOn)
        let lines = SourceText(text).lineCount
        for finding in result.findings where finding.file != path || finding.line < 1 || finding.line > lines {
            return "finding outside the file: \(finding.file):\(finding.line) \(finding.ruleID)"
        }
        return nil
    }

    /// The input as a Swift string literal body, to paste into a regression test.
    static func escaped(_ bytes: [UInt8]) -> String {
        bytes.map { byte -> String in
            switch byte {
            case 0x20..<0x7F where byte != UInt8(ascii: "\\") && byte != UInt8(ascii: "\""): String(UnicodeScalar(byte))
            case UInt8(ascii: "\n"): "\\n"
            default: "\\u{\(String(byte, radix: 16))}"
            }
        }.joined()
    }

    /// The Swift code blocks of a Markdown text, with the path of their `path=` info string.
    static func codeBlocks(in markdown: String) -> [(path: String, source: String)] {
        var blocks: [(path: String, source: String)] = []
        var current: (path: String, lines: [Substring])?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if let block = current {
                if line.hasPrefix("```") {
                    blocks.append((block.path, block.lines.map { $0 + "\n" }.joined()))
                    current = nil
                } else {
                    current?.lines.append(line)
                }
            } else if line.hasPrefix("```swift") {
                let path = line.split(separator: " ").first { $0.hasPrefix("path=") }?.dropFirst(5)
                current = (path.map(String.init) ?? "Example.swift", [])
            }
        }
        return blocks
    }
}

extension SourceText {
    /// The number of lines: line ends (`\r\n` counted once) plus one.
    var lineCount: Int {
        var count = 1
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0A { count += 1 }
            else if bytes[index] == 0x0D { count += 1; if index + 1 < bytes.count && bytes[index + 1] == 0x0A { index += 1 } }
            index += 1
        }
        return count
    }
}
