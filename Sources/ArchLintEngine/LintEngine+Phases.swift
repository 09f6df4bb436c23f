import ArchLintLexer
import ArchLintOutline
import ArchLintRules

/// The phases of ``LintEngine/lint(_:)``, each a function with its result.
extension LintEngine {
    /// What the layers phase finds: each file's module and layer, its folder's entry, and how the layers were
    /// found.
    struct LayerSetup {
        var manifests: [OutlinedFile]
        var modules: ModuleMap
        var layering: FileLayering
        var folders: FolderTable
        var detection: LayerDetection
    }

    /// A file's findings, layer edges and `@Query` views after pass 2.
    struct CheckedFile {
        var findings: [Finding]
        var edges: [String: Int]
        var queries: [String]
    }

    /// Manifests first: they say which module, and so which layer, every other file is in.
    func detectLayers(_ project: ProjectSources) -> LayerSetup {
        let manifests = Parallel.map(project.files.filter { ModuleMap.isManifest($0.path) }) {
            Self.prepare($0, cache: project.outlineCache).outlined
        }.compactMap { $0 }
        let (modules, layering, folders, detection) = layers(paths: project.files.map(\.path), manifests: manifests)
        return LayerSetup(manifests: manifests, modules: modules, layering: layering, folders: folders,
                          detection: detection)
    }

    /// Pass 1: outline every file and note what it declares, with the custom rules that need no index; then leave
    /// an app beside the layered one out of the layers.
    /// `separateApps` gets the folders of the apps left out of the layers.
    func passOne(_ project: ProjectSources, setup: LayerSetup, plan: RulePlan,
                 separateApps: inout [String]) -> [ScannedFile] {
        let customRules = plan.custom.isEmpty ? nil : CustomRulesInPassOne(
            applicable: { plan.applicableCustomRules(path: $0, layer: $1, isAppCode: $2) },
            interest: { plan.identifierInterest(for: $0) },
            early: { plan.checkEarly($0, layer: $1, rules: $2, identifiers: $3) })
        // What a survey made before a file's custom rules are chosen notes for them: what any of them reads.
        let anyCustomInterest = plan.identifierInterest(for: Array(plan.custom.indices))
        // Pass 1: outline every file and note what it declares.
        // By place: the folder table knows each file's folder by its place in the project's files.
        let outlined = Parallel.map(Array(project.files.indices)) { position in
            let file = project.files[position]
            let isReported = project.reportOnly?.contains(file.path) ?? true
            let folder = setup.folders.entry(forPathAt: position)
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
            // run's files, or one in no layer without view bodies (which only a whole outline describes),
            // `archlint:` comments or anything else a rule reads outside the layers.
            var indexOnly: ((OutlinedFile) -> Bool)?
            if !isReported {
                indexOnly = { _ in true }
            } else if folder.layer == .notAppCode || folder.layer == .decided(nil) || folder.layer == .off {
                indexOnly = { partial in
                    setup.layering.layer(of: partial, module: folder.module, folderLayer: folder.layer) == nil
                        && partial.outline.directiveComments.isEmpty
                        && !plan.reads(unlayered: partial, survey: surveyed(partial), isAppCode: isAppCode)
                }
            }
            let prepared = Self.prepare(file, indexOnly: indexOnly, cache: project.outlineCache)
            // A file outlined in an earlier lint (the editor's, a commit's before) has its effects facts kept too.
            let cached = file.contentKey.flatMap { project.outlineCache?.effects(key: $0) }
            // The survey the index-only decision made, if it made one (else the scanned file makes its own).
            let scanned = ScannedFile(file, prepared: prepared, survey: survey, effects: cached,
                                      folder: folder, layering: setup.layering, isReported: isReported,
                                      explainsLayer: project.explainsLayers, customRules: customRules,
                                      readsUnlayered: plan.reads(unlayered:survey:isAppCode:))
            if cached == nil, let key = file.contentKey, let facts = scanned.declarations?.effects,
               facts.tokenCount != nil {
                project.outlineCache?.keepEffects(facts, key: key)
            }
            return scanned
        }
        // Pass 1½: an app beside the layered one (a watch app, a widget) has no layers of its own, whatever its
        // folders are named. Entry points show where apps are, so this waits for the outlines.
        guard configuration.layers == nil, setup.detection.basis != .none else { return outlined }
        let left = SeparateApps.leavingOutOfLayers(outlined, folders: setup.folders, customRules: customRules)
        separateApps = left.roots
        return left.files
    }

