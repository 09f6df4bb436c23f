/// Assigns layers from folder and target names when no configuration declares them.
///
/// A folder named after a layer itself (`Domain`, `Data`, `Presentation`, `App`, `TripDomain`, `DomainKit`,
/// `TripUI`…) outranks a folder named after a role or a technology inside a layer (`Repositories`, `Networking`,
/// `Views`, `CoreData`, `SwiftData`…), so `Domain/Repositories/TripRepository.swift` and
/// `Domain/Trips/CoreData/Mapping.swift` are Domain, and `Features/Trips/Data/…` is Data. A layer folder
/// encloses the layer folders inside it (`Presentation/Extensions/Domain/…` is Presentation), except `App`, the
/// folder an app's layers often sit in (`App/Domain/…` is Domain); among role folders the deepest wins. Test
/// folders and Tuist's folder make a file unlayered (`TripDomainTests` is not Domain).
public enum LayerConventions {
    /// The layer a target name, or a folder in a module's place (at the root or right under `Sources`,
    /// `Packages`…), stands for, or `nil`.
    public static func layer(forName name: String) -> String? {
        match(name, asModule: true)?.layer
    }

    /// The layer a folder name stands for where it is; `asModule` when it sits in a module's place, where
    /// `TripData` names the Data layer (deeper down, `UserData` is just a folder).
    public static func match(_ name: String, asModule: Bool) -> (layer: String, isRole: Bool)? {
        guard mayNameLayer(name) else { return nil }
        if let layer = layerNames[name] { return (layer, false) }
        if let layer = roleNames[name] { return (layer, true) }
        let words = NameWords.split(name)
        // The last word naming a layer, followed only by packaging words (`DomainKit`, `TripDataLayer`).
        guard let position = words.lastIndex(where: { layerWords[$0] != nil }) else { return nil }
        let word = words[position], layer = layerWords[word]!
        let rest = words[(position + 1)...]
        let packaging = layer == Layer.domain ? domainPackagingWords.union(packagingWords) : packagingWords
        guard rest.allSatisfy(packaging.contains) else { return nil }
        if layer != Layer.domain, position > 0, technologyPrefixes.contains(words[position - 1]) { return nil }
        if word == "UI", !rest.isEmpty { return nil }
        if layer == Layer.data, position > 0, rest.isEmpty, !asModule { return nil }
        return (layer, false)
    }

    /// The layer of a `/`-separated path relative to the project root, from its folder names.
    public static func layer(forPath path: String) -> String? {
        layer(folders: path.split(separator: "/").dropLast())
    }

    /// The layer of a `/`-separated folder path relative to the project root (`""` for the root).
    public static func layer(forFolder folder: String) -> String? {
        layer(folders: folder.split(separator: "/")[...])
    }

    /// The layer of a folder path and the outermost folder that names it (`"Sources/UI"` for
    /// `Sources/UI/Views`), or `nil`.
    public static func layerAndOrigin(forFolder folder: String) -> (layer: String, origin: String)? {
        let components = folder.split(separator: "/")[...]
        guard let (layer, depth) = decide(components) else { return nil }
        let outermost = (0...depth).first { position in
            let asModule = position == 0 || moduleParents.contains(components[position - 1])
            return match(String(components[position]), asModule: asModule)?.layer == layer
        } ?? depth
        return (layer, components.prefix(outermost + 1).joined(separator: "/"))
    }

    private static func layer(folders components: ArraySlice<Substring>) -> String? {
        decide(components)?.layer
    }

    /// The layer and the index of the deciding component. A folder named for Domain, Data or Presentation
    /// encloses everything inside it, so the outermost one decides (`Presentation/Extensions/Domain/` is
    /// Presentation); a folder named `App` holds the app's layers rather than enclosing them, so it decides only
    /// when no other layer is named; role folders decide last, the deepest first.
    private static func decide(_ components: ArraySlice<Substring>) -> (layer: String, depth: Int)? {
        if components.contains(where: isOutsideAppCode) { return nil }
        var appLayer: (layer: String, depth: Int)?
        var roleLayer: (layer: String, depth: Int)?
        for position in components.indices where mayNameLayer(components[position]) {
            let asModule = position == components.startIndex || moduleParents.contains(components[position - 1])
            guard let found = match(String(components[position]), asModule: asModule) else { continue }
            let depth = position - components.startIndex
            if found.isRole {
                roleLayer = (found.layer, depth)
            } else if found.layer == Layer.app {
                if appLayer == nil { appLayer = (found.layer, depth) }
            } else {
                return (found.layer, depth)
            }
        }
        return appLayer ?? roleLayer
    }

    /// Whether the layers found by name show the layered shape: there is a Domain layer. Without one, folders
    /// named `Data` or `UI` are ordinary folders and the naming conventions do not apply. (A Domain alone keeps
    /// its rules: with no other layer, no dependency between layers can be forbidden.)
    public static func showsLayeredShape(_ layers: Set<String>) -> Bool {
        layers.contains(Layer.domain)
    }

