import ArchLintEngine
import ArchLintOutline
import ArchLintProject
import ArchLintRules

/// The text of the `.archlint.json` that `archlint init` writes.
enum StarterConfiguration {
    /// The schema editors check the file against: `docs/archlint.schema.json` by its `$id`.
    static let schema = "https://archlint.dev/archlint.schema.json"

    /// Layers are listed in conventional order, each allowed to depend only on the detected layers the
    /// convention allows; a `models` layer (the SwiftData stance) comes first, and every layer but Domain may use
    /// it. With no layers, the file leaves them to the naming conventions, and `suggestion` (a layers block) is
    /// written commented out, for the team to fill in.
    static func text(layers: [DetectedLayer], models: ModelsLayer? = nil, baseline: String? = nil,
                     suggestion: LayersSuggestion? = nil) -> String {
        let ordered = Layer.conventional.compactMap { name in layers.first { $0.name == name } }
        let names = Set(ordered.map(\.name))
        var text = "{\n  \"$schema\": \(JSONString.quoted(schema)),\n"
        if let baseline { text += "  \"baseline\": \(JSONString.quoted(baseline)),\n" }
        if !ordered.isEmpty {
            var entries: [String] = []
            if let models {
                entries.append("    \(JSONString.quoted(models.name)): {\"paths\": \(list(models.paths)), "
                    + "\"mayDependOn\": \(list(names.contains(Layer.domain) ? [Layer.domain] : []))}")
            }
            entries += ordered.map { layer in
                var allowed = Layer.conventional.filter { other in
                    other != layer.name && names.contains(other) && Layer.conventionalPolicy.allows(layer.name, other)
                }
                if let models, layer.name != Layer.domain { allowed.append(models.name) }
                var fields: [String] = []
                if !layer.paths.isEmpty { fields.append("\"paths\": \(list(layer.paths))") }
                if !layer.modules.isEmpty { fields.append("\"modules\": \(list(layer.modules))") }
                fields.append("\"mayDependOn\": \(list(allowed))")
                return "    \(JSONString.quoted(layer.name)): {" + fields.joined(separator: ", ") + "}"
            }
            if models != nil {
                text += "  // \(ModelsLayer.layerName): the @Model types views query (the SwiftData stance); Domain "
                    + "stays free of them.\n"
            }
            text += "  \"layers\": {\n" + entries.joined(separator: ",\n") + "\n  },\n"
        } else if let suggestion {
            text += "  // No Domain folder or target was found, so no layers are declared and the layer rules are "
                + "off.\n"
                + "  // This block is built from the folders and targets archlint saw: put the folders of your rules\n"
                + "  // and value types under Domain, uncomment it, and check the result with `archlint layers`.\n"
            for line in suggestion.block.split(separator: "\n") { text += "  // " + line + "\n" }
        }
        text += "  \"exclude\": [],\n  \"profile\": \"default\",\n  \"rules\": {}\n}\n"
        return text
    }

    /// `configuration` (the text of a JSON object, comments allowed) with a `baseline` key added first, its
    /// formatting and comments kept; `nil` when the text does not start with an object.
    static func adding(baseline: String, to configuration: String) -> String? {
        // A byte-order mark, which lint reads past, stays where it is.
        if configuration.unicodeScalars.first == "\u{FEFF}" {
            let rest = String(configuration.unicodeScalars.dropFirst())
            return adding(baseline: baseline, to: rest).map { "\u{FEFF}" + $0 }
        }
        let text = Array(configuration.utf8)
        let open = significant(text, from: 0)
        guard open < text.count, text[open] == UInt8(ascii: "{") else { return nil }
        let next = significant(text, from: open + 1)
        let isEmpty = next < text.count && text[next] == UInt8(ascii: "}")
        let entry = "\n  \"baseline\": \(JSONString.quoted(baseline))" + (isEmpty ? "\n" : ",")
        return String(decoding: text[...open], as: UTF8.self) + entry
            + String(decoding: text[(open + 1)...], as: UTF8.self)
    }

    /// The index of the first byte at or after `start` that is neither whitespace nor in a comment.
    private static func significant(_ text: [UInt8], from start: Int) -> Int {
        var index = start
        while index < text.count {
            switch text[index] {
            case 0x20, 0x09, 0x0A, 0x0D:
                index += 1
            case UInt8(ascii: "/") where index + 1 < text.count && text[index + 1] == UInt8(ascii: "/"):
                while index < text.count, text[index] != 0x0A { index += 1 }
            case UInt8(ascii: "/") where index + 1 < text.count && text[index + 1] == UInt8(ascii: "*"):
                index += 2
                while index + 1 < text.count, text[index] != UInt8(ascii: "*") || text[index + 1] != UInt8(ascii: "/") {
                    index += 1
                }
                index += 2
            default:
                return index
            }
        }
        return index
    }

    private static func list(_ values: [String]) -> String {
        "[" + values.map(JSONString.quoted).joined(separator: ", ") + "]"
    }
}
