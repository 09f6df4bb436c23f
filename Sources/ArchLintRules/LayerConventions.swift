/// Assigns layers from folder and target names when no configuration declares them.
///
/// A folder named after a layer itself (`Domain`, `Data`, `Presentation`, `App`, `TripDomain`, `TripUI`…) outranks a
/// folder named after a role inside a layer (`Repositories`, `Networking`, `Views`, `ViewModels`…), so
/// `Domain/Repositories/TripRepository.swift` is Domain; among folders of the same rank the deepest wins
/// (`Features/Trips/Data/…` is Data). A component named `Tests` or ending in `Tests` makes the file unlayered
/// (`TripDomainTests` is not Domain).
public enum LayerConventions {
    /// The layer a folder or target name stands for, or `nil`.
    public static func layer(forName name: String) -> String? {
        switch name {
        case "Domain": return Layer.domain
        case "Data", "Infrastructure", "Persistence", "Networking", "Repositories": return Layer.data
        case "Presentation", "UI", "Views", "Features", "Screens", "ViewModels": return Layer.presentation
        case "App": return Layer.app
        default: break
        }
        if hasSuffix(name, "Domain") { return Layer.domain }
        if hasSuffix(name, "Data") { return Layer.data }
        if hasSuffix(name, "Presentation") || hasSuffix(name, "UI") { return Layer.presentation }
        return nil
    }

    /// The layer of a `/`-separated path relative to the project root, from its folder names.
    public static func layer(forPath path: String) -> String? {
        layer(folders: path.split(separator: "/").dropLast())
    }

    /// The layer of a `/`-separated folder path relative to the project root (`""` for the root).
    public static func layer(forFolder folder: String) -> String? {
        layer(folders: folder.split(separator: "/")[...])
    }

    private static func layer(folders components: ArraySlice<Substring>) -> String? {
        if components.contains(where: isTestFolder) { return nil }
        var roleLayer: String?
        for component in components.reversed() {
            let name = String(component)
            guard let layer = layer(forName: name) else { continue }
            if !roleNames.contains(name) { return layer }
            if roleLayer == nil { roleLayer = layer }
        }
        return roleLayer
    }

    /// Folder names that say what code does inside a layer rather than naming the layer.
    static let roleNames: Set<String> = [
        "Infrastructure", "Persistence", "Networking", "Repositories", "UI", "Views", "Features", "Screens",
        "ViewModels",
    ]

    /// A test folder or target: `Tests`, `TripDomainTests`.
    public static func isTestFolder(_ name: Substring) -> Bool {
        name == "Tests" || name.hasSuffix("Tests") || name == "Test" || name.hasSuffix("UITests")
    }

    /// `name` is `suffix` preceded by a non-empty word (`TripDomain`, not `Domain` itself, nor `Metadata`).
    private static func hasSuffix(_ name: String, _ suffix: String) -> Bool {
        name.count > suffix.count && name.hasSuffix(suffix)
    }
}
