import ArchLintLexer
import ArchLintOutline
import ArchLintRules

/// Lints a whole project in two passes: outline every file and build the project index, then run every
/// enabled rule on every file against that index. Both passes run in parallel; the output order is stable.
///
/// Memory stays near the size of the sources: after pass 1 a file keeps its tokens only when some rule will
/// read them (it is in a layer, has a view body or suppression comments, or declares a view model or entity).
/// A file that no rule will read gets an outline without members in pass 1 (the index needs only its imports
/// and types); one whose relevance shows only once the index exists (an extension of a view declared
/// elsewhere) is outlined again, whole, in pass 2.
public struct LintEngine: Sendable {
    public var configuration: Configuration
    /// Marks between the phases, for timing them (off unless asked for).
    public var phases = PhaseMarks(isOn: false)

    public init(configuration: Configuration = Configuration(), phases: PhaseMarks = PhaseMarks(isOn: false)) {
        self.configuration = configuration
        self.phases = phases
    }

    /// The phases, in order: the layers from manifests and folders, pass 1 (outline and declarations), the
    /// project index, `module-dependency` beside pass 2 (every rule on every file), and the result.
    public func lint(_ project: ProjectSources) -> LintResult {
        phases.mark("start")
        let setup = detectLayers(project)
        let plan = RulePlan(configuration: configuration)
        phases.mark("layers")
        var separateApps: [String] = []
        let scanned = passOne(project, setup: setup, plan: plan, separateApps: &separateApps)
        phases.mark("pass 1")
        let roots = Self.compositionRoots(of: scanned)
        // Composition roots outside an App folder are the App layer too: the summary names them.
        // What `lint`, `layers` and `init` name as each layer's places: those that hold its files.
        let detection = setup.detection.keepingPlaces(holding: Self.layeredPaths(of: scanned))
            .adding(compositionRoots: roots.filter { $0.layer == Layer.app }.map(\.path))
        let index = buildIndex(scanned, setup: setup, plan: plan, layersApply: detection.basis != .none,
                               cache: project.outlineCache)
        phases.mark("index")
        // `module-dependency` needs the manifests' modules and pass 1 alone: it runs beside pass 2 rather than after
        // it (started beside the index instead, it slowed the index's two-core parts more than it gave pass 2).
        let moduleDependencies = startModuleDependencies(scanned, setup: setup, plan: plan, project: project)
        let checked = passTwo(scanned, index: index, plan: plan, project: project)
        let dependencyFindings = moduleDependencies?.value ?? []
        phases.mark("pass 2")
        // The last references, handed on: the whole project is freed on another thread, not this one.
        let result = summarize(project, scanned: consume scanned, checked: consume checked, index: consume index,
                               moduleDependencies: dependencyFindings, setup: setup, plan: plan,
                               detection: detection, roots: roots, separateApps: separateApps)
        phases.mark("summary")
        return result
    }

    /// Each file in a layer, with its layer.
    static func layeredPaths(of scanned: [ScannedFile]) -> [(path: String, layer: String)] {
        scanned.compactMap { file in file.declarations?.layer.map { (file.source.path, $0) } }
    }

    /// A project file again, for effects analysis (a member's calls are read only when a rule asks what a call to
    /// it reaches): the outline pass 1 kept or the outline cache holds, else the file's bytes, read again (once).
    static func sources(of scanned: [ScannedFile], cache: OutlineCache?) -> EffectSolver.Files {
        // Each read file's place by its path, made on another core while the index is built: no rule asks for a
        // file before pass 2.
        let positions = Parallel.start { [scanned] in
            var positions: [String: Int] = [:]
            positions.reserveCapacity(scanned.count)
            for (position, file) in scanned.enumerated() where file.isRead { positions[file.source.path] = position }
            return positions
        }
        let reloaded = ReloadedFiles()
        return { path in
            guard let position = positions.value[path] else { return nil }
            if let kept = scanned[position].kept { return .outlined(kept) }
            let source = scanned[position].source
            if let cache, let key = source.contentKey, let hit = cache.outlined(key: key, path: path) {
                return .outlined(hit.file)
            }
            let bytes = reloaded.bytes(of: position) {
                guard case .bytes(let bytes) = source.load() else { return nil }
                return bytes
            }
            return bytes.map { .bytes($0) }
        }
    }

