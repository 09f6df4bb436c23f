import ArchLintEngine
import ArchLintOutline
import ArchLintProject
import ArchLintRules

/// The text of the `.archlint.json` that `archlint init` writes.
enum StarterConfiguration {
    /// The schema editors check the file against: the copy `init` writes beside it (``ConfigurationSchema``).
    static let schema = "./" + ConfigurationSchema.fileName

    /// Layers are listed in conventional order, each allowed to depend only on the detected layers the
    /// convention allows; a `models` layer (the SwiftData stance) comes first, and every layer but Domain may use
    /// it. With no layers, the file leaves them to the naming conventions, and `suggestion` (a layers block) is
    /// written commented out, for the team to fill in.
    /// `namesSchema` is false when no copy of the schema could be written beside the file: then it names none.
    static func text(layers: [DetectedLayer], models: ModelsLayer? = nil, baseline: String? = nil,
                     suggestion: LayersSuggestion? = nil, namesSchema: Bool = true) -> String {
        let ordered = Layer.conventional.compactMap { name in layers.first { $0.name == name } }
        let names = Set(ordered.map(\.name))
        var text = namesSchema ? "{\n  \"$schema\": \(JSONString.quoted(schema)),\n" : "{\n"
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

    private static func list(_ values: [String]) -> String {
        "[" + values.map(JSONString.quoted).joined(separator: ", ") + "]"
    }
}
