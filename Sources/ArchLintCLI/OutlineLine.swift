import ArchLintOutline

/// The one JSON line `archlint outline` prints for a file.
///
/// The full outline JSON belongs to ArchLintOutline (`OutlineJSON.line(path:outline:source:)`); until it is
/// there, this line carries the path, imports, types, functions and scanner diagnostics.
enum OutlineLine {
    static func render(_ file: OutlinedFile) -> String {
        let outline = file.outline
        let imports = outline.imports.map { JSONText.quoted($0.module) }
        let types = outline.types.map {
            "{\"kind\":\(JSONText.quoted($0.kind.rawValue)),\"name\":\(JSONText.quoted($0.name)),\"line\":\($0.line)}"
        }
        let functions = outline.functions.map {
            "{\"name\":\(JSONText.quoted($0.name)),\"parent\":\($0.parentName.map(JSONText.quoted) ?? "null"),"
                + "\"line\":\($0.line)}"
        }
        let diagnostics = outline.diagnostics.map {
            "{\"message\":\(JSONText.quoted($0.message)),\"line\":\($0.line),\"column\":\($0.column)}"
        }
        return "{\"path\":\(JSONText.quoted(file.path)),\"imports\":[\(imports.joined(separator: ","))],"
            + "\"types\":[\(types.joined(separator: ","))],\"functions\":[\(functions.joined(separator: ","))],"
            + "\"diagnostics\":[\(diagnostics.joined(separator: ","))]}"
    }
}
