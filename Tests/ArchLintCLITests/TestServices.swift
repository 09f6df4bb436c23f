import ArchLintOutline
@testable import ArchLintCLI
import ArchLintEngine
import ArchLintLexer
import ArchLintReporters
import ArchLintRules
import Foundation

/// Rule descriptors for tests, independent of the documents built into the binary.
enum TestRules {
    static let markerDocument = """
        ---
        title: Marker Found
        impact: HIGH
        ---

        # Marker Found

        A line holding **FORBIDDEN** is an error; one holding `DISCOURAGED` is a warning.
        See [the guide](https://example.com/guide).

        ## Incorrect

        ```swift
        let x = FORBIDDEN
        ```
        """

    static let all: [RuleDescriptor] = [
        RuleDescriptor(id: "marker-found", name: "Marker Found", impact: .high,
                       impactDescription: "Markers stay out of shipped code.", defaultSeverity: .error,
                       enabledByDefault: true, tags: ["test"], documentation: markerDocument),
        RuleDescriptor(id: "quiet-rule", name: "A Rule That Is Off", impact: .low,
                       impactDescription: "Nothing.", defaultSeverity: .warning, enabledByDefault: false,
                       tags: [], documentation: "# A Rule That Is Off\n"),
    ]
}

/// A linter for tests: every line holding `FORBIDDEN` is an error, every line holding `DISCOURAGED` a
/// warning. It honours `reportOnly` and records what it was given.
final class MarkerLinter {
    private(set) var projects: [ProjectSources] = []
    private(set) var configurations: [Configuration] = []

    func lint(_ project: ProjectSources, _ configuration: Configuration) -> LintResult {
        projects.append(project)
        configurations.append(configuration)
        var findings: [Finding] = []
        for file in project.files where project.reportOnly?.contains(file.path) ?? true {
            let bytes: [UInt8]
            switch file.load() {
            case .bytes(let loaded):
                bytes = loaded
            case .problem(let problem):
                findings.append(Finding(ruleID: "unreadable-file", severity: .error, file: file.path, line: 1,
                                        column: 1, message: problem))
                continue
            }
            let source = SourceText(bytes: bytes)
            let lineCount = bytes.count { $0 == 0x0A } + 1
            for line in 1...lineCount {
                let text = source.lineText(line)
                for (marker, severity) in [("FORBIDDEN", Severity.error), ("DISCOURAGED", .warning)]
                where text.contains(marker) {
                    findings.append(Finding(ruleID: "marker-found", severity: severity, file: file.path, line: line,
                                            column: 1, message: "\(marker) found", sourceLine: text))
                }
            }
        }
        return LintResult(root: project.root, findings: findings.sorted(by: Finding.areInReportOrder),
                          files: project.files.map { FileSummary(path: $0.path, layer: nil, lines: 1) },
                          rules: TestRules.all, layerGraph: LayerGraph(layers: [], edges: []))
    }
}

/// Prints `file:line: severity: rule: message`, marking coloured output so that tests can see the choice.
struct PlainReporter: Reporter {
    static let identifier = "plain"

    func report(_ result: LintResult, options: ReportOptions) -> String {
        let lines = result.findings.map {
            "\($0.file):\($0.line): \($0.severity.rawValue): \($0.ruleID): \($0.message)"
        }
        return (options.useColor ? "[colour]\n" : "") + lines.map { $0 + "\n" }.joined()
    }
}

/// Renders what a renderer saw, naming the format, so that report and graph tests can tell them apart.
struct NamedRenderer: Reporter {
    static let identifier = "named"
    var name = "named"

    init() {}

    init(name: String) {
        self.name = name
    }

    func report(_ result: LintResult, options: ReportOptions) -> String {
        "\(name): \(result.findings.count) findings in \(result.files.count) files, root \(result.root)"
            + (result.baselined.isEmpty ? "" : ", \(result.baselined.count) baselined") + "\n"
    }
}

extension CommandServices {
    /// Test rules, the plain reporter under `plain` and `xcode`, named renderers, and `linter` for linting.
    static func testing(linter: MarkerLinter = MarkerLinter(), rules: [RuleDescriptor] = TestRules.all,
                        renderers: Bool = true) -> CommandServices {
        CommandServices(
            rules: rules,
            ruleOptions: ["marker-found": ["markers"]],
            formats: ["plain", "xcode"],
            reporter: { ["plain", "xcode"].contains($0) ? PlainReporter() : nil },
            reportRenderer: { renderers ? NamedRenderer(name: $0.rawValue) : nil },
            graphRenderer: { renderers ? NamedRenderer(name: $0.rawValue) : nil },
            lint: linter.lint,
            outline: { path, source in "{\"path\":\(JSONString.quoted(path)),\"bytes\":\(source.bytes.count)}" },
            languageServer: { _, _ in 0 }
        )
    }
}

/// What one in-process run of the command left behind.
struct CommandRun {
    var code: ExitCode
    var output: String
    var errors: String
}

/// Runs `archlint arguments…` in-process in `directory`.
/// `terminal` stands for a terminal on standard output, `errorWidth` for one that wide on standard error.
func runArchLint(_ arguments: [String], in directory: String, services: CommandServices = .testing(),
                 environment: [String: String] = ProcessInfo.processInfo.environment,
                 colorAllowed: Bool = false, terminal: Bool = false, errorWidth: Int? = nil) -> CommandRun {
    let output = CapturedOutput(colorAllowed: colorAllowed, isTerminal: terminal, errorWidth: errorWidth)
    let code = ArchLintCommand.run(arguments: arguments, environment: environment, workingDirectory: directory,
                                   output: output, services: services)
    return CommandRun(code: code, output: output.standardOutput, errors: output.standardError)
}

/// What `lint` says about layers in a project with no Domain folder, before its summary line.
let noLayersNote = "no layered structure found (no Domain layer): layer rules are off; view, view-model, entity "
    + "and n+1 rules still apply\n"
