import ArchLintEngine
import ArchLintOutline
import ArchLintReporters
import ArchLintRules

/// A `layers` block to paste into `.archlint.json` for a project that shows no layers by name (no Domain folder or
/// target), built from the folders and targets a lint saw: the layers their names give, the composition roots,
/// the folder of the `@Model` types when views query them, folders whose names suggest Domain, and the rest named
/// in a comment so that each can be placed by hand. Domain is always there, empty when nothing suggests it.
struct LayersSuggestion {
    struct Entry: Equatable {
        var name: String
        var paths: [String]
        /// Package targets the layer takes whole, by name.
        var modules: [String] = []
        var mayDependOn: [String] = []
    }

    /// In the order written: a models layer first, so that its globs win over a wider folder's.
    var layers: [Entry]
    /// App folders no layer takes, with their file counts.
    var unplaced: [(folder: String, files: Int)]

    /// Folder names that usually hold Domain code when nothing is named Domain.
    static let domainLikeNames: Set<String> = ["Models", "Model", "Entities", "UseCases", "BusinessLogic", "Logic"]

    init(_ result: LintResult) {
        var places: [String: [String]] = [:]
        for layer in result.layerDetection.layers {
            places[layer.name, default: []] += layer.places.map { Self.glob(forPlace: $0, in: result) }
        }
        let models = ModelsLayer(result)
        if let models {
            // The models layer comes first and takes its folders whole: another layer's same glob would match nothing.
            for name in places.keys { places[name]?.removeAll { models.paths.contains($0) } }
        }
        let roots = Set(result.compositionRoots.map(\.path))
        // An App folder that holds the whole app (`MyApp/` with `Models`, `Views`, `Services` in it) says nothing
        // of its parts: App keeps the composition roots, and its folders are placed one by one below.
        let appFiles = result.files.filter(\.isAppCode)
        let whole = Self.sharedFolder(of: appFiles)
        if !whole.isEmpty {
            places[Layer.app]?.removeAll { $0 == Glob.escaped(whole.joined(separator: "/")) + "/**" }
        }
        let appGlobs = (places[Layer.app] ?? []).map(Glob.init)
        places[Layer.app, default: []] += result.compositionRoots.map(\.path)
            .filter { root in !appGlobs.contains { $0.matches(root) } }.map(Glob.escaped)

        let covered = (places.values.flatMap { $0 } + (models?.paths ?? [])).map(Glob.init)
        let remaining = result.files.filter { file in
            file.isAppCode && !roots.contains(file.path) && !covered.contains { $0.matches(file.path) }
        }
        var unplaced: [(folder: String, files: Int)] = []
        var domainByName: [String] = []
        var modules: [String: [String]] = [:]
        func layer(of group: Group) -> String? {
            let name = group.isTarget ? group.folder
                : group.folder.split(separator: "/").last.map(String.init) ?? ""
            return group.module.flatMap(LayerConventions.layer(forName:))
                ?? LayerConventions.match(name, asModule: true)?.layer
                ?? (Self.domainLikeNames.contains(name) ? Layer.domain : nil)
        }
        let shared = Self.sharedFolder(of: appFiles)
        var placing = Self.groups(remaining, below: shared)
        // A folder no name places (`Shared`) is looked at one level deeper (`Shared/Models`, `Shared/Views`).
        placing = placing.flatMap { group -> [Group] in
            guard layer(of: group) == nil, !group.isTarget, group.glob.hasSuffix("/**") else { return [group] }
            let inside = remaining.filter(group.holds)
            let deeper = Self.groups(inside, below: group.folder.split(separator: "/").map(String.init))
            return deeper.contains { layer(of: $0) != nil } ? deeper : [group]
        }
        for group in placing {
            let name = group.isTarget ? group.folder
                : group.folder.split(separator: "/").last.map(String.init) ?? ""
            if let layer = layer(of: group) {
                if group.isTarget { modules[layer, default: []].append(group.folder) }
                else { places[layer, default: []].append(group.glob) }
                if layer == Layer.domain, Self.domainLikeNames.contains(name) { domainByName.append(group.label) }
            } else {
                unplaced.append((group.label, group.files))
            }
        }
        var layers: [Entry] = []
        if let models { layers.append(Entry(name: models.name, paths: models.paths, mayDependOn: [Layer.domain])) }
        let names = Set(places.filter { !$0.value.isEmpty }.keys).union(modules.keys).union([Layer.domain])
        for name in Layer.conventional where names.contains(name) {
            var allowed = Layer.conventional.filter { $0 != name && names.contains($0)
                && Layer.conventionalPolicy.allows(name, $0) }
            if let models, name != Layer.domain { allowed.append(models.name) }
            layers.append(Entry(name: name, paths: places[name] ?? [], modules: modules[name] ?? [],
                                mayDependOn: allowed))
        }
        self.layers = layers
        self.unplaced = unplaced
        self.domainByName = domainByName
    }

    /// Folders proposed as Domain for their names (`Models`, `Entities`, `UseCases`): where a team keeps its value
    /// types and rules when nothing is named Domain.
    var domainByName: [String] = []

    /// The folder every one of `files` is in, as path components; empty when they share none.
    static func sharedFolder(of files: [FileSummary]) -> [String] {
        let folders = files.map { $0.path.split(separator: "/").dropLast().map(String.init) }
        var shared = folders.first ?? []
        for folder in folders.dropFirst() {
            shared = Array(zip(shared, folder).prefix { $0 == $1 }.map(\.0))
        }
        return shared
    }

