import ArchLintOutline
import ArchLintRules

/// The project's own modules: targets read from every `Package.swift`, plus modules named in configuration.
struct ModuleMap: Sendable {
    private(set) var modules: [String: ModuleInfo] = [:]
    /// Module name by source folder, for finding the module that holds a file.
    private var folders: [String: String] = [:]

    /// Reads the targets of every `Package.swift` among `manifests`.
    init(manifests files: [OutlinedFile], configuration: Configuration) {
        var configuredLayer: [String: String] = [:]
        for layer in configuration.layers ?? [] {
            for module in layer.modules { configuredLayer[module] = layer.name }
        }
        for file in files where Self.isManifest(file.path) {
            let folder = String(file.path.dropLast("Package.swift".count))
            for target in PackageManifest(file: file).targets {
                let path = Self.normalize(folder + (target.path ?? ((target.isTest ? "Tests/" : "Sources/") + target.name)))
                let layer = configuredLayer[target.name]
                    ?? (configuration.layers == nil && !target.isTest ? LayerConventions.layer(forName: target.name) : nil)
                modules[target.name] = ModuleInfo(name: target.name, path: path, layer: layer, isTest: target.isTest)
                folders[path] = target.name
            }
        }
        for (module, layer) in configuredLayer where modules[module] == nil {
            modules[module] = ModuleInfo(name: module, path: nil, layer: layer, isTest: false)
        }
    }

    /// The module whose source folder holds `path`, if any.
    func module(containing path: String) -> ModuleInfo? {
        guard !folders.isEmpty else { return nil }
        // The deepest enclosing folder that is a module's: one lookup per folder level.
        var folder = Substring(path)
        while let slash = folder.lastIndex(of: "/") {
            folder = folder[..<slash]
            if let name = folders[String(folder)] { return modules[name] }
        }
        return nil
    }

    /// Whether `path` names a package manifest.
    static func isManifest(_ path: String) -> Bool {
        path == "Package.swift" || path.hasSuffix("/Package.swift")
    }

    /// `./Sources/../Sources/X/` → `Sources/X`.
    private static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == "..", !parts.isEmpty { parts.removeLast(); continue }
            parts.append(part)
        }
        return parts.joined(separator: "/")
    }
}
