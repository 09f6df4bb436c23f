/// Assigns layers from folder and target names when no configuration declares them.
///
/// The deepest path component that names a layer wins (`Features/Trips/Data/…` is Data). A component named
/// `Tests` or ending in `Tests` makes the file unlayered (`TripDomainTests` is not Domain).
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
        let components = path.split(separator: "/").dropLast()
        if components.contains(where: isTestFolder) { return nil }
        for component in components.reversed() {
            if let layer = layer(forName: String(component)) { return layer }
        }
        return nil
    }

    /// A test folder or target: `Tests`, `TripDomainTests`.
    public static func isTestFolder(_ name: Substring) -> Bool {
        name == "Tests" || name.hasSuffix("Tests") || name == "Test" || name.hasSuffix("UITests")
    }

    /// `name` is `suffix` preceded by a non-empty word (`TripDomain`, not `Domain` itself, nor `Metadata`).
    private static func hasSuffix(_ name: String, _ suffix: String) -> Bool {
        name.count > suffix.count && name.hasSuffix(suffix)
    }
}