    /// Whether the block says something: two layers or more with files to them (a small tool or library with one
    /// folder gains nothing from layers).
    var isUseful: Bool {
        layers.count { !$0.paths.isEmpty || !$0.modules.isEmpty } >= 2
    }

    /// The block: `"layers": { … },` with a comment for an empty Domain and one for the folders left out.
    var block: String {
        var lines = ["\"layers\": {"]
        for (position, layer) in layers.enumerated() {
            let end = position == layers.count - 1 ? "" : ","
            let name = JSONString.quoted(layer.name)
            let paths = Self.list(layer.paths), allowed = Self.list(layer.mayDependOn)
            let modules = layer.modules.isEmpty ? "" : "\"modules\": \(Self.list(layer.modules)), "
            var line = "  \(name): {\"paths\": \(paths), \(modules)\"mayDependOn\": \(allowed)}" + end
            if layer.name == Layer.domain, layer.paths.isEmpty, layer.modules.isEmpty {
                line += "  // the folders of your rules and value types"
            }
            guard line.count > Self.width else {
                lines.append(line)
                continue
            }
            // A long entry breaks between its values, never inside one, so that it reads whole on a terminal.
            lines.append("  \(name): {")
            if "    \"paths\": \(paths),".count > Self.width {
                lines.append("    \"paths\": [")
                lines += layer.paths.enumerated().map { index, path in
                    "      " + JSONString.quoted(path) + (index == layer.paths.count - 1 ? "" : ",")
                }
                lines.append("    ],")
            } else {
                lines.append("    \"paths\": \(paths),")
            }
            if !layer.modules.isEmpty {
                lines += WordWrap.lines(String(modules.dropLast()), width: Self.width - 4).map { "    " + $0 }
            }
            lines.append("    \"mayDependOn\": \(allowed)")
            lines.append("  }" + end)
        }
        if !unplaced.isEmpty {
            // On one line each, as the comment they are in: a line break in a folder's name would end it.
            let list = "not placed yet: "
                + unplaced.map { "\($0.folder.singleLine) (\(Self.plural($0.files, "file")))" }.joined(separator: ", ")
            lines += WordWrap.lines(list, width: Self.width - 5).map { "  // " + $0 }
        }
        lines.append("},")
        return lines.joined(separator: "\n")
    }

    /// A place a layer was found at (a folder, or a composition root's file) as a glob.
    private static func glob(forPlace place: String, in result: LintResult) -> String {
        result.files.contains { $0.path == place } ? Glob.escaped(place) : Glob.escaped(place) + "/**"
    }

    private struct Group {
        /// The folder, or for a package target, its name.
        var folder: String
        var glob: String
        var label: String
        var module: String?
        var files: Int
        /// Whether the group is a package target's files, named in `modules` rather than by a glob.
        var isTarget = false
        /// Whether it holds only the files right in its folder, not those of the folders below.
        var isDirect = false
        /// Whether it is what is left of a folder once its targets were taken out: the files of no target.
        var leavesOutTargets = false

        /// Whether `file` is one of the group's.
        func holds(_ file: FileSummary) -> Bool {
            if leavesOutTargets, file.module != nil { return false }
            if isDirect { return file.path.split(separator: "/").dropLast().joined(separator: "/") == folder }
            return folder.isEmpty || file.path.hasPrefix(folder + "/")
        }
    }

    /// `files` grouped one level below the folder `shared` (`MyApp/Views`, `Sources/TripKit`); files right in
    /// that folder are a group of their own.
    private static func groups(_ files: [FileSummary], below shared: [String]) -> [Group] {
        var groups: [String: Group] = [:]
        for file in files {
            let components = file.path.split(separator: "/").dropLast().map(String.init)
            let key: String, glob: String, label: String
            if components.count > shared.count {
                key = components.prefix(shared.count + 1).joined(separator: "/")
                glob = Glob.escaped(key) + "/**"
                label = key
            } else {
                key = shared.joined(separator: "/")
                glob = key.isEmpty ? "*.swift" : Glob.escaped(key) + "/*.swift"
                label = key.isEmpty ? "files at the root" : key + "/*.swift"
            }
            groups[key, default: Group(folder: key, glob: glob, label: label, module: file.module, files: 0,
                                       isDirect: components.count <= shared.count)].files += 1
            if groups[key]?.module != file.module { groups[key]?.module = nil }
        }
        // A folder of several package targets (`Packages/`) is placed target by target.
        var split: [Group] = []
        for group in groups.values {
            guard group.module == nil else {
                split.append(group)
                continue
            }
            let inside = files.filter(group.holds)
            let byModule = Dictionary(grouping: inside.filter { $0.module != nil }, by: { $0.module ?? "" })
            guard byModule.count >= 2 else {
                split.append(group)
                continue
            }
            for (module, members) in byModule {
                split.append(Group(folder: module, glob: "", label: "target \(module)", module: module,
                                   files: members.count, isTarget: true))
            }
            let rest = inside.count - byModule.values.reduce(0) { $0 + $1.count }
            if rest > 0 {
                var folder = group
                folder.files = rest
                folder.leavesOutTargets = true
                split.append(folder)
            }
        }
        return split.sorted { ($0.isTarget ? 1 : 0, $0.folder) < ($1.isTarget ? 1 : 0, $1.folder) }
    }

    /// The widest line the block has, so that indented under a step it fits a terminal of 110 columns.
    static let width = 96

    static func list(_ values: [String]) -> String {
        "[" + values.map(JSONString.quoted).joined(separator: ", ") + "]"
    }

    private static func plural(_ count: Int, _ word: String) -> String {
        "\(count) \(word)" + (count == 1 ? "" : "s")
    }
}
