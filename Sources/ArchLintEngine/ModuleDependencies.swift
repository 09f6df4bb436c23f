import ArchLintLexer
import ArchLintOutline
import ArchLintRules

/// `module-dependency`: the package graph against what the files import. From the manifests the engine reads
/// anyway and every file's imports: an import of a project module its target does not declare, an import of one
/// it reaches only through another dependency, a declared dependency on a project module no file of the target
/// imports, and a cycle of imports among targets.
///
/// Only targets whose `dependencies:` list is plain names (or lists of them declared in the manifest) are checked;
/// a dependency on another package's product counts for the targets of that product when the package is part of
/// the project, and is left alone otherwise.
struct ModuleDependencies {
    static let id = RuleRegistry.moduleDependencyID
    /// Dependencies on targets of these kinds are used without an `import` (a macro's module is named in
    /// `#externalMacro`, a plugin or tool is run), so they are never called unused.
    static let usedWithoutImport: Set<String> = ["macro", "plugin", "executableTarget", "binaryTarget", "systemLibrary"]

    /// The project's modules by name, from its manifests.
    let modules: [String: ModuleInfo]
    let files: [ScannedFile]
    let manifests: [OutlinedFile]
    let severity: Severity
    /// The severity of an unused dependency: a warning unless the configuration sets the rule's severity.
    let unusedSeverity: Severity
    /// The severity of an import reached only through another dependency: a warning unless the configuration sets
    /// the rule's severity.
    let transitiveSeverity: Severity
    /// The files reported on (a staged run's), or `nil` for all.
    let reportOnly: Set<String>?
    /// Where files read before are kept, for the text of a finding's line.
    var cache: OutlineCache? = nil

    /// A finding before its source line is read.
    struct Found {
        var file: String
        var line: Int
        var column: Int
        var message: String
        var severity: Severity
        /// The same finding's places in other files (the first import in each), in file order.
        var elsewhere: [FindingPlace] = []
    }

