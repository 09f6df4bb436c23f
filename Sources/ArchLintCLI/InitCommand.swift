import ArchLintEngine
import ArchLintProject
import ArchLintReporters
import ArchLintRules
import Foundation

/// `archlint init`: a starter `.archlint.json`, and with `--freeze` a baseline of today's findings.
struct InitCommand {
    static let baselineName = ".archlint-baseline.json"

    let options: InitOptions
    let context: CommandContext

    func run() throws -> ExitCode {
        HeapPolicy.keepFreedMemoryForThisRun()
        let (directory, configurationPath) = try locations()
        // `init --freeze` on a project that has a configuration keeps it, and only adds the baseline to it.
        let keepsConfiguration = options.freeze && !options.force && FileSystem.kind(configurationPath) != .missing
        var baselinePath = PathText.join(directory, Self.baselineName)
        var existing: (configuration: Configuration, data: Data)?
        if keepsConfiguration {
            existing = try Project.configurationFile(at: configurationPath, in: context.project)
            if let configured = existing?.configuration.baseline {
                baselinePath = try Project.configuredBaseline(configured, configurationFile: configurationPath,
                                                              in: context.project)
            }
        }
        for path in (keepsConfiguration ? [] : [configurationPath]) + (options.freeze ? [baselinePath] : [])
        where !options.force && FileSystem.kind(path) != .missing {
            throw ProjectError.fileExists(context.display(path))
        }
        if options.freeze {
            // Even with --force, a file there that is not a baseline is not ours to replace.
            try BaselineFile.checkWritable(baselinePath, display: context.display(baselinePath))
        }

        // What the configuration will hold, checked before anything is written.
        let plan = try existing.map { try keeping($0, at: configurationPath) }
            ?? starter(at: configurationPath, in: directory)
        // The project as configured then: what --freeze records, and what the next steps are about.
        let project = Project.configured(root: directory, configuration: plan.configuration, file: configurationPath,
                                         in: context.project)
        let lint = try project.lint(nested: false)
        // The baseline before the configuration that names it: a run stopped between the two leaves a baseline
        // nothing names yet, never a configuration naming a baseline that is not there.
        if options.freeze {
            // This project's findings, before any baseline; a nested project keeps a baseline of its own.
            try BaselineFile.write(Baseline(findings: lint.ownFindings), to: baselinePath,
                                   display: context.display(baselinePath))
        }
        // The schema before the configuration that names it.
        if plan.writesSchema {
            try AtomicFile.write(Data(utf8Of: ConfigurationSchema.text), to: Self.schemaPath(besides: configurationPath))
        }
        if let text = plan.text { try AtomicFile.write(Data(utf8Of: text), to: configurationPath) }
        for line in plan.report { context.sayWrapped(line) }
        if options.freeze {
            context.sayWrapped("Recorded \(lint.ownFindings.count) findings in \(context.display(baselinePath)), "
                               + "named in \(context.display(configurationPath)): lint, the hooks and report now show "
                               + "only new ones (--no-baseline shows all).")
        }
        var facts = NextSteps.Facts(findings: lint.ownFindings.count, baselineInPlay: options.freeze,
                                    configurationFile: context.display(configurationPath),
                                    configurationGiven: options.configPath != nil,
                                    root: context.display(directory).singleLine, profileChosen: false,
                                    profile: project.configuration.profile, models: lint.result.models)
        if project.configuration.profile == .default, lint.result.models.viewsQueryWidely {
            var swiftData = project
            swiftData.configuration.profile = .swiftdata
            let other = try swiftData.lint(nested: false).ownFindings
            var change = Dictionary(lint.ownFindings.map { ($0.ruleID, 1) }, uniquingKeysWith: +)
            for finding in other { change[finding.ruleID, default: 0] -= 1 }
            facts.swiftDataChange = change
        }
        let steps = NextSteps.steps(facts)
        if !steps.isEmpty {
            context.say("next steps:")
            for line in NextSteps.terminalText(steps).prose { context.sayWrapped(line) }
        }
        return .clean
    }

    /// What init writes into the configuration file and says of it.
    private struct Plan {
        /// What lint will read from the file.
        var configuration: Configuration
        /// The file's new text, or `nil` to leave it as it is.
        var text: String?
        /// What to say once it is written, in lint's words.
        var report: [String] = []
        /// Whether the schema's copy is to be written (or brought up to date) beside the configuration.
        var writesSchema = false
    }

