import ArchLintEngine
import ArchLintProject
import ArchLintRules
import Foundation

/// `archlint init`: a starter `.archlint.json`, and with `--freeze` a baseline of today's findings.
struct InitCommand {
    static let baselineName = ".archlint-baseline.json"

    let options: InitOptions
    let context: CommandContext

    func run() throws -> ExitCode {
        HeapPolicy.keepFreedMemoryForThisRun()
        let given = options.path ?? "."
        guard let directory = FileSystem.realPath(context.absolute(given)) else {
            throw ProjectError.pathNotFound(given)
        }
        guard FileSystem.resolvedKind(directory) == .directory else { throw ProjectError.notADirectory(given) }
        let configurationPath = PathText.join(directory, Configuration.fileName)
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

        if let existing {
            if existing.configuration.baseline == nil { try addBaselineKey(to: existing.data, at: configurationPath) }
        } else {
            try writeStarter(at: configurationPath, in: directory)
        }

        // The project as configured now: what --freeze records, and what the next steps are about.
        let project = try Project.load(ProjectOptions(paths: [directory], baseline: .ignored), in: context.project)
        let lint = try project.lint(nested: false)
        if options.freeze {
            // This project's findings, before any baseline; a nested project keeps a baseline of its own.
            try BaselineFile.write(Baseline(findings: lint.ownFindings), to: baselinePath,
                                   display: context.display(baselinePath))
            context.sayWrapped("Recorded \(lint.ownFindings.count) findings in \(context.display(baselinePath)), "
                               + "named in \(context.display(configurationPath)): lint, the hooks and report now show "
                               + "only new ones (--no-baseline shows all).")
        }
        var facts = NextSteps.Facts(findings: lint.ownFindings.count, baselineInPlay: options.freeze,
                                    configurationFile: context.display(configurationPath),
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

    /// Writes a starter configuration for the project at `directory`, with the layers lint finds there by
    /// convention, and says what it wrote in lint's own words.
    private func writeStarter(at configurationPath: String, in directory: String) throws {
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
            layers = Self.adding(conventional.compositionRoots.map(\.path), toAppOf: layers)
            // The SwiftData stance: views query the @Model types, so their folder is a layer views may use.
            let domain = (layers.first { $0.name == Layer.domain }?.paths ?? []).map(Glob.init)
            // Not where Domain has them already, nor a whole layer's folder, which would leave that layer empty.
            let taken = Set(layers.flatMap(\.paths))
            models = ModelsLayer(conventional).flatMap { found in
                let inDomain = found.paths.allSatisfy { path in domain.contains { $0.matches(Glob.unescaped(path)) } }
                return inDomain || found.paths.contains(where: taken.contains) ? nil : found
            }
        }
        let text = StarterConfiguration.text(layers: layers, models: models,
                                             baseline: options.freeze ? Self.baselineName : nil, suggestion: suggestion)
        // What init writes must be what lint accepts.
        _ = try Configuration.parse(Data(utf8Of: text), file: context.display(configurationPath),
                                    knownRules: context.services.knownRules)
        try AtomicFile.write(Data(utf8Of: text), to: configurationPath)
        let names = (models.map { [$0.name] } ?? [])
            + Layer.conventional.filter { name in layers.contains { $0.name == name } }
        let found = names.isEmpty ? "no layers" : "layers " + names.joined(separator: ", ")
        context.sayWrapped("Wrote \(context.display(configurationPath)) with \(found).")
        // Lint's words: the same detection, told the same way.
        context.sayWrapped(detection.summary)
        if let models {
            let users = NextSteps.joined(Layer.conventional.filter { name in
                name != Layer.domain && layers.contains { $0.name == name }
            })
            let places = models.paths.map { Glob.unescaped($0.hasSuffix("/**") ? String($0.dropLast(3)) : $0) }
            context.sayWrapped("\(models.name) (\(places.joined(separator: ", "))) is a layer "
                + "of its own that \(users) may use and Domain may not: "
                + "\(models.queryingViews) \(models.queryingViews == 1 ? "view queries" : "views query") its @Model types with "
                + "@Query, the SwiftData stance.")
        }
        if suggestion != nil {
            // Without a Domain, writing the layers found would forbid, say, every view's use of a Data model type.
            context.sayWrapped("No Domain layer, so the layer rules are off. \(context.display(configurationPath)) "
                + "holds a "
                + "layers block built from the folders and targets seen, commented out: put the folders of your "
                + "rules and value types under Domain, uncomment it, and check the result with `archlint layers`.")
        }
    }

    /// `layers` with each composition root that no App glob covers added to App's paths.
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

    /// Adds `"baseline": ".archlint-baseline.json"` to `data`, the configuration as read and checked, keeping the
    /// rest as written.
    private func addBaselineKey(to data: Data, at configurationPath: String) throws {
        let display = context.display(configurationPath)
        let text = String(decoding: data, as: UTF8.self)
        guard let updated = Configuration.adding(baseline: Self.baselineName, to: text) else {
            throw ConfigurationError.wrongType(file: display, keyPath: "(top level)", expected: "an object")
        }
        _ = try Configuration.parse(Data(utf8Of: updated), file: display, knownRules: context.services.knownRules)
        try AtomicFile.write(Data(utf8Of: updated), to: configurationPath)
        context.sayWrapped("Added \"baseline\": \"\(Self.baselineName)\" to \(display).")
    }
}