    func findings() -> [Finding] {
        var found: [Found] = []
        var importsOfModule: [String: Set<String>] = [:]
        /// The modules that import a module neither of the project nor of the toolchain or platform.
        var importingOthers: Set<String> = []
        var modulesWithFiles: Set<String> = []
        /// The first import of `to` by a file of `from`, for the cycle report.
        var edges: [String: [String: Found]] = [:]
        /// What the modules' dependencies reach, asked only of imports the importing target does not declare.
        var reach = ModuleReach(modules: modules)
        /// The module of the file before, with what the loop needs of it: files come in path order, so most
        /// files share their module with the one before, and it is looked up once per run of them.
        var currentModule: String?, currentInfo: ModuleInfo?, currentKnowable = false
        /// Imports of a module the target reaches only through another dependency, by target and module.
        var transitive: [String: [String: [Found]]] = [:]
        /// What an import of each module means in the current module, decided at its first import in a run of the
        /// module's files: the files of a module import the same few modules again and again.
        var verdicts: [String: ImportVerdict] = [:]
        /// Whether imports name anything of the module they import, for the advice on an undeclared one.
        let moduleFiles = ModuleFiles(files)
        var unused = UnusedImports(moduleFiles)
        for file in files {
            // Fields read through the file, not the declarations copied out whole.
            guard let module = file.declarations?.module, let path = file.declarations?.path,
                  !Self.isDocumentationResource(path) else { continue }
            if currentModule != module {
                currentModule = module
                verdicts.removeAll(keepingCapacity: true)
                currentInfo = modules[module]
                guard currentInfo != nil else { continue }
                modulesWithFiles.insert(module)
                currentKnowable = reach.isKnowable(module)
            }
            guard let info = currentInfo else { continue }
            for decl in file.declarations?.imports ?? [] {
                func at() -> Found {
                    Found(file: path, line: decl.line, column: decl.column, message: "", severity: severity)
                }
                let verdict: ImportVerdict
                if let known = verdicts[decl.module] {
                    verdict = known
                } else {
                    verdict = importVerdict(of: decl.module, in: module, info: info, knowable: currentKnowable,
                                            reach: &reach)
                    verdicts[decl.module] = verdict
                    // The first import of the module in this run of files: the graph learns the edge.
                    if verdict == .notAProjectModule {
                        if !FrameworkKind.isToolchainOrPlatform(decl.module) {
                            importingOthers.insert(module)
                        }
                    } else {
                        importsOfModule[module, default: []].insert(decl.module)
                        if !info.isTest, edges[module]?[decl.module] == nil {
                            edges[module, default: [:]][decl.module] = at()
                        }
                    }
                }
                switch verdict {
                case .notAProjectModule, .declared:
                    continue
                case .undeclared:
                    var finding = at()
                    finding.message = "`import \(decl.module)` in target `\(module)`, whose dependencies in "
                        + "\(info.manifest ?? "Package.swift") do not name it — "
                        + (unused.nothingNamed(of: decl.module, inFiles: [path], in: self)
                            ? "this file names nothing `\(decl.module)` declares: delete the import (declare it only "
                                + "if something of it is used after all)"
                            : "declare it, or the target builds by accident or not at all")
                    found.append(finding)
                case .transitive:
                    transitive[module, default: [:]][decl.module, default: []].append(at())
                }
            }
        }
        /// Each manifest's products, read once for all the imports that name one.
        var products: [String: [String: [String]]] = [:]
        for (module, imported) in transitive {
            guard let info = modules[module] else { continue }
            let starts = Starts(info)
            for (target, imports) in imported {
                found.append(transitiveImport(of: target, by: info, at: imports, starts: starts, reach: &reach,
                                              products: &products, unused: &unused))
            }
        }
        /// The modules' files as the extension-member check reads them, each module read once.
        var memberReading = ExtensionMemberReading(moduleFiles)
        // The targets with imports reached through another dependency, in name order, sorted once.
        let transitiveByTarget = transitive.sorted { $0.key < $1.key }
        for info in modules.values.sorted(by: { $0.name < $1.name }) {
            guard let manifest = info.manifest, let dependencies = info.dependencies,
                  modulesWithFiles.contains(info.name) else { continue }
            let imported = importsOfModule[info.name, default: []]
            /// The modules each target that depends on this one imports and reaches only through it, found the
            /// first time an unused dependency of this target asks.
            var reachedThroughTarget: [(target: String, modules: [String])]?
            // An entry of a list several targets share is not this target's to remove.
            for dependency in dependencies where dependency.sharedList == nil {
                let targets = dependency.modules.compactMap { modules[$0] }
                // Another package's product, or a target used without an import: nothing to say. Nor for a target
                // with no Swift file (a C target, whose module map may name its module otherwise) when this target
                // imports a module that is neither the project's nor the platform's: it may be that one.
                guard targets.count == dependency.modules.count, !targets.isEmpty,
                      !targets.contains(where: { Self.usedWithoutImport.contains($0.kind) }),
                      targets.allSatisfy({ modulesWithFiles.contains($0.name) })
                        || !importingOthers.contains(info.name),
                      !dependency.modules.contains(where: imported.contains) else { continue }
                // Imports that reach their module only through this dependency — the target's own, and those of
                // targets that depend on it and reach the module through it: removing it alone would break them.
                let others = Starts(info) { $0 != dependency }
                var carried: [(target: String, modules: [String])] = []
                let own = (transitive[info.name]?.keys ?? [:].keys).filter { module in
                    reach.firstReaching(module, from: others.modules) == nil
                }.sorted()
                if !own.isEmpty { carried.append((info.name, own)) }
                if reachedThroughTarget == nil {
                    reachedThroughTarget = transitiveByTarget.compactMap { user, imported in
                        guard user != info.name, let userInfo = modules[user],
                              (userInfo.dependencies ?? []).contains(where: { $0.modules.contains(info.name) })
                        else { return nil }
                        let withoutTarget = Starts(userInfo) { !$0.modules.contains(info.name) }
                        let through = imported.keys.filter { module in
                            module != info.name && reach.firstReaching(module, from: withoutTarget.modules) == nil
                        }.sorted()
                        return through.isEmpty ? nil : (user, through)
                    }
                }
                for (user, through) in reachedThroughTarget ?? [] {
                    // Of what the user reaches only through this target, what the target reaches only here.
                    let broken = through.filter { module in
                        dependency.modules.contains(module) || reach.firstReaching(module, from: others.modules) == nil
                    }
                    if !broken.isEmpty { carried.append((user, broken)) }
                }
                let message: String
                var elsewhere: [FindingPlace] = []
                let memberUses = extensionMemberUses(of: dependency, by: info.name, reading: &memberReading)
                if let first = memberUses.first {
                    // Used, through members its extensions add: the import is what is missing.
                    var seenFiles: Set<String> = []
                    elsewhere = memberUses.filter { seenFiles.insert($0.place.file ?? "").inserted }.map(\.place)
                    let users = elsewhere.count > 1 ? " and \(elsewhere.count - 1) more "
                        + (elsewhere.count == 2 ? "file use" : "files use") : " uses"
                    message = "`\(dependency.name)` is a dependency of target `\(info.name)` that none of its files "
                        + "imports, yet \(first.place.file ?? "")\(users) `\(first.member)`, a member "
                        + "`\(dependency.name)` adds in an extension — import `\(dependency.name)` in the files that "
                        + "use it; without the import it resolves only while another import happens to load "
                        + "`\(dependency.name)`"
                } else if carried.isEmpty {
                    message = "`\(dependency.name)` is a dependency of target `\(info.name)` that none of its files "
                        + "imports — remove it, or import what it is for"
                } else {
                    let named = carried.map { entry in
                        var names = entry.modules.prefix(4).map { "`\($0)`" }.joined(separator: ", ")
                        if entry.modules.count > 4 { names += " and \(entry.modules.count - 4) more" }
                        return names + " in `\(entry.target)`"
                    }
                    let all = carried.count > 3 ? named.prefix(3).joined(separator: "; ")
                        + "; and in \(carried.count - 3) more targets" : named.joined(separator: "; ")
                    message = "`\(dependency.name)` is a dependency of target `\(info.name)` that none of its files "
                        + "imports, but imports reach their module only through it (\(all)) — declare those modules "
                        + "in the targets that import them; removing `\(dependency.name)` alone breaks the build"
                }
                found.append(Found(file: manifest, line: dependency.line, column: dependency.column,
                                   message: message, severity: unusedSeverity, elsewhere: elsewhere))
            }
        }
        found += cycles(edges)
        return finished(found)
    }

