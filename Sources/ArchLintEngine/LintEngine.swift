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

    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    public func lint(_ project: ProjectSources) -> LintResult {
        // Manifests first: they say which module, and so which layer, every other file is in.
        let manifests = Parallel.map(project.files.filter { ModuleMap.isManifest($0.path) }) {
            Self.prepare($0, cache: project.outlineCache).outlined
        }.compactMap { $0 }
        let (modules, layering, folders, namedLayers) = layers(paths: project.files.map(\.path), manifests: manifests)

        let plan = RulePlan(configuration: configuration)
        let customRules = plan.custom.isEmpty ? nil : CustomRulesInPassOne(
            applicable: { plan.applicableCustomRules(path: $0, layer: $1, isAppCode: $2) },
            interest: { plan.identifierInterest(for: $0) },
            early: { plan.checkEarly($0, layer: $1, rules: $2, identifiers: $3) })
        // What a survey made before a file's custom rules are chosen notes for them: what any of them reads.
        let anyCustomInterest = plan.identifierInterest(for: Array(plan.custom.indices))
        // Pass 1: outline every file and note what it declares.
        // By place: the folder table knows each file's folder by its place in the project's files.
        var outlined = Parallel.map(Array(project.files.indices)) { position in
            let file = project.files[position]
            let isReported = project.reportOnly?.contains(file.path) ?? true
            let folder = folders.entry(forPathAt: position)
            // One pass over the tokens serves the index-only decision and the file's declarations.
            let isAppCode = FileLayering.isAppCode(file.path, folder: folder)
            var survey: TokenSurvey?
            func surveyed(_ file: OutlinedFile) -> TokenSurvey {
                if let survey { return survey }
                let made = TokenSurvey(file, isAppCode: isAppCode, identifiers: anyCustomInterest)
                survey = made
                return made
            }
            // A file that no rule will read needs only its declarations for the index: one outside a staged
            // run's files, or one in no layer without `@main`, view bodies, `archlint:` comments or, in app code,
            // an `await` in a loop.
            var indexOnly: ((OutlinedFile) -> Bool)?
            if !isReported {
                indexOnly = { _ in true }
            } else if folder.layer == .notAppCode || folder.layer == .decided(nil) || folder.layer == .off {
                indexOnly = { partial in
                    layering.layer(of: partial, module: folder.module, folderLayer: folder.layer) == nil
                        && partial.outline.directiveComments.isEmpty
                        && !(isAppCode && FileDeclarations.awaitsInALoop(partial, survey: surveyed(partial)))
                }
            }
            let prepared = Self.prepare(file, indexOnly: indexOnly, cache: project.outlineCache)
            // A file outlined in an earlier lint (the editor's, a commit's before) has its effects facts kept too.
            let cached = file.contentKey.flatMap { project.outlineCache?.effects(key: $0) }
            // The survey the index-only decision made, if it made one (else the scanned file makes its own).
            let scanned = ScannedFile(file, prepared: prepared, survey: survey, effects: cached,
                                      folder: folder, layering: layering, isReported: isReported,
                                      explainsLayer: project.explainsLayers, customRules: customRules)
            if cached == nil, let key = file.contentKey, let facts = scanned.declarations?.effects,
               facts.tokenCount != nil {
                project.outlineCache?.keepEffects(facts, key: key)
            }
            return scanned
        }
        // Pass 1½: an app beside the layered one (a watch app, a widget) has no layers of its own, whatever its
        // folders are named. Entry points show where apps are, so this waits for the outlines.
        let scanned = configuration.layers == nil && namedLayers.basis != .none
            ? SeparateApps.leavingOutOfLayers(outlined, folders: folders, customRules: customRules) : outlined
        // Only `scanned` holds the files from here: the whole project is freed on another thread at the end, not
        // by whichever of two holders lets go last.
        outlined = []
        // By index, as everywhere below: walking the files themselves would copy each one whole.
        let roots = scanned.indices.compactMap { position in
            scanned[position].compositionRoot.map {
                (path: scanned[position].source.path, mark: $0, layer: scanned[position].declarations?.layer)
            }
        }.sorted { $0.path < $1.path }
        // Composition roots outside an App folder are the App layer too: the summary names them.
        let detection = namedLayers.adding(compositionRoots: roots.filter { $0.layer == Layer.app }.map(\.path))
        var built = ProjectIndex.build(declarations: scanned.indices.compactMap { scanned[$0].declarations },
                                       modules: modules.modules,
                                       policy: layering.policy, layersApply: detection.basis != .none,
                                       sources: Self.sources(of: scanned, cache: project.outlineCache))
        let dependencyRules = plan.custom.filter(\.readsTypeMentions)
        if !dependencyRules.isEmpty {
            // Which files each `dependencies` rule forbids, judged on every core; then the types all in them.
            // By index: a scanned file is a large value, not to be copied for each look.
            // A file that declares no visible top-level type forbids none: it is not judged (most tests declare
            // one; many sources declare only extensions and functions).
            let verdicts = Parallel.map(Array(scanned.indices)) { position -> [Bool] in
                guard let path = scanned[position].declarations?.path,
                      scanned[position].declarations?.types.withUnsafeBufferPointer({ types in
                          types.indices.contains { types[$0].isVisibleTopLevelType }
                      }) == true else { return [] }
                let layer = scanned[position].declarations?.layer
                var split = LazySplitPath(path)
                return dependencyRules.map { $0.isForbidden(file: &split, layer: layer) }
            }
            for (position, rule) in dependencyRules.enumerated() {
                // The forbidden files, and the names of the visible top-level types they declare: only those can
                // be declared nowhere else, so only those are looked up (not every type of the project).
                var files: Set<String> = [], names: Set<String> = []
                for index in scanned.indices where verdicts[index].count > position && verdicts[index][position] {
                    guard let path = scanned[index].declarations?.path else { continue }
                    files.insert(path)
                    scanned[index].declarations?.types.withUnsafeBufferPointer { types in
                        for type in types.indices where types[type].isVisibleTopLevelType {
                            names.insert(types[type].name)
                        }
                    }
                }
                built.setForbiddenTypes(rule.forbiddenTypes(named: names, in: built, forbiddenFiles: files),
                                        for: rule.rule.id)
            }
        }
        // The names extensions make conform to each protocol a `declarations` rule names, found once: most types
        // are then told "no extension" without hashing their name into the project's extensions.
        let conformanceRules = plan.custom.filter(\.readsConformances)
        if !conformanceRules.isEmpty {
            let tables = CompiledCustomRule.extensionConformers(
                to: conformanceRules.map(\.conformanceTargets),
                among: scanned.indices.compactMap { scanned[$0].declarations?.types })
            for (rule, table) in zip(conformanceRules, tables) { built.setExtensionConformers(table, for: rule.rule.id) }
        }
        let index = built
        built = ProjectIndex()

        // `module-dependency` needs the manifests' modules and pass 1 alone: it runs beside pass 2 rather than after
        // it (started beside the index instead, it slowed the index's two-core parts more than it gave pass 2).
        var moduleDependencyFindings: Pending<[Finding]>?
        if plan.isEnabled(ModuleDependencies.id) {
            let configured = configuration.rules[ModuleDependencies.id]?.severity
            let rule = ModuleDependencies(modules: modules.modules, files: scanned, manifests: manifests,
                                          severity: configured ?? plan.severity(of: ModuleDependencies.id),
                                          unusedSeverity: configured ?? .warning,
                                          transitiveSeverity: configured ?? .warning,
                                          reportOnly: project.reportOnly, cache: project.outlineCache)
            moduleDependencyFindings = Parallel.start { rule.findings() }
        }

        // Pass 2: every enabled rule on every file a rule can flag; layer edges for the graph.
        let relevant = index.viewTypes.union(index.persistedEntities).union(index.viewModels)
        // Found once from the index, not by hashing every type name of every file in pass 2.
        let relevantFiles = index.files(declaringOrExtending: relevant)
        // With `reportOnly` (a staged run), the other files serve the index only: no findings, no graph edges.
        // By index: a scanned file (and its declarations) is a large value, not to be copied for each file.
        let checked = Parallel.map(Array(scanned.indices)) { position
            -> (findings: [Finding], edges: [String: Int], queries: [String]) in
            guard scanned[position].isRead,
                  project.reportOnly?.contains(scanned[position].source.path) ?? true else {
                return ([], [:], [])
            }
            let late = scanned[position].customFacts.map {
                plan.checkLate($0, of: scanned[position].source, index: index, cache: project.outlineCache)
            } ?? []
            var outlined = scanned[position].kept
            if outlined == nil, relevantFiles.contains(scanned[position].source.path) {
                outlined = Self.prepare(scanned[position].source, cache: project.outlineCache).outlined
            }
            guard let outlined else { return (late, [:], []) }
            // Pass 1 dealt with the custom rules of a file it did not keep (outlined again here for a view or entity).
            let findings = plan.check(outlined, index: index,
                                      customRules: scanned[position].kept == nil ? [] : scanned[position].customRules)
            let queries = scanned[position].isAppCode
                ? Self.queryingViews(in: outlined, index: index) : []
            return (findings + late, LayerGraphBuilder.edges(of: outlined, index: index), queries)
        }
        var findings = checked.flatMap(\.findings) + scanned.indices.flatMap { scanned[$0].customFindings }
        if let moduleDependencyFindings { findings += moduleDependencyFindings.value }
        for finding in scanned.indices.compactMap({ scanned[$0].unreadable })
        where project.reportOnly?.contains(finding.file) ?? true && plan.isEnabled(UnreadableFile.id) {
            findings.append(plan.withSeverity(finding))
        }
        findings.sortInReportOrder()

        // By index, here too: a scanned file passed by value would be copied whole, field by field.
        let files = scanned.indices.map { position in
            FileSummary(path: scanned[position].source.path, layer: scanned[position].declarations?.layer,
                        lines: scanned[position].lines, reason: scanned[position].layerReason,
                        module: scanned[position].declarations?.module,
                        isAppCode: scanned[position].declarations?.isAppCode ?? true)
        }.sorted { $0.path < $1.path }
        let graph = LayerGraphBuilder.build(
            edges: scanned.indices.map { (scanned[$0].declarations?.layer, checked[$0].edges) },
            index: index, layers: layering.policy.layers, modules: modules)
        let unmatchedCustomRules = plan.custom.isEmpty ? [] : CustomRuleCoverage.unmatched(
            plan.custom, files: scanned, index: index, found: Set(findings.map(\.ruleID)),
            everyFileChecked: project.reportOnly == nil)
        let appViews = index.viewTypes.count { (index.types[$0] ?? []).contains { index.isAppCode($0.file) } }
        let models = ModelUse(modelFiles: Self.modelFiles(index),
                              queryingViews: Set(checked.flatMap(\.queries)).sorted(), views: appViews)
        let presentationData = RuleID.check(LayerDependencyRule.presentationData, of: LayerDependencyRule.id)
        let entityUsers = Set(findings.lazy.filter { finding in
            finding.ruleID == presentationData && finding.cause.map { index.persistedEntities.contains($0.name) } == true
        }.map(\.file))
        // The last references, moved: the other thread, not this one, frees the whole project.
        Parallel.releaseInBackground((consume scanned, consume checked, consume index))
        var result = LintResult(root: project.root, findings: findings, files: files, rules: plan.descriptors,
                                layerGraph: graph, layerDetection: detection)
        result.unmatchedCustomRules = unmatchedCustomRules
        result.compositionRoots = roots.map { ($0.path, $0.mark) }
        result.models = models
        result.presentationFilesUsingEntities = entityUsers.count
        result.allowedDependencies = Dictionary(layering.policy.layers.map { layer in
            (layer, layering.policy.layers.filter { $0 != layer && layering.policy.allows(layer, $0) })
        }, uniquingKeysWith: { first, _ in first })
        return result
    }

    /// A project file again, for effects analysis (a member's calls are read only when a rule asks what a call to
    /// it reaches): the outline pass 1 kept or the outline cache holds, else the file's bytes, read again (once).
    private static func sources(of scanned: [ScannedFile], cache: OutlineCache?) -> EffectSolver.Files {
        // Each read file's place by its path, made on another core while the index is built: no rule asks for a
        // file before pass 2.
        let positions = Parallel.start { [scanned] in
            var positions: [String: Int] = [:]
            positions.reserveCapacity(scanned.count)
            // By index: a scanned file is a large value, not to be copied for each look.
            for position in scanned.indices where scanned[position].isRead {
                positions[scanned[position].source.path] = position
            }
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

    /// The view types of `file` that hold a `@Query` property.
    private static func queryingViews(in file: OutlinedFile, index: ProjectIndex) -> [String] {
        var views: [String] = []
        for property in file.outline.properties where property.hasAttribute("Query") {
            guard let parent = property.parent else { continue }
            let name = ProjectIndex.simpleName(file.outline.types[parent].name)
            if index.viewTypes.contains(name), !views.contains(name) { views.append(name) }
        }
        return views
    }

    /// App files that declare a SwiftData `@Model` class, sorted.
    private static func modelFiles(_ index: ProjectIndex) -> [String] {
        var files: Set<String> = []
        // Every `@Model` class is a persisted entity: only the declarations of those names are read.
        for name in index.persistedEntities {
            guard let declarations = index.types[name] else { continue }
            // By index, the attributes before the file: few classes are models, and a declaration copied whole or
            // a path looked up costs more than the test.
            for position in declarations.indices where declarations[position].kind == .class
                && (declarations[position].attributes.contains("Model")
                    || declarations[position].attributes.contains("SwiftData.Model"))
                && index.isAppCode(declarations[position].file) {
                files.insert(declarations[position].file)
            }
        }
        return files.sorted()
    }

    /// Each file's module and layer, and how the layers were found. Names give layers only where the project
    /// shows the layered shape (a Domain layer and another); elsewhere no file is in a layer.
    private func layers(paths: [String], manifests: [OutlinedFile])
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