    /// Whether `name` holds the bytes of a layer's, role's or layer word's name (`Domain`, `Data`, `UI`,
    /// `Views`…): ``match(_:asModule:)`` finds nothing in a name without one, and most folder and target names
    /// have none. A plain byte search: these names are ASCII, and no other text is canonically equivalent to them.
    public static func mayNameLayer<Name: StringProtocol>(_ name: Name) -> Bool {
        name.utf8.withContiguousStorageIfAvailable(holdsLayerSpelling) ?? holdsLayerSpelling(Array(name.utf8))
    }

    private static func holdsLayerSpelling(_ bytes: some RandomAccessCollection<UInt8>) -> Bool {
        let count = bytes.count
        guard count >= 2 else { return false }
        var start = bytes.startIndex
        for position in 0..<count - 1 {
            defer { start = bytes.index(after: start) }
            guard let candidates = layerSpellings[Int(bytes[start])] else { continue }
            for spelling in candidates where spelling.count <= count - position {
                if zip(spelling, bytes[start...]).allSatisfy({ $0 == $1 }) { return true }
            }
        }
        return false
    }

    /// The spellings ``match(_:asModule:)`` can find, by first byte.
    private static let layerSpellings: [[[UInt8]]?] = {
        let names = Set(layerNames.keys).union(roleNames.keys).union(layerWords.keys)
        var table = [[[UInt8]]?](repeating: nil, count: 256)
        for name in names.sorted() {
            let bytes = Array(name.utf8)
            table[Int(bytes[0])] = (table[Int(bytes[0])] ?? []) + [bytes]
        }
        return table
    }()

    private static let layerNames: [String: String] = [
        "Domain": Layer.domain, "Data": Layer.data, "Presentation": Layer.presentation, "App": Layer.app,
    ]

    /// Folder names that say what code does inside a layer, or with which technology, rather than naming it.
    static let roleNames: [String: String] = [
        "Infrastructure": Layer.data, "Persistence": Layer.data, "Networking": Layer.data,
        "Repositories": Layer.data, "CoreData": Layer.data, "SwiftData": Layer.data,
        "UI": Layer.presentation, "Views": Layer.presentation, "Features": Layer.presentation,
        "Screens": Layer.presentation, "ViewModels": Layer.presentation, "SwiftUI": Layer.presentation,
    ]

    private static let layerWords: [String: String] = [
        "Domain": Layer.domain, "Data": Layer.data, "Presentation": Layer.presentation, "UI": Layer.presentation,
    ]
    /// Words after a layer's name that name a package of it: `DomainKit`, `DataLayer`.
    private static let packagingWords: Set<String> = ["Kit", "Layer", "Module", "Package", "Core", "Library", "Lib"]
    private static let domainPackagingWords: Set<String> = ["Models", "Model", "Entities", "Logic"]
    /// `SwiftData`, `CoreData`, `SwiftUI` are technologies: `BooksSwiftData` is no layer.
    private static let technologyPrefixes: Set<String> = ["Swift", "Core"]
    /// Whether folders inside `name` sit in a module's place (`Sources`, `Packages`, `Modules`…).
    public static func isModuleParent(_ name: Substring) -> Bool {
        moduleParents.contains(name)
    }

    /// Folders whose children sit in a module's place.
    private static let moduleParents: Set<Substring> = [
        "Sources", "Source", "Packages", "Modules", "Frameworks", "Targets", "Projects",
    ]

    /// A test folder or target: `Tests`, `TripDomainTests`.
    public static func isTestFolder(_ name: Substring) -> Bool {
        // The bytes first: a name that does not end in `Test`, `Tests` or `UITests` is none, and the string
        // comparison costs more. Every folder of every project is asked.
        guard endsWith(name, "Test") || endsWith(name, "Tests") else { return false }
        return name == "Tests" || name.hasSuffix("Tests") || name == "Test" || name.hasSuffix("UITests")
    }

    /// A folder whose files are not app code: a test folder, or Tuist's project description folder.
    public static func isOutsideAppCode(_ name: Substring) -> Bool {
        isTestFolder(name) || (endsWith(name, "Tuist") && name == "Tuist")
    }

    /// Whether the UTF-8 bytes of `name` end with those of `suffix`.
    private static func endsWith(_ name: Substring, _ suffix: StaticString) -> Bool {
        let count = suffix.utf8CodeUnitCount
        let bytes = name.utf8
        guard bytes.count >= count else { return false }
        let tail = suffix.utf8Start
        var index = bytes.endIndex
        for offset in stride(from: count - 1, through: 0, by: -1) {
            index = bytes.index(before: index)
            guard bytes[index] == tail[offset] else { return false }
        }
        return true
    }

    /// A project manifest (`Package.swift`, `Package@swift-5.9.swift`, Tuist's `Project.swift`, `Workspace.swift`):
    /// not app code, so in no layer wherever it is.
    public static func isManifest(fileName name: Substring) -> Bool {
        name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
            || name == "Project.swift" || name == "Workspace.swift"
    }
}
