import ArchLintEngine
import ArchLintProject
import ArchLintRules

/// The project of the workspace folder, as `lint` finds it (same root, configuration and baseline rules),
/// linted with the editor's unsaved buffers in place of the files on disk.
///
/// Not thread-safe: only the ``LintScheduler``'s queue touches it, hence unchecked.
final class ProjectSession: @unchecked Sendable {
    private let folder: String
    private let options: ProjectOptions
    private let environment: ProjectEnvironment
    private var project: Project?
    /// Outlines kept from one lint to the next: an edit re-outlines the edited file only.
    private let outlineCache = OutlineCache()

    /// `folder` is absolute; `configPath` is as `lint --config` takes it, relative to `folder`.
    init(folder: String, configPath: String?, variables: [String: String]) {
        self.folder = folder
        self.options = ProjectOptions(paths: [folder], configPath: configPath.map { PathText.absolute($0, from: folder) })
        self.environment = ProjectEnvironment(
            workingDirectory: folder, variables: variables,
            knownRules: Dictionary(RuleCatalog.all.map { ($0.id, RuleRegistry.optionNames[$0.id] ?? []) },
                                   uniquingKeysWith: { first, _ in first }),
            lint: { sources, configuration in LintEngine(configuration: configuration).lint(sources) })
    }

    /// Reads the configuration and baseline again before the next lint.
    func reload() {
        project = nil
    }

    /// Whether a change to the file at `path` means the project must be loaded again: a package manifest, or a
    /// JSON file, which the configuration and any baseline are (reading them again costs little).
    static func isProjectFile(_ path: String) -> Bool {
        PathText.lastComponent(path) == "Package.swift" || path.hasSuffix(".json")
    }

    func lint(_ request: LintRequest) -> LintOutcome {
        do {
            let project = try self.project ?? Project.load(options, in: environment)
            self.project = project
            var relativePaths: [String: String] = [:]
            var buffers: [String: [UInt8]] = [:]
            for entry in request.documents {
                guard let path = entry.path, let relative = PathText.relative(Self.resolved(path), to: project.root)
                else { continue }
                relativePaths[entry.document.uri] = relative
                if relative.hasSuffix(".swift") { buffers[relative] = entry.document.bytes }
            }
            let lint = try project.lint(buffers: buffers, outlineCache: outlineCache)
            outlineCache.sweep()
            let findings = Dictionary(grouping: lint.result.findings, by: \.file)
            var diagnostics: [String: (version: Int, diagnostics: [Diagnostic])] = [:]
            for entry in request.documents {
                let own = relativePaths[entry.document.uri].flatMap { findings[$0] } ?? []
                let lines = LineTable(entry.document.bytes)
                diagnostics[entry.document.uri] = (entry.document.version, own.map {
                    Diagnostic($0, in: lines, root: project.root)
                })
            }
            return .linted(diagnostics: diagnostics,
                           rules: RuleCatalog.all + project.configuration.customRules.map(\.descriptor))
        } catch {
            project = nil
            return .failed("\(error)".split(whereSeparator: \.isNewline).joined(separator: " "))
        }
    }

    /// `path` with the symbolic links of its folder resolved, as project roots are (the file may not exist yet).
    private static func resolved(_ path: String) -> String {
        if let real = FileSystem.realPath(path) { return real }
        let folder = PathText.parent(path)
        return FileSystem.realPath(folder).map { PathText.join($0, PathText.lastComponent(path)) } ?? path
    }
}
