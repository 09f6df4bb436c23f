import ArchLintLexer
import ArchLintOutline
import ArchLintRules

/// Lints a whole project in two passes: outline every file and build the project index, then run every
/// enabled rule on every file against that index. Both passes run in parallel; the output order is stable.
public struct LintEngine: Sendable {
    public var configuration: Configuration

    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    public func lint(_ project: ProjectSources) -> LintResult {
        // Pass 1: read every file into an outline.
        let prepared = Parallel.map(project.files) { Self.prepare($0) }
        let outlined = prepared.compactMap(\.outlined)
        let modules = ModuleMap(files: outlined, configuration: configuration)
        let layering = FileLayering(configuration: configuration, modules: modules)
        var fileLayers: [String: String] = [:]
        for file in outlined {
            if let layer = layering.layer(of: file) { fileLayers[file.path] = layer }
        }
        let index = ProjectIndex.build(files: outlined, fileLayers: fileLayers, modules: modules.modules,
                                       policy: layering.policy)

        // Pass 2: every enabled rule on every file.
        let plan = RulePlan(configuration: configuration)
        let checked = Parallel.map(outlined) { file -> [Finding] in
            guard project.reportOnly?.contains(file.path) ?? true else { return [] }
            return plan.check(file, index: index)
        }
        var findings = checked.flatMap { $0 }
        for case .unreadable(let finding) in prepared
        where project.reportOnly?.contains(finding.file) ?? true && plan.isEnabled(UnreadableFile.id) {
            findings.append(plan.withSeverity(finding))
        }
        findings.sort(by: Finding.areInReportOrder)

        let files = prepared.map { file -> FileSummary in
            switch file {
            case .outlined(let outlined, let lines):
                return FileSummary(path: outlined.path, layer: fileLayers[outlined.path], lines: lines)
            case .unreadable(let finding):
                return FileSummary(path: finding.file, layer: nil, lines: 0)
            }
        }.sorted { $0.path < $1.path }
        let graph = LayerGraphBuilder.build(files: outlined, index: index, layers: layering.policy.layers,
                                            modules: modules)
        return LintResult(root: project.root, findings: findings, files: files, rules: plan.descriptors,
                          layerGraph: graph)
    }

    /// A file after pass 1: outlined, or an `unreadable-file` finding.
    enum PreparedFile: Sendable {
        case outlined(OutlinedFile, lines: Int)
        case unreadable(Finding)

        var outlined: OutlinedFile? {
            if case .outlined(let file, _) = self { return file }
            return nil
        }
    }

    static func prepare(_ file: SourceFile) -> PreparedFile {
        guard let bytes = file.bytes else {
            return .unreadable(UnreadableFile.finding(file.path, line: 1, file.problem ?? "cannot be read"))
        }
        if UTF8Validation.looksLikeUTF16(bytes) {
            return .unreadable(UnreadableFile.finding(file.path, line: 1, "is UTF-16 encoded; save it as UTF-8"))
        }
        if let offset = UTF8Validation.firstInvalidOffset(bytes) {
            let line = UTF8Validation.line(of: offset, in: bytes)
            return .unreadable(UnreadableFile.finding(file.path, line: line,
                                                      "is not valid UTF-8 (byte \(offset), line \(line))"))
        }
        let source = SourceText(bytes: bytes)
        let outlined = OutlinedFile(path: file.path, source: source)
        return .outlined(outlined, lines: outlined.tokens.last.map { Int($0.line) } ?? (bytes.isEmpty ? 0 : 1))
    }
}

/// The engine's own finding for a file it cannot read or decode.
enum UnreadableFile {
    static let id = "unreadable-file"

    static func finding(_ path: String, line: Int, _ problem: String) -> Finding {
        Finding(ruleID: id, severity: .error, file: path, line: line, column: 1,
                message: "'\(path)' \(problem); it was not linted")
    }
}
