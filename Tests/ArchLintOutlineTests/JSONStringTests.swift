import Foundation
import Testing
@testable import ArchLintOutline

@Suite("JSON string literals")
struct JSONStringTests {
    @Test("plain text is only quoted")
    func plainText() {
        #expect(JSONString.quoted("") == "\"\"")
        #expect(JSONString.quoted("Sources/App/Store.swift") == "\"Sources/App/Store.swift\"")
        #expect(JSONString.quoted("café — “quoted” … ✓ 🦄") == "\"café — “quoted” … ✓ 🦄\"")
    }

    @Test("quotes, backslashes and control characters are escaped")
    func escapes() {
        #expect(JSONString.quoted("say \"hi\"") == #""say \"hi\"""#)
        #expect(JSONString.quoted(#"a\b"#) == #""a\\b""#)
        #expect(JSONString.quoted("1\n2\r3\t4\u{08}5\u{0C}6") == #""1\n2\r3\t4\b5\f6""#)
        #expect(JSONString.quoted("\u{0}\u{1}\u{1B}\u{1F}") == #""\u0000\u0001\u001b\u001f""#)
        #expect(JSONString.quoted("\u{7F}") == "\"\u{7F}\"")
    }

    @Test("line and paragraph separators are escaped, other three-byte characters are not")
    func separators() {
        #expect(JSONString.quoted("a\u{2028}b\u{2029}c") == #""a\u2028b\u2029c""#)
        #expect(JSONString.quoted("—\u{2028}…\u{2027}\u{202A}") == "\"—\\u2028…\u{2027}\u{202A}\"")
        #expect(JSONString.quoted("\u{2029}") == #""\u2029""#)
    }

    @Test("every control character has its one escape")
    func controlCharacters() {
        let named: [UInt8: String] = [0x08: "\\b", 0x09: "\\t", 0x0A: "\\n", 0x0C: "\\f", 0x0D: "\\r"]
        for value in UInt8(0)..<0x20 {
            let escape = named[value] ?? String(format: "\\u%04x", UInt32(value))
            #expect(JSONString.quoted("a" + String(UnicodeScalar(value)) + "é") == "\"a" + escape + "é\"", "\(value)")
        }
    }

    @Test("a JSON reader gives back the text")
    func decodesToTheText() throws {
        var samples = ["", "\\", "\"", "é\n", "\u{2028}", "x\u{2029}y\"z\\", "tab\there \u{1} \u{2}", "— … 🦄"]
        samples += (0..<0x30).map { String(UnicodeScalar(UInt8($0))) + "é—" }
        for sample in samples {
            let quoted = JSONString.quoted(sample)
            let decoded = try JSONSerialization.jsonObject(with: Data("[\(quoted)]".utf8)) as? [String]
            #expect(decoded == [sample], "\(Array(sample.utf8))")
            #expect(!quoted.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x2028 || $0.value == 0x2029 })
        }
    }
}
