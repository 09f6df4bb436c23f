/// The outline as one JSON object on one line, in the shape of the reference outliner (`archlint outline`).
///
/// Keys come in a fixed order and arrays in source order; lines are 1-based physical lines.
public enum OutlineJSON {
    public static func line(path: String, outline: Outline) -> String {
        var out = "{\"file\": \(JSONString.quoted(path)), \"imports\": ["
        out += outline.imports.map { decl in
            "{\"module\": \(JSONString.quoted(decl.module)), \"line\": \(decl.line), "
                + "\"attributes\": \(array(decl.attributes.map(\.spelled))), \"kind\": \(optional(decl.kind)), "
                + "\"conditional\": \(decl.isConditional)}"
        }.joined(separator: ", ")
        out += "], \"types\": ["
        out += outline.types.map { decl in
            "{\"kind\": \(JSONString.quoted(decl.kind.rawValue)), \"name\": \(JSONString.quoted(decl.name)), \"line\": \(decl.line), "
                + "\"endLine\": \(decl.endLine), \"attributes\": \(array(decl.attributes.map(\.spelled))), "
                + "\"inherits\": \(array(decl.inherits)), \"parent\": \(optional(decl.parentName)), "
                + "\"conditional\": \(decl.isConditional)}"
        }.joined(separator: ", ")
        out += "], \"functions\": ["
        out += outline.functions.map { decl in
            "{\"name\": \(JSONString.quoted(decl.name)), \"line\": \(decl.line), \"endLine\": \(decl.endLine), "
                + "\"parent\": \(optional(decl.parentName)), \"throws\": \(decl.isThrowing), "
                + "\"async\": \(decl.isAsync), \"static\": \(decl.isStatic), "
                + "\"attributes\": \(array(decl.attributes.map(\.spelled)))}"
        }.joined(separator: ", ")
        out += "], \"bodies\": ["
        out += outline.viewBodies.map { body in
            "{\"parent\": \(optional(body.parentName)), \"line\": \(body.line), \"endLine\": \(body.endLine)}"
        }.joined(separator: ", ")
        out += "]}"
        return out
    }

    private static func optional(_ text: String?) -> String { text.map(JSONString.quoted) ?? "null" }
    private static func array(_ items: [String]) -> String { "[" + items.map(JSONString.quoted).joined(separator: ", ") + "]" }
}
