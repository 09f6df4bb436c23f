/// A JSON value whose objects keep their keys in the order written, so reports are byte-for-byte stable.
enum JSONValue {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// A string, or `null` when absent.
    static func optional(_ text: String?) -> JSONValue {
        text.map(JSONValue.string) ?? .null
    }

    /// The value as pretty-printed JSON, indented by two spaces, without a trailing newline.
    func rendered() -> String {
        var output = ""
        write(to: &output, depth: 0)
        return output
    }

    /// `text` as a JSON string literal, quotes included.
    static func quoted(_ text: String) -> String {
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
            // U+2028 and U+2029 are legal in JSON but end lines in JavaScript; escaping keeps the text safe to embed.
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16, uppercase: false)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    private func write(to output: inout String, depth: Int) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .string(let value): output += Self.quoted(value)
        case .array(let elements):
            guard !elements.isEmpty else { output += "[]"; return }
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += Self.indent(depth + 1)
                element.write(to: &output, depth: depth + 1)
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += Self.indent(depth) + "]"
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{\n"
            for (index, (key, value)) in members.enumerated() {
                output += Self.indent(depth + 1) + Self.quoted(key) + ": "
                value.write(to: &output, depth: depth + 1)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += Self.indent(depth) + "}"
        }
    }

    private static func indent(_ depth: Int) -> String {
        String(repeating: "  ", count: depth)
    }
}
