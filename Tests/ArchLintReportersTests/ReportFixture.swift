import ArchLintEngine
import ArchLintReporters
import ArchLintRules

/// A hand-built lint result that exercises every reporter: a path with a space and non-ASCII letters, a
/// message with `<&"'`, both severities, an unlayered finding, two identical source lines in one file,
/// a forbidden layer edge and layers with and without modules, and a finding whose cause shows at other places.
enum ReportFixture {
    static let root = "/Users/dev/Trip Planner"

    static let rules: [RuleDescriptor] = [
        rule("domain-framework-import", "Domain Framework Import", .high, "keeps Domain portable and testable",
             .error, tags: ["layering", "imports"]),
        rule("layer-dependency", "Layer Dependency", .critical, "keeps dependencies pointing inward",
             .error, tags: ["layering"]),
        rule("unused-rule", "Unused Rule", .low, "shows a rule that ran clean", .warning, tags: []),
        rule("view-body-logic", "View Body Logic", .medium, "keeps views declarative", .warning,
             tags: ["swiftui", "views"]),
    ]

    static let findings: [Finding] = [
        Finding(ruleID: "view-body-logic", severity: .warning, file: "Playground/Scratch.swift", line: 4,
                column: 9, message: "view body calls 'URLSession.shared' directly", layer: nil,
                sourceLine: "let data = try await URLSession.shared.data(from: url)", sourceIndent: 8),
        Finding(ruleID: "domain-framework-import", severity: .error, file: "Sources/Trip Domain/Über.swift",
                line: 1, column: 1, message: "domain file imports 'SwiftUI'", layer: "Domain",
                sourceLine: "import SwiftUI"),
        Finding(ruleID: "layer-dependency", severity: .error, file: "Sources/Trip Domain/Über.swift", line: 14,
                column: 17, message: #"Domain refers to 'TripRecord<&"'>' from Data"#, layer: "Domain",
                sourceLine: #"let record: TripRecord<&"'>? = nil"#, sourceIndent: 4,
                places: [FindingPlace(line: 20, column: 21, sourceLine: "func save(_ record: TripRecord) {}"),
                         FindingPlace(line: 31, column: 9, sourceLine: "TripRecord.all")],
                cause: FindingCause(name: "TripRecord", layer: "Data")),
        Finding(ruleID: "view-body-logic", severity: .warning, file: "Sources/TripUI/TripListView.swift", line: 22,
                column: 13, message: "view body filters 'trips'; move it to the view model", layer: "Presentation",
                sourceLine: "let upcoming = trips.filter { $0.isUpcoming }", sourceIndent: 12),
        Finding(ruleID: "view-body-logic", severity: .warning, file: "Sources/TripUI/TripListView.swift", line: 40,
                column: 13, message: "view body filters 'trips'; move it to the view model", layer: "Presentation",
                sourceLine: "let upcoming = trips.filter { $0.isUpcoming }", sourceIndent: 12,
                trace: [FindingStep(file: "Sources/Trip Data/TripStore.swift", line: 12,
                                    note: "`TripStore.upcoming`, which the call reaches"),
                        FindingStep(file: "Sources/Trip Data/TripStore.swift", line: 15,
                                    note: "`ModelContext.fetch(_:)` is called here")]),
    ]

    static let files: [FileSummary] = [
        FileSummary(path: "Playground/Scratch.swift", layer: nil, lines: 12),
        FileSummary(path: "Sources/App/TripPlannerApp.swift", layer: "App", lines: 25),
        FileSummary(path: "Sources/Trip Domain/Trip.swift", layer: "Domain", lines: 48),
        FileSummary(path: "Sources/Trip Domain/Über.swift", layer: "Domain", lines: 30),
        FileSummary(path: "Sources/TripData/TripRepository.swift", layer: "Data", lines: 81),
        FileSummary(path: "Sources/TripUI/TripListView.swift", layer: "Presentation", lines: 64),
    ]

    static let layerGraph = LayerGraph(
        layers: ["Presentation", "Domain", "Data", "App"],
        edges: [
            LayerEdge(from: "App", to: "Data", count: 2, isAllowed: true),
            LayerEdge(from: "App", to: "Domain", count: 1, isAllowed: true),
            LayerEdge(from: "App", to: "Presentation", count: 3, isAllowed: true),
            LayerEdge(from: "Data", to: "Domain", count: 6, isAllowed: true),
            LayerEdge(from: "Domain", to: "Data", count: 1, isAllowed: false),
            LayerEdge(from: "Presentation", to: "Domain", count: 9, isAllowed: true),
        ],
        modules: ["Presentation": ["TripUI"], "Domain": ["TripDomain"], "Data": ["TripData", "TripCache"]]
    )

    /// The full fixture.
    static let result = LintResult(root: root, findings: findings, files: files, rules: rules, layerGraph: layerGraph)

    /// The same project with nothing to report.
    static let clean = LintResult(root: ".", findings: [], files: files, rules: rules, layerGraph: layerGraph)

    /// Fixed options, so snapshots do not change with the package version.
    static let options = ReportOptions(useColor: false, toolVersion: "9.9.9")

    /// A commit hash for headers and links.
    static let commit = "0123456789abcdef0123456789abcdef01234567"

    /// The options a report in a GitHub checkout gets: project, commit, date and links, the project in a subfolder.
    static let describedOptions = ReportOptions(
        useColor: false, toolVersion: "9.9.9", project: "Trip Planner", commit: commit,
        date: "2026-11-23T14:05:00+01:00",
        linkTemplate: LinkTemplate("https://github.com/acme/trips/blob/{commit}/{path}#L{line}", pathPrefix: "Apps"))

    /// The fixture with other findings and root, everything else kept.
    static func result(findings: [Finding], root: String = root) -> LintResult {
        LintResult(root: root, findings: findings, files: files, rules: rules, layerGraph: layerGraph)
    }

    private static func rule(_ id: String, _ name: String, _ impact: RuleDescriptor.Impact, _ description: String,
                             _ severity: Severity, tags: [String]) -> RuleDescriptor {
        let documentation = """
            ---
            title: \(name)
            impact: \(impact.rawValue)
            impactDescription: \(description)
            tags: \(tags.joined(separator: ", "))
            ---
            ## \(name)

            Short rationale for `\(id)`.

            **Incorrect:**
            ```swift
            import SwiftUI
            ```
            """
        return RuleDescriptor(id: id, name: name, impact: impact, impactDescription: description,
                              defaultSeverity: severity, enabledByDefault: true, tags: tags,
                              documentation: documentation)
    }
}