    /// Where the copy of the schema goes: beside the configuration file.
    static func schemaPath(besides configurationPath: String) -> String {
        PathText.join(PathText.parent(configurationPath), ConfigurationSchema.fileName)
    }

    /// What is at the schema's place: nothing, this schema, an earlier ArchLint schema (brought up to date), or a
    /// file of someone else's, which is left alone.
    enum SchemaCopy {
        case absent, current, earlier, foreign

        init(at path: String) {
            guard let data = FileManager.default.contents(atPath: path) else {
                self = FileSystem.kind(path) == .missing ? .absent : .foreign
                return
            }
            let text = String(decoding: data, as: UTF8.self)
            if text == ConfigurationSchema.text {
                self = .current
            } else {
                self = text.contains("\"title\": \"ArchLint configuration") ? .earlier : .foreign
            }
        }
    }

    /// The project folder and its configuration file (absolute): `--config FILE` and its folder, else PATH (the
    /// current directory by default) and the `.archlint.json` in it.
    private func locations() throws -> (directory: String, configuration: String) {
        if let given = options.configPath {
            let file = context.absolute(given)
            guard let directory = FileSystem.realPath(PathText.parent(file)) else {
                throw ProjectError.pathNotFound(given)
            }
            return (directory, PathText.join(directory, PathText.lastComponent(file)))
        }
        let given = options.path ?? "."
        guard let directory = FileSystem.realPath(context.absolute(given)) else {
            throw ProjectError.pathNotFound(given)
        }
        guard FileSystem.resolvedKind(directory) == .directory else { throw ProjectError.notADirectory(given) }
        return (directory, PathText.join(directory, Configuration.fileName))
    }

    /// A starter configuration for the project at `directory`, with the layers lint finds there by convention,
    /// and what to say of it in lint's own words.
    private func starter(at configurationPath: String, in directory: String) throws -> Plan {
        // What lint sees before this configuration exists, whatever configuration is there or above.
        let conventional = try Project.unconfigured(root: directory, in: context.project).lint(nested: false).result
        // Folders name layers before they hold code: a project laid out but not written yet has them too.
        let byName = LayerDetector.layersByName(in: directory)
        let layeredByFolders = LayerConventions.showsLayeredShape(Set(byName.map(\.name)))
        let detection = conventional.layerDetection.basis != .none || !layeredByFolders ? conventional.layerDetection
            : LayerDetector.detect(in: directory).detection
        // Lint may find layers deeper than the folder walk here looks (`Projects/App/Sources/Domain`): then only
        // some of them would be written, and a layers block replaces the conventions, so none is written and the
        // conventions that found them stay in charge.
        var layers = detection.basis == .none || !layeredByFolders ? [] : byName
        var models: ModelsLayer?
        var suggestion: LayersSuggestion?
        if layers.isEmpty {
            if detection.basis == .none { suggestion = LayersSuggestion(conventional) }
            if suggestion?.isUseful != true { suggestion = nil }
        } else {
            // What lint says: an app beside the layered one (its `Views/`, its entry point) is in no layer.
            let separate = conventional.separateApps
            func isSeparate(_ path: String) -> Bool { separate.contains { path == $0 || path.hasPrefix($0 + "/") } }
            layers = Self.leaving(isSeparate, outOf: layers)
            layers = Self.adding(conventional.compositionRoots.map(\.path).filter { !isSeparate($0) }, toAppOf: layers)
            // The SwiftData stance: views query the @Model types, so their folder is a layer views may use.
            let domain = (layers.first { $0.name == Layer.domain }?.paths ?? []).map(Glob.init)
            // Not where Domain has them already, nor a whole layer's folder, which would leave that layer empty.
            let taken = Set(layers.flatMap(\.paths))
            models = ModelsLayer(conventional).flatMap { found in
                let inDomain = found.paths.allSatisfy { path in domain.contains { $0.matches(Glob.unescaped(path)) } }
                return inDomain || found.paths.contains(where: taken.contains) ? nil : found
            }
        }
        let schemaPath = Self.schemaPath(besides: configurationPath)
        let schema = SchemaCopy(at: schemaPath)
        let text = StarterConfiguration.text(layers: layers, models: models,
                                             baseline: options.freeze ? Self.baselineName : nil, suggestion: suggestion,
                                             namesSchema: schema != .foreign)
        // What init writes must be what lint accepts.
        let configuration = try Configuration.parse(Data(utf8Of: text), file: context.display(configurationPath),
                                                    knownRules: context.services.knownRules)
        var report: [String] = []
        let names = (models.map { [$0.name] } ?? [])
            + Layer.conventional.filter { name in layers.contains { $0.name == name } }
        let found = names.isEmpty ? "no layers" : "layers " + names.joined(separator: ", ")
        report.append("Wrote \(context.display(configurationPath)) with \(found).")
        // Lint's words: the same detection, told the same way.
        report.append(detection.summary.singleLine)
        if let models {
            let users = NextSteps.joined(Layer.conventional.filter { name in
                name != Layer.domain && layers.contains { $0.name == name }
            })
            let places = models.paths.map { Glob.unescaped($0.hasSuffix("/**") ? String($0.dropLast(3)) : $0) }
            report.append("\(models.name) (\(places.joined(separator: ", "))) is a layer "
                + "of its own that \(users) may use and Domain may not: "
                + "\(models.queryingViews) \(models.queryingViews == 1 ? "view queries" : "views query") its @Model types with "
                + "@Query, the SwiftData stance.")
        }
        if let suggestion {
            // Without a Domain, writing the layers found would forbid, say, every view's use of a Data model type.
            let proposed = suggestion.domainByName.isEmpty ? "put the folders of your rules and value types under Domain"
                : "it proposes \(NextSteps.joined(suggestion.domainByName)) as Domain, for "
                    + "\(suggestion.domainByName.count == 1 ? "its name" : "their names") (where value types and "
                    + "rules usually live): check that, put any other folder of rules under Domain"
            report.append("No Domain layer, so the layer rules are off. \(context.display(configurationPath)) "
                + "holds a layers block built from the folders and targets seen, commented out: \(proposed), "
                + "uncomment it, and check the result with `archlint layers`.")
        }
        switch schema {
        case .absent, .earlier:
            report.insert("Wrote \(context.display(schemaPath)), the JSON Schema editors check "
                + "\(context.display(configurationPath)) against.", at: 1)
        case .foreign:
            report.insert("Left \(context.display(schemaPath)) as it is (it is not ArchLint's schema), so "
                + "\(context.display(configurationPath)) names no schema.", at: 1)
        case .current:
            break
        }
        return Plan(configuration: configuration, text: text, report: report,
                    writesSchema: schema == .absent || schema == .earlier)
    }

