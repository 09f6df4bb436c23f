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

    @Test("the same text as escaping scalar by scalar")
    func sameAsScalarByScalar() {
        var samples = ["", "\\", "\"", "é\n", "\u{2028}", "x\u{2029}y\"z\\", "tab\there \u{1} \u{2}"]
        samples += (0..<0x30).map { String(UnicodeScalar(UInt8($0))) + "é—" }
        for sample in samples {
            #expect(JSONString.quoted(sample) == Self.scalarByScalar(sample), "\(Array(sample.utf8))")
        }
    }

    /// Escaping written the plain way, one scalar at a time.
    private static func scalarByScalar(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
