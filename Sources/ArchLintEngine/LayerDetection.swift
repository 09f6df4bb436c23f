import ArchLintRules

/// How a run came by its layers, told in one line after the findings and by `archlint init`.
public struct LayerDetection: Sendable, Equatable {
    /// A layer found by name, with the folders or targets that name it.
    public struct FoundLayer: Sendable, Equatable {
        public var name: String
        /// Folders that name the layer, or the folders of targets that do (relative to the root).
        public var places: [String]

        public init(name: String, places: [String]) {
            self.name = name
            self.places = places
        }
    }

    public enum Basis: Sendable, Equatable {
        /// `.archlint.json` declares the layers.
        case configuration
        /// Folder names (`folders`) and target names (`targets`) give the layers.
        case names(folders: Bool, targets: Bool)
        /// The project does not show the layered shape: no layer rules.
        case none
    }

    public var basis: Basis
    /// Layers in conventional or declared order; with basis `.none`, what was found by name nonetheless.
    public var layers: [FoundLayer]

    public init(basis: Basis, layers: [FoundLayer]) {
        self.basis = basis
        self.layers = layers
    }

    /// What was found by name, and whether it shows the layered shape (a Domain layer).
    public static func fromNames(_ found: [FoundLayer], folders: Bool, targets: Bool) -> LayerDetection {
        let ordered = Layer.conventional.compactMap { name in found.first { $0.name == name } }
        let layered = LayerConventions.showsLayeredShape(Set(ordered.map(\.name)))
        return LayerDetection(basis: layered ? .names(folders: folders, targets: targets) : .none, layers: ordered)
    }

    /// With layers found by name, only the places that hold a file of their layer once every file is placed: a
    /// folder named for a layer inside an app that has no layers (a watch app's `Views/`) names none. `files`
    /// gives each file's path and layer; a layer left with no place is left out.
    func keepingPlaces(holding files: some Sequence<(path: String, layer: String)>) -> LayerDetection {
        guard case .names = basis else { return self }
        // Every folder above a file of a layer, with that layer (and the file itself: a place may be one file).
        var held: Set<String> = []
        for (path, layer) in files {
            var folder = Substring(path)
            held.insert(layer + "\u{0}" + folder)
            while let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")) {
                folder = folder[..<slash]
                guard held.insert(layer + "\u{0}" + folder).inserted else { break }
            }
        }
        var copy = self
        copy.layers = layers.compactMap { layer in
            var kept = layer
            kept.places = layer.places.filter { held.contains(layer.name + "\u{0}" + $0) }
            return kept.places.isEmpty && !layer.places.isEmpty ? nil : kept
        }
        return copy
    }

    /// With layers found by name, `roots` (files that are the composition root, relative to the root) join the App
    /// layer's places, except those inside a place it has already.
    public func adding(compositionRoots roots: [String]) -> LayerDetection {
        guard case .names = basis, !roots.isEmpty else { return self }
        var copy = self
        var app = layers.first { $0.name == Layer.app } ?? FoundLayer(name: Layer.app, places: [])
        for root in roots where !app.places.contains(where: { root.hasPrefix($0 + "/") }) {
            app.places.append(root)
        }
        guard !app.places.isEmpty else { return self }
        copy.layers.removeAll { $0.name == Layer.app }
        copy.layers.append(app)
        copy.layers = Layer.conventional.compactMap { name in copy.layers.first { $0.name == name } }
        return copy
    }

    /// `layers: Domain (Sources/Domain), Data (Sources/Data) — from folder names`, or why there are none.
    public var summary: String {
        switch basis {
        case .configuration:
            return "layers: " + layers.map(\.name).joined(separator: ", ") + " — from the configuration"
        case .names(let folders, let targets):
            let source = folders && targets ? "folder and target names" : targets ? "target names" : "folder names"
            return "layers: " + layers.map(Self.describe).joined(separator: ", ") + " — from \(source)"
        case .none:
            let why: String
            if layers.isEmpty {
                why = "no Domain layer"
            } else {
                why = "no Domain layer; by name only " + layers.map(Self.describe).joined(separator: ", ")
            }
            return "no layered structure found (\(why)): layer rules are off; view, view-model, entity and n+1 "
                + "rules still apply"
        }
    }

    /// `Data (Sources/Data, Modules/Cache +2 more)`.
    private static func describe(_ layer: FoundLayer) -> String {
        guard !layer.places.isEmpty else { return layer.name }
        let shown = layer.places.prefix(2).joined(separator: ", ")
        let more = layer.places.count > 2 ? " +\(layer.places.count - 2) more" : ""
        return "\(layer.name) (\(shown)\(more))"
    }
}
