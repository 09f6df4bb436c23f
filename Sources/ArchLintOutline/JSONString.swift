/// JSON string literals, for every output written by hand so that key order and layout stay stable.
public enum JSONString {
    /// Appends `text` as a JSON string literal, quotes included, to the UTF-8 of `output`.
    public static func appendQuoted(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendQuoted($0, to: &output) }
    }

    /// `text` as a JSON string literal, quotes included.
    public static func quoted(_ text: String) -> String {
        var text = text
        // Most strings need no escape: quoted whole, with no step per character. The test runs on the bytes in
        // place (a string's `utf8` view checks its form at every byte).
        guard text.withUTF8({ $0.contains(where: needsEscape) }) else { return "\"" + text + "\"" }
        var result: [UInt8] = []
        appendQuoted(text, to: &result)
        return String(decoding: result, as: UTF8.self)
    }

    /// Appends the UTF-8 `bytes` as a JSON string literal: copied whole up to the first byte that may need an
    /// escape, then byte by byte.
    private static func appendQuoted(_ bytes: UnsafeBufferPointer<UInt8>, to result: inout [UInt8]) {
        let first = bytes.firstIndex(where: needsEscape) ?? bytes.count
        result.reserveCapacity(result.count + bytes.count + 2)
        result.append(UInt8(ascii: "\""))
        result.append(contentsOf: bytes[..<first])
        var index = first
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""): result += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): result += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case UInt8(ascii: "\n"): result += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "\r"): result += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case UInt8(ascii: "\t"): result += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0x08: result += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
            case 0x0C: result += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
            case ..<0x20: result += Array("\\u00".utf8) + hexDigits(byte)
            // U+2028 and U+2029 are legal in JSON but end lines in JavaScript; escaping keeps the text safe to
            // embed.
            case 0xE2 where isLineOrParagraphSeparator(bytes, at: index):
                result += Array(bytes[index + 2] == 0xA8 ? "\\u2028".utf8 : "\\u2029".utf8)
                index += 2
            default: result.append(byte)
            }
            index += 1
        }
        result.append(UInt8(ascii: "\""))
    }

    /// Whether a UTF-8 byte may start something `quoted` escapes (0xE2 starts U+2028 and U+2029, among others).
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0xE2
    }

    /// Whether `bytes` holds U+2028 or U+2029 at `index`.
    private static func isLineOrParagraphSeparator(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
    }

    /// The two lowercase hexadecimal digits of a byte below 0x20.
    private static func hexDigits(_ byte: UInt8) -> [UInt8] {
        let digits = Array("0123456789abcdef".utf8)
        return [digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
    }
}
