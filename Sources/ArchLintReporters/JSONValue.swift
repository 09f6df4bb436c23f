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
        // Written as bytes and made a string once: appending to a string checks its form at every piece.
        var output: [UInt8] = []
        write(to: &output, depth: 0)
        return String(decoding: output, as: UTF8.self)
    }

    private func write(to output: inout [UInt8], depth: Int) {
        switch self {
        case .null: output += "null".utf8
        case .bool(let value): output += (value ? "true" : "false").utf8
        case .int(let value): output += String(value).utf8
        case .string(let value): JSONString.appendQuoted(value, to: &output)
        case .array(let elements):
            guard !elements.isEmpty else { output += "[]".utf8; return }
            output += "[\n".utf8
            for (index, element) in elements.enumerated() {
                Self.indent(depth + 1, in: &output)
                element.write(to: &output, depth: depth + 1)
                output += (index == elements.count - 1 ? "\n" : ",\n").utf8
            }
            Self.indent(depth, in: &output)
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { output += "{}".utf8; return }
            output += "{\n".utf8
            for (index, (key, value)) in members.enumerated() {
                Self.indent(depth + 1, in: &output)
                JSONString.appendQuoted(key, to: &output)
                output += ": ".utf8
                value.write(to: &output, depth: depth + 1)
                output += (index == members.count - 1 ? "\n" : ",\n").utf8
            }
            Self.indent(depth, in: &output)
            output.append(UInt8(ascii: "}"))
        }
    }

    /// Two spaces per level of `depth`.
    private static func indent(_ depth: Int, in output: inout [UInt8]) {
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }
}