    /// The project's composition roots (`@main`, an app delegate), sorted by path, with the layer each is in.
    static func compositionRoots(of scanned: [ScannedFile]) -> [(path: String, mark: String, layer: String?)] {
        scanned.compactMap { file in
            file.compositionRoot.map { (path: file.source.path, mark: $0, layer: file.declarations?.layer) }
        }.sorted { $0.path < $1.path }
    }

    /// The project index from pass 1's declarations, with what the custom `dependencies` and `declarations` rules
    /// look up in it.
    func buildIndex(_ scanned: [ScannedFile], setup: LayerSetup, plan: RulePlan, layersApply: Bool,
                    cache: OutlineCache?) -> ProjectIndex {
        var built = ProjectIndex.build(declarations: scanned.compactMap(\.declarations),
                                       modules: setup.modules.modules,
                                       policy: setup.layering.policy, layersApply: layersApply,
                                       sources: Self.sources(of: scanned, cache: cache))
        let dependencyRules = plan.custom.filter(\.readsTypeMentions)
        if !dependencyRules.isEmpty {
            // Which files each `dependencies` rule forbids, judged on every core; then the types all in them.
            // A file that declares no visible top-level type forbids none: it is not judged (most tests declare
            // one; many sources declare only extensions and functions).
            let verdicts = Parallel.map(scanned) { file -> [Bool] in
                guard let path = file.declarations?.path,
                      file.declarations?.types.contains(where: \.isVisibleTopLevelType) == true else { return [] }
                let layer = file.declarations?.layer
                var split = LazySplitPath(path)
                return dependencyRules.map { $0.isForbidden(file: &split, layer: layer) }
            }
            for (position, rule) in dependencyRules.enumerated() {
                // The forbidden files, and the names of the visible top-level types they declare: only those can
                // be declared nowhere else, so only those are looked up (not every type of the project).
                var files: Set<String> = [], names: Set<String> = []
                for (file, verdict) in zip(scanned, verdicts) where verdict.count > position && verdict[position] {
                    guard let path = file.declarations?.path else { continue }
                    files.insert(path)
                    for type in file.declarations?.types ?? [] where type.isVisibleTopLevelType {
                        names.insert(type.name)
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
                among: scanned.compactMap { $0.declarations?.types })
            for (rule, table) in zip(conformanceRules, tables) { built.setExtensionConformers(table, for: rule.rule.id) }
        }
        return built
    }

    /// `module-dependency`, started on another thread, when it is on.
    func startModuleDependencies(_ scanned: [ScannedFile], setup: LayerSetup, plan: RulePlan,
                                 project: ProjectSources) -> Pending<[Finding]>? {
        guard plan.isEnabled(ModuleDependencies.id) else { return nil }
        let configured = configuration.rules[ModuleDependencies.id]?.severity
        let rule = ModuleDependencies(modules: setup.modules.modules, files: scanned, manifests: setup.manifests,
                                      severity: configured ?? plan.severity(of: ModuleDependencies.id),
                                      unusedSeverity: configured ?? .warning,
                                      transitiveSeverity: configured ?? .warning,
                                      reportOnly: project.reportOnly, cache: project.outlineCache)
        return Parallel.start { rule.findings() }
    }

    /// Pass 2: every enabled rule on every file a rule can flag; layer edges for the graph.
    func passTwo(_ scanned: [ScannedFile], index: ProjectIndex, plan: RulePlan,
                 project: ProjectSources) -> [CheckedFile] {
        let relevant = index.viewTypes.union(index.persistedEntities).union(index.viewModels)
        // Found once from the index, not by hashing every type name of every file in pass 2.
        let relevantFiles = index.files(declaringOrExtending: relevant)
        // With `reportOnly` (a staged run), the other files serve the index only: no findings, no graph edges.
        return Parallel.map(scanned) { file -> CheckedFile in
            guard file.isRead, project.reportOnly?.contains(file.source.path) ?? true else {
                return CheckedFile(findings: [], edges: [:], queries: [])
            }
            let late = file.customFacts.map {
                plan.checkLate($0, of: file.source, index: index, cache: project.outlineCache)
            } ?? []
            var outlined = file.kept
            if outlined == nil, relevantFiles.contains(file.source.path) {
                outlined = Self.prepare(file.source, cache: project.outlineCache).outlined
            }
            guard let outlined else { return CheckedFile(findings: late, edges: [:], queries: []) }
            // Pass 1 dealt with the custom rules of a file it did not keep (outlined again here for a view or entity).
            let findings = plan.check(outlined, index: index, customRules: file.kept == nil ? [] : file.customRules)
            let queries = file.isAppCode
                ? ModelUse.queryingViews(in: outlined, index: index) : []
            return CheckedFile(findings: findings + late, edges: LayerGraphBuilder.edges(of: outlined, index: index),
                               queries: queries)
        }
    }

    /// The result: the findings in report order, every file's summary, the layer graph and what the reports say
    /// of the project. The project's files are freed on another thread.
    func summarize(_ project: ProjectSources, scanned: consuming [ScannedFile], checked: consuming [CheckedFile],
                   index: consuming ProjectIndex, moduleDependencies: [Finding], setup: LayerSetup, plan: RulePlan,
                   detection: LayerDetection, roots: [(path: String, mark: String, layer: String?)],
                   separateApps: [String]) -> LintResult {
        var findings = checked.flatMap(\.findings) + scanned.flatMap(\.customFindings)
        findings += moduleDependencies
        for finding in scanned.compactMap(\.unreadable)
        where project.reportOnly?.contains(finding.file) ?? true && plan.isEnabled(UnreadableFile.id) {
            findings.append(plan.withSeverity(finding))
        }
        findings.sortInReportOrder()

        let files = scanned.map { file in
            FileSummary(path: file.source.path, layer: file.declarations?.layer, lines: file.lines,
                        reason: file.layerReason, module: file.declarations?.module,
                        isAppCode: file.declarations?.isAppCode ?? true)
        }.sorted { $0.path < $1.path }
        let graph = LayerGraphBuilder.build(
            edges: zip(scanned, checked).map { ($0.declarations?.layer, $1.edges) },
            index: index, layers: setup.layering.policy.layers, modules: setup.modules)
        let unmatchedCustomRules = plan.custom.isEmpty ? [] : CustomRuleCoverage.unmatched(
            plan.custom, files: scanned, index: index, found: Set(findings.map(\.ruleID)),
            everyFileChecked: project.reportOnly == nil)
        let appViews = index.viewTypes.count { (index.types[$0] ?? []).contains { index.isAppCode($0.file) } }
        let models = ModelUse(modelFiles: ModelUse.modelFiles(index),
                              queryingViews: Set(checked.flatMap(\.queries)).sorted(), views: appViews)
        let presentationData = RuleID.check(LayerDependencyRule.presentationData, of: LayerDependencyRule.id)
        let entities = index.persistedEntities
        let entityUsers = Set(findings.lazy.filter { finding in
            finding.ruleID == presentationData && finding.cause.map { entities.contains($0.name) } == true
        }.map(\.file))
        // The last references, moved: the other thread, not this one, frees the whole project.
        Parallel.releaseInBackground((consume scanned, consume checked, consume index))
        var result = LintResult(root: project.root, findings: findings, files: files, rules: plan.descriptors,
                                layerGraph: graph, layerDetection: detection)
        result.unmatchedCustomRules = unmatchedCustomRules
        result.compositionRoots = roots.map { ($0.path, $0.mark) }
        result.separateApps = separateApps
        result.models = models
        result.presentationFilesUsingEntities = entityUsers.count
        let policy = setup.layering.policy
        result.allowedDependencies = Dictionary(policy.layers.map { layer in
            (layer, policy.layers.filter { $0 != layer && policy.allows(layer, $0) })
        }, uniquingKeysWith: { first, _ in first })
        return result
    }
}