    /// What an import means in the module that makes it.
    enum ImportVerdict {
        /// The module itself, or a module outside the project: nothing to check.
        case notAProjectModule
        /// A project module the target's dependencies reach (or whose reach cannot be told).
        case declared
        /// A project module the target's dependencies do not reach.
        case undeclared
        /// A project module the target reaches only through another dependency.
        case transitive
    }

    /// What an import of `imported` means in `module`, whose manifest entry is `info`. Its dependencies may be
    /// imported, and what they reach (SwiftPM builds a dependency's dependencies first, so they import reliably);
    /// when a target on the way has a dependency list this reading cannot see (`knowable` false), nothing is said.
    private func importVerdict(of imported: String, in module: String, info: ModuleInfo, knowable: Bool,
                               reach: inout ModuleReach) -> ImportVerdict {
        guard imported != module, modules.index(forKey: imported) != nil else { return .notAProjectModule }
        guard knowable, info.dependencies != nil, !reach.declares(module, imported) else { return .declared }
        return reach.reaches(module, imported) ? .transitive : .undeclared
    }

    /// A Swift file inside a documentation catalog (`*.docc/`) is a resource of the target, not one of its sources.
    static func isDocumentationResource(_ path: String) -> Bool {
        // A folder name ending in `.docc`: the bytes `.docc/` somewhere in the path (read as bytes, no strings made).
        var path = path
        return path.withUTF8 { bytes in
            guard bytes.count > 6 else { return false }
            for index in 0..<(bytes.count - 5) where bytes[index] == UInt8(ascii: ".")
                && bytes[index + 1] == UInt8(ascii: "d") && bytes[index + 2] == UInt8(ascii: "o")
                && bytes[index + 3] == UInt8(ascii: "c") && bytes[index + 4] == UInt8(ascii: "c")
                && bytes[index + 5] == UInt8(ascii: "/") {
                return true
            }
            return false
        }
    }

