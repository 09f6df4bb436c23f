import ArchLintOutline
import ArchLintRules

/// The project's own modules: targets read from every `Package.swift`, plus modules named in configuration.
///
/// A target owns its `sources:` (files or folders under its path) minus its `exclude:`; a target without
/// `sources:` owns its whole path minus its excludes. The deepest claim wins, so targets that share a path and
/// split it with `sources:` each own only their part, and a target without `sources:` keeps the rest.
struct ModuleMap: Sendable {
    private(set) var modules: [String: ModuleInfo] = [:]
    /// Module names by the file or folder they claim (in declaration order).
    private var claims: [String: [String]] = [:]
    /// Module names by the file or folder their `exclude:` takes out.
    private var exclusions: [String: Set<String>] = [:]
    /// Folders holding a claimed or excluded file: their files may belong to different modules.
    private var foldersSplitByFile: Set<String> = []

    /// Reads the targets of every `Package.swift` among `manifests`.
    init(manifests files: [OutlinedFile], configuration: Configuration) {
        var configuredLayer: [String: String] = [:]
        for layer in configuration.layers ?? [] {
            for module in layer.modules { configuredLayer[module] = layer.name }
        }
        // Read on every core: a project of many packages has many manifests, and nothing else runs meanwhile.
        let manifests = Parallel.map(files.filter { Self.isManifest($0.path) }) { ($0.path, PackageManifest(file: $0)) }
        // Products of every package of the project: a dependency on one gives its targets.
        var products: [String: [String]] = [:]
        for (_, manifest) in manifests { products.merge(manifest.products) { first, _ in first } }
        var ambiguous: Set<String> = []
        for (manifestPath, manifest) in manifests {
            let folder = String(manifestPath.dropLast("Package.swift".count))
            let package = Self.normalize(folder)
            // A dependency by name alone is a target of the same package if it has one, else a product of another.
            let ownTargets = Set(manifest.targets.map(\.name))
            for target in manifest.targets {
                let path = Self.normalize(folder + (target.path ?? ((target.isTest ? "Tests/" : "Sources/") + target.name)))
                // SwiftPM refuses a target outside its package: such a target claims nothing (a stray fixture
                // manifest must not take another package's folders).
                guard Self.isInside(path, package) else { continue }
                let layer = configuredLayer[target.name]
                    ?? (configuration.layers == nil && !target.isTest ? LayerConventions.layer(forName: target.name) : nil)
                let dependencies = target.dependencies?.map { dependency in
                    ModuleDependency(name: dependency.name,
                                     modules: dependency.isProduct || !ownTargets.contains(dependency.name)
                                         ? products[dependency.name] ?? [dependency.name] : [dependency.name],
                                     line: dependency.line, column: dependency.column,
                                     sharedList: dependency.sharedList)
                }
                // Two packages of the project with a target of the same name: which one a file imports cannot be
                // told, so neither target's dependencies are checked.
                let isDuplicate = modules[target.name]?.manifest.map { $0 != manifestPath } ?? false
                modules[target.name] = ModuleInfo(name: target.name, path: path, layer: layer, isTest: target.isTest,
                                                  kind: target.kind, manifest: manifestPath,
                                                  dependencies: isDuplicate || ambiguous.contains(target.name)
                                                      ? nil : dependencies)
                if isDuplicate { ambiguous.insert(target.name) }
                for source in target.sources ?? [""] {
                    let sourcePath = Self.normalize(path + "/" + source)
                    if Self.isInside(sourcePath, path) { claim(sourcePath, by: target.name) }
                }
                for excluded in target.exclude {
                    let excludedPath = Self.normalize(path + "/" + excluded)
                    guard Self.isInside(excludedPath, path) else { continue }
                    exclusions[excludedPath, default: []].insert(target.name)
                    noteIfFile(excludedPath)
                }
            }
        }
        for (module, layer) in configuredLayer where modules[module] == nil {
            modules[module] = ModuleInfo(name: module, path: nil, layer: layer, isTest: false)
        }
    }

    /// The same modules in no layer: the map with the naming conventions off, when configuration declares no
    /// layers (only conventions gave these modules theirs). The manifests are not read again.
    func withoutLayers() -> ModuleMap {
        var map = self
        map.modules = modules.mapValues { module in
            var module = module
            module.layer = nil
            return module
        }
        return map
    }

    private mutating func claim(_ path: String, by module: String) {
        claims[path, default: []].removeAll { $0 == module }
        claims[path, default: []].append(module)
        noteIfFile(path)
    }

    private mutating func noteIfFile(_ path: String) {
        if path.hasSuffix(".swift") { foldersSplitByFile.insert(FolderTable.folder(of: path)) }
    }

    /// Whether files of `folder` may belong to different modules (a target's `sources:` or `exclude:` names one).
    func isSplitByFile(_ folder: String) -> Bool {
        foldersSplitByFile.contains(folder)
    }

    /// The module that owns the folder `folder` (relative to the root).
    func module(ofFolder folder: String) -> ModuleInfo? {
        folder.isEmpty ? nil : owner(startingAt: Substring(folder))
    }

    /// The module that owns the file at `path` (relative to the root).
    func module(ofFile path: String) -> ModuleInfo? {
        owner(startingAt: Substring(path))
    }

    /// The deepest claim on `path` or a folder above it that no exclusion on the way takes back.
    private func owner(startingAt path: Substring) -> ModuleInfo? {
        guard !claims.isEmpty else { return nil }
        var excluded: Set<String> = []
        var current = path
        while true {
            let key = String(current)
            if let taken = exclusions[key] { excluded.formUnion(taken) }
            if let name = claims[key]?.last(where: { !excluded.contains($0) }) { return modules[name] }
            guard let slash = current.utf8.lastIndex(of: UInt8(ascii: "/")) else { return nil }
            current = current[..<slash]
        }
    }

    /// Whether `path` names a package manifest.
    static func isManifest(_ path: String) -> Bool {
        path == "Package.swift" || path.hasSuffix("/Package.swift")
    }

    /// Whether the normalised `path` is `folder` or inside it (`""` is the root; a path climbing above it is not).
    private static func isInside(_ path: String, _ folder: String) -> Bool {
        if path == ".." || path.hasPrefix("../") { return false }
        return folder.isEmpty || path == folder || path.hasPrefix(folder + "/")
    }

    /// `./Sources/../Sources/X/` → `Sources/X`. Split at `/` bytes; a path with nothing to resolve (no empty,
    /// `.` or `..` part) is returned as it is.
    private static func normalize(_ path: String) -> String {
        var bytes = path
        let needsNothing = bytes.withUTF8 { utf8 -> Bool in
            // Every part between slashes is neither empty, `.` nor `..`.
            var start = 0
            for end in 0...utf8.count where end == utf8.count || utf8[end] == UInt8(ascii: "/") {
                let length = end - start
                if length == 0 || (utf8[start] == UInt8(ascii: ".") && (length == 1
                    || (length == 2 && utf8[start + 1] == UInt8(ascii: ".")))) {
                    return false
                }
                start = end + 1
            }
            return true
        }
        if needsNothing { return path }
        var parts: [Substring] = []
        var resolved = false
        for part in path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
            if part.isEmpty || part.elementsEqual(".".utf8) {
                resolved = true
                continue
            }
            if part.elementsEqual("..".utf8) {
                resolved = true
                if !parts.isEmpty {
                    parts.removeLast()
                    continue
                }
            }
            parts.append(Substring(part))
        }
        return resolved ? parts.joined(separator: "/") : path
    }
}