    /// `layers` with each composition root that no App glob covers added to App's paths.
    /// `layers` less the places inside an app that `isSeparate` (a watch app's `Views/` names no layer beside the
    /// layered app), as `lint` and `layers` tell them; a layer left with no place goes, Domain excepted.
    static func leaving(_ isSeparate: (String) -> Bool, outOf layers: [DetectedLayer]) -> [DetectedLayer] {
        layers.compactMap { layer in
            var kept = layer
            kept.paths = layer.paths.filter { !isSeparate(Glob.unescaped($0)) }
            let emptied = kept.paths.isEmpty && kept.modules.isEmpty && !layer.paths.isEmpty
            return emptied && layer.name != Layer.domain ? nil : kept
        }
    }

    private static func adding(_ roots: [String], toAppOf layers: [DetectedLayer]) -> [DetectedLayer] {
        var layers = layers
        let position = layers.firstIndex { $0.name == Layer.app }
        let globs = position.map { layers[$0].paths.map(Glob.init) } ?? []
        let uncovered = roots.filter { root in !globs.contains { $0.matches(root) } }
        guard !uncovered.isEmpty else { return layers }
        if let position {
            layers[position].paths += uncovered.map(Glob.escaped)
        } else {
            layers.append(DetectedLayer(name: Layer.app, paths: uncovered.map(Glob.escaped)))
        }
        return layers
    }

    /// The configuration read and checked (`data`), with `"baseline": ".archlint-baseline.json"` added when it
    /// names no baseline yet, the rest kept as written.
    private func keeping(_ existing: (configuration: Configuration, data: Data),
                         at configurationPath: String) throws -> Plan {
        guard existing.configuration.baseline == nil else { return Plan(configuration: existing.configuration) }
        let display = context.display(configurationPath)
        let text = String(decoding: existing.data, as: UTF8.self)
        guard let updated = Configuration.adding(baseline: Self.baselineName, to: text) else {
            throw ConfigurationError.wrongType(file: display, keyPath: "(top level)", expected: "an object")
        }
        let configuration = try Configuration.parse(Data(utf8Of: updated), file: display,
                                                    knownRules: context.services.knownRules)
        return Plan(configuration: configuration, text: updated,
                    report: ["Added \"baseline\": \"\(Self.baselineName)\" to \(display)."])
    }
}
