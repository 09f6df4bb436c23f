/// The naming convention `archlint init` uses to recognise layers in folder and target names.
enum LayerConvention {
    /// The conventional layers, in the order configurations list them.
    static let layerOrder = ["Presentation", "Domain", "Data", "App"]

    /// Which layers each may depend on: the inner rings point nowhere, the app wires everything.
    static let allowedDependencies: [String: [String]] = [
        "Presentation": ["Domain"],
        "Domain": [],
        "Data": ["Domain"],
        "App": ["Presentation", "Domain", "Data"],
    ]

    private static let dataNames: Set<String> = ["Data", "Infrastructure", "Persistence", "Networking", "Repositories"]
    private static let presentationNames: Set<String> = ["Presentation", "UI", "Views", "Features", "Screens",
                                                         "ViewModels"]

    /// The layer a folder or target of this name belongs to, or `nil`.
    static func layer(forName name: String) -> String? {
        if name.hasSuffix("Domain") { return "Domain" }
        if dataNames.contains(name) || name.hasSuffix("Data") { return "Data" }
        if presentationNames.contains(name) || name.hasSuffix("UI") || name.hasSuffix("Presentation") {
            return "Presentation"
        }
        return name == "App" ? "App" : nil
    }
}
