import ArchLintEngine
@testable import ArchLintLanguageServer
import TestSupport
import Testing

/// Reading JSON texts: every value the encoder writes comes back, escapes and numbers read as the grammar says,
/// anything else is refused without a crash, and a large message reads in one pass.
struct JSONParserTests {
    private func parse(_ text: String) throws -> JSON {
        try JSON.parse(Array(text.utf8))
    }

    @Test func randomValuesReadBackAsTheyWereWritten() throws {
        var generator = SplitMix64(seed: 0x15_0A_5EED)
        for _ in 0..<2_000 {
            let value = Self.randomValue(depth: 0, using: &generator)
            #expect(try JSON.parse(value.encoded()) == value)
        }
    }

    @Test func escapesAndSurrogatePairs() throws {
        #expect(try parse(#""\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00""#) == .string("\"\\/\u{8}\u{C}\n\r\té😀"))
        #expect(try parse(#""a\u0000b""#) == .string("a\u{0}b"))
        // A lone surrogate, either half, reads as U+FFFD; what follows it is kept.
        #expect(try parse(#""\ud800x""#) == .string("\u{FFFD}x"))
        #expect(try parse(#""\udc00""#) == .string("\u{FFFD}"))
        #expect(try parse(#""\ud800\u0041""#) == .string("\u{FFFD}A"))
        #expect(try parse(#""\uD83D\uDE00""#) == .string("😀"))
    }

    @Test func numbersAreIntegersUnlessTheyHaveAFractionAnExponentOrNoRoom() throws {
        #expect(try parse("0") == .int(0))
        #expect(try parse("-0") == .int(0))
        #expect(try parse(" -12 ") == .int(-12))
        #expect(try parse("1.5") == .double(1.5))
        #expect(try parse("1e3") == .double(1000))
        #expect(try parse("2E-1") == .double(0.2))
        #expect(try parse("9223372036854775808") == .double(9_223_372_036_854_775_808))
    }

    @Test(arguments: [
        "", " ", "[1,]", "[1 2]", "{\"a\" 1}", "{\"a\":1,}", "{,}", "{1:2}", "\"open", "\"a\tb\"", "tru", "nulll",
        "[1]x", "01", "-", "1.", ".5", "1e", "+1", "0x10", "[\"\\x\"]", "\"\\u12\"", "\"\\u+123\"", "]", "{\"a\":1]",
    ])
    func textsThatAreNotJSONAreRefused(text: String) {
        #expect(throws: JSONParser.SyntaxError.self) { try parse(text) }
    }

    @Test func aStringThatIsNotUTF8IsRefused() {
        #expect(throws: JSONParser.SyntaxError.self) { try JSON.parse([0x22, 0xFF, 0x22]) }
    }

    @Test func nestingIsBoundedWithoutRecursion() throws {
        let depth = JSONParser.maximumDepth
        let deepest = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(try parse(deepest).array?.count == 1)
        let tooDeep = "[" + deepest + "]"
        #expect(throws: JSONParser.SyntaxError(line: 1, column: depth + 1, token: "[",
                                               reason: "arrays and objects nested more than \(depth) deep")) {
            try parse(tooDeep)
        }
        #expect(throws: JSONParser.SyntaxError.self) { try parse(String(repeating: "{\"a\":", count: 200_000)) }
    }

    /// A `didChange` of 30,000 ranges: Foundation's decoder took over 20 s for it in a release build.
    @Test func aChangeOfThirtyThousandRangesReadsInLittleTime() throws {
        let range = #"{"range":{"start":{"line":7,"character":0},"end":{"line":7,"character":3}},"text":"var"}"#
        let body = #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":"#
            + #"{"uri":"file:///Generated.swift","version":2},"contentChanges":["#
            + repeatElement(range, count: 30_000).joined(separator: ",") + "]}}"
        var changes: [JSON] = []
        let seconds = try threadCPUSeconds {
            changes = try JSON.parse(Array(body.utf8))["params"]?["contentChanges"]?.array ?? []
        }
        #expect(changes.count == 30_000)
        #expect(changes.last?["range"]?["end"]?["character"] == 3)
        #expect(seconds < 5)
    }

    // MARK: - Random values

    private static let strings = ["", "a", "é", "😀", "\"", "\\", "/", "\n\r\t", "\u{0}\u{1F}", "\u{7F}", "日本", "\u{FFFD}"]

    private static func randomValue(depth: Int, using generator: inout SplitMix64) -> JSON {
        switch Int.random(in: 0..<(depth < 4 ? 8 : 6), using: &generator) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &generator))
        case 2: return .int(Int.random(in: Int.min...Int.max, using: &generator))
        // Never a whole number, which is written like an integer.
        case 3: return .double(Double(Int.random(in: -1_000_000...1_000_000, using: &generator)) + 0.25)
        case 4, 5: return .string(randomString(using: &generator))
        case 6:
            return .array((0..<Int.random(in: 0...4, using: &generator)).map { _ in
                randomValue(depth: depth + 1, using: &generator)
            })
        default:
            var members: [String: JSON] = [:]
            for _ in 0..<Int.random(in: 0...4, using: &generator) {
                members[randomString(using: &generator)] = randomValue(depth: depth + 1, using: &generator)
            }
            return .object(members)
        }
    }

    private static func randomString(using generator: inout SplitMix64) -> String {
        (0..<Int.random(in: 0...4, using: &generator)).map { _ in strings.randomElement(using: &generator)! }.joined()
    }
}
