import ArchLintOutline
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

    private func write(to output: inout String, depth: Int) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .string(let value): output += JSONString.quoted(value)
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
                output += Self.indent(depth + 1) + JSONString.quoted(key) + ": "
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
