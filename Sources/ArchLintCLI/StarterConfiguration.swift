import ArchLintEngine
import ArchLintOutline
import ArchLintProject
import ArchLintRules

/// The text of the `.archlint.json` that `archlint init` writes.
enum StarterConfiguration {
    /// Layers are listed in conventional order, each allowed to depend only on the detected layers the
    /// convention allows. With no layers, the file leaves them to the naming conventions.
    static func text(layers: [DetectedLayer], baseline: String? = nil) -> String {
        let ordered = Layer.conventional.compactMap { name in layers.first { $0.name == name } }
        let names = Set(ordered.map(\.name))
        var text = "{\n"
        if let baseline { text += "  \"baseline\": \(JSONString.quoted(baseline)),\n" }
        if !ordered.isEmpty {
            let entries = ordered.map { layer in
                let allowed = Layer.conventional.filter { other in
                    other != layer.name && names.contains(other) && Layer.conventionalPolicy.allows(layer.name, other)
                }
                var fields: [String] = []
                if !layer.paths.isEmpty { fields.append("\"paths\": \(list(layer.paths))") }
                if !layer.modules.isEmpty { fields.append("\"modules\": \(list(layer.modules))") }
                fields.append("\"mayDependOn\": \(list(allowed))")
                return "    \(JSONString.quoted(layer.name)): {" + fields.joined(separator: ", ") + "}"
            }
            text += "  \"layers\": {\n" + entries.joined(separator: ",\n") + "\n  },\n"
        }
        text += "  \"exclude\": [],\n  \"profile\": \"default\",\n  \"rules\": {}\n}\n"
        return text
    }

    /// `configuration` (the text of a JSON object) with a `baseline` key added first, its formatting kept;
    /// `nil` when the text does not start with an object.
    static func adding(baseline: String, to configuration: String) -> String? {
        // A byte-order mark, which lint reads past, stays where it is.
        if configuration.unicodeScalars.first == "\u{FEFF}" {
            let rest = String(configuration.unicodeScalars.dropFirst())
            return adding(baseline: baseline, to: rest).map { "\u{FEFF}" + $0 }
        }
        guard let open = configuration.firstIndex(where: { !" \t\r\n".contains($0) }),
              configuration[open] == "{" else { return nil }
        let rest = configuration[configuration.index(after: open)...]
        let isEmpty = rest.first(where: { !" \t\r\n".contains($0) }) == "}"
        let entry = "\n  \"baseline\": \(JSONString.quoted(baseline))" + (isEmpty ? "\n" : ",")
        return String(configuration[...open]) + entry + rest
    }

    private static func list(_ values: [String]) -> String {
        "[" + values.map(JSONString.quoted).joined(separator: ", ") + "]"
    }
}