    /// One finding per cycle of imports among targets, at the import that leaves the cycle's first target.
    private func cycles(_ edges: [String: [String: Found]]) -> [Found] {
        var found: [Found] = []
        let successors = edges.mapValues { $0.keys.sorted() }
        for component in StronglyConnected.components(of: successors) where component.count > 1 {
            let members = Set(component)
            guard let start = component.min(),
                  let path = StronglyConnected.cycle(from: start, within: members, edges: successors),
                  path.count > 1, var at = edges[start]?[path[1]] else { continue }
            at.message = "`import \(path[1])` closes a cycle of targets " + (path + [start]).joined(separator: " → ")
                + " — move what they share into a target both can depend on"
            found.append(at)
        }
        return found
    }

    /// Findings with the text of their lines, after the suppression comments of their files.
    private func finished(_ found: [Found]) -> [Finding] {
        guard !found.isEmpty else { return [] }
        let groups = Dictionary(grouping: found, by: \.file)
        // The files findings are in, and no others: few files of a project have one.
        var kept: [String: OutlinedFile] = [:], sources: [String: SourceFile] = [:], layers: [String: String] = [:]
        // The files findings are in and those their other places are in.
        let needed = Set(groups.keys).union(found.flatMap { $0.elsewhere.compactMap(\.file) })
        for file in files where needed.contains(file.source.path) {
            if let outlined = file.kept, kept[outlined.path] == nil { kept[outlined.path] = outlined }
            let path = file.source.path
            if sources[path] == nil { sources[path] = file.source }
            if let layer = file.declarations?.layer { layers[path] = layer }
        }
        let manifestFiles = Dictionary(manifests.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        func source(of path: String) -> SourceText {
            if let outlined = kept[path] ?? manifestFiles[path] { return outlined.source }
            return sources[path].map { $0.text(cache: cache) } ?? SourceText(bytes: [])
        }
        // Each file's line starts made once, for the findings in it and the places in it of findings elsewhere.
        var lineStarts: [String: LineStarts] = [:]
        func trimmedLine(_ line: Int, in path: String) -> String? {
            var starts = lineStarts[path] ?? LineStarts(source(of: path))
            defer { lineStarts[path] = starts }
            return starts.trimmedText(of: line)
        }
        var findings: [Finding] = []
        for (path, group) in groups where reportOnly?.contains(path) ?? true {
            let outlined = kept[path] ?? manifestFiles[path]
            var suppressions = outlined.map { Suppressions(file: $0) }
            var lines = LineStarts(source(of: path))
            for item in group where suppressions?.suppresses(Self.id, line: item.line) != true {
                var finding = Finding(ruleID: Self.id, severity: item.severity, file: path, line: item.line,
                                      column: item.column, message: item.message,
                                      layer: layers[path], sourceLine: lines.trimmedText(of: item.line),
                                      sourceIndent: lines.indent(of: item.line))
                finding.places = item.elsewhere.map { place in
                    var place = place
                    place.sourceLine = trimmedLine(place.line, in: place.file ?? path)
                    return place
                }
                findings.append(finding)
            }
        }
        return findings
    }
}
