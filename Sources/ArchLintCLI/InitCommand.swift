import ArchLintEngine
import ArchLintProject
import Foundation

/// `archlint init`: a starter `.archlint.json`, and with `--freeze` a baseline of today's findings.
struct InitCommand {
    static let baselineName = ".archlint-baseline.json"

    let options: InitOptions
    let context: CommandContext

    func run() throws -> ExitCode {
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
                baselinePath = PathText.absolute(configured, from: directory)
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
            let (layers, detection) = LayerDetector.detect(in: directory)
            let text = StarterConfiguration.text(layers: layers, baseline: options.freeze ? Self.baselineName : nil)
            // What init writes must be what lint accepts.
            _ = try Configuration.parse(Data(text.utf8), file: context.display(configurationPath),
                                        knownRules: context.services.knownRules)
            try AtomicFile.write(Data(text.utf8), to: configurationPath)
            let found = layers.isEmpty ? "no layers" : "layers " + layers.map(\.name).joined(separator: ", ")
            context.say("Wrote \(context.display(configurationPath)) with \(found).")
            // Without a Domain, writing the layers found would forbid, say, every view's use of a Data model type.
            context.say(detection.summary)
        }

        if options.freeze {
            // This project's findings, before any baseline; a nested project keeps a baseline of its own.
            let project = try Project.load(ProjectOptions(paths: [directory], baseline: .ignored), in: context.project)
            let findings = try project.lint(nested: false).ownFindings
            try BaselineFile.write(Baseline(findings: findings), to: baselinePath,
                                   display: context.display(baselinePath))
            context.say("Recorded \(findings.count) findings in \(context.display(baselinePath)), named in "
                        + "\(context.display(configurationPath)): lint, the hooks and report now show only new ones "
                        + "(--no-baseline shows all).")
        }
        return .clean
    }

    /// Adds `"baseline": ".archlint-baseline.json"` to `data`, the configuration as read and checked, keeping the
    /// rest as written.
    private func addBaselineKey(to data: Data, at configurationPath: String) throws {
        let display = context.display(configurationPath)
        let text = String(decoding: data, as: UTF8.self)
        guard let updated = StarterConfiguration.adding(baseline: Self.baselineName, to: text) else {
            throw ConfigurationError.wrongType(file: display, keyPath: "(top level)", expected: "an object")
        }
        _ = try Configuration.parse(Data(updated.utf8), file: display, knownRules: context.services.knownRules)
        try AtomicFile.write(Data(updated.utf8), to: configurationPath)
        context.say("Added \"baseline\": \"\(Self.baselineName)\" to \(display).")
    }
}