    /// Each file's module and layer, and how the layers were found. Names give layers only where the project
    /// shows the layered shape (a Domain layer and another); elsewhere no file is in a layer.
    func layers(paths: [String], manifests: [OutlinedFile])
        -> (ModuleMap, FileLayering, FolderTable, LayerDetection) {
        let modules = ModuleMap(manifests: manifests, configuration: configuration)
        let layering = FileLayering(configuration: configuration)
        let folders = FolderTable(paths: paths, modules: modules, layering: layering)
        if let declared = configuration.layers {
            let detection = LayerDetection(basis: .configuration,
                                           layers: declared.map { .init(name: $0.name, places: $0.paths) })
            return (modules, layering, folders, detection)
        }
        let detection = folders.layersFoundByName()
        guard detection.basis == .none else { return (modules, layering, folders, detection) }
        let plainModules = modules.withoutLayers()
        let noLayers = FileLayering(configuration: configuration, conventions: false)
        return (plainModules, noLayers, folders.withoutConventions(modules: plainModules, layering: noLayers),
                detection)
    }

    /// A file after pass 1: outlined whole, outlined without members for the index only, or an `unreadable-file`
    /// finding.
    enum PreparedFile: Sendable {
        case outlined(OutlinedFile, lines: Int)
        case indexOnly(OutlinedFile, lines: Int)
        case unreadable(Finding)

        var outlined: OutlinedFile? {
            if case .outlined(let file, _) = self { return file }
            return nil
        }
    }

    /// Reads, checks, lexes and outlines `file`. With `indexOnly`, the outline first leaves out functions and
    /// properties, and stays so when `indexOnly` accepts it (the file serves only the index); otherwise the
    /// whole outline is made from the same tokens. With a `cache`, the whole outline is always made, kept, and
    /// taken from there next time; `indexOnly` then only says how the file is used.
    static func prepare(_ file: SourceFile, indexOnly: ((OutlinedFile) -> Bool)? = nil,
                        cache: OutlineCache? = nil) -> PreparedFile {
        if let cache, let key = file.contentKey, let hit = cache.outlined(key: key, path: file.path) {
            return indexOnly?(hit.file) == true ? .indexOnly(hit.file, lines: hit.lines)
                : .outlined(hit.file, lines: hit.lines)
        }
        let bytes: [UInt8]
        switch file.load() {
        case .bytes(let loaded): bytes = loaded
        case .problem(let problem): return .unreadable(UnreadableFile.finding(file.path, problem))
        }
        if let cache {
            let key = file.contentKey ?? OutlineCache.key(of: bytes)
            if file.contentKey == nil, let hit = cache.outlined(key: key, path: file.path, bytes: bytes) {
                return indexOnly?(hit.file) == true ? .indexOnly(hit.file, lines: hit.lines)
                    : .outlined(hit.file, lines: hit.lines)
            }
            let prepared = prepare(file.path, bytes: bytes, indexOnly: nil)
            guard case .outlined(let outlined, let lines) = prepared else { return prepared }
            cache.keep(outlined, lines: lines, key: key)
            return indexOnly?(outlined) == true ? .indexOnly(outlined, lines: lines) : prepared
        }
        return prepare(file.path, bytes: bytes, indexOnly: indexOnly)
    }

    /// Checks, lexes and outlines the bytes of the file at `path`.
    private static func prepare(_ path: String, bytes: [UInt8],
                                indexOnly: ((OutlinedFile) -> Bool)?) -> PreparedFile {
        if UTF8Validation.looksLikeUTF16(bytes) {
            return .unreadable(UnreadableFile.finding(path, "it is UTF-16 encoded; save it as UTF-8"))
        }
        // NUL bytes are valid UTF-8; the lexer makes them unknown tokens and the rest of the file is still read.
        if let offset = UTF8Validation.firstInvalidOffset(bytes) {
            let line = UTF8Validation.line(of: offset, in: bytes)
            return .unreadable(UnreadableFile.finding(
                path, line: line, "byte \(offset), line \(line), is not valid UTF-8; save the file as UTF-8"))
        }
        let source = SourceText(bytes: bytes)
        let (tokens, structure) = Lexer.tokenizeNotingStructure(source)
        let lines = tokens.last.map { Int($0.line) } ?? (bytes.isEmpty ? 0 : 1)
        if let indexOnly,
           let declarations = OutlineScanner.scanDeclarations(tokens, structure: structure, in: source) {
            let partial = OutlinedFile(path: path, source: source, tokens: tokens, outline: declarations)
            if indexOnly(partial) { return .indexOnly(partial, lines: lines) }
        }
        let outline = OutlineScanner.scan(tokens, structure: structure, in: source)
        return .outlined(OutlinedFile(path: path, source: source, tokens: tokens, outline: outline), lines: lines)
    }
}
