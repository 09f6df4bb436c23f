import ArchLintEngine
import ArchLintRules
import Testing
import TestSupport

@Suite struct LintEngineTests {
    /// A small project with findings of several rules in several files, some on the same line.
    static let project: [(path: String, source: String)] = [
        ("Domain/Trips/Trip.swift", "import SwiftUI; import UIKit\nlet defaults = UserDefaults.standard\n"),
        ("Domain/Trips/TripRepository.swift", "protocol TripRepository {}\n"),
        ("Data/Trips/TripEntity.swift", "@Model final class TripEntity {\n    func validate() throws {}\n}\n"),
        ("Presentation/Trips/TripsViewModel.swift",
         "import SwiftData\nfinal class TripsViewModel {\n    let entity: TripEntity\n}\n"),
        ("Presentation/Trips/TripsView.swift", #"""
            struct TripsView: View {
                @Environment(\.modelContext) private var modelContext
                var body: some View {
                    Button("Save") { try? modelContext.save() }
                }
            }
            """#),
        ("App/TripsApp.swift", "@main\nstruct TripsApp {\n    let entity = TripEntity()\n}\n"),
    ]

    static func lint(_ files: [(path: String, source: String)], configuration: Configuration = Configuration(),
                     reportOnly: Set<String>? = nil) -> LintResult {
        LintHarness.lint(files, configuration: configuration, reportOnly: reportOnly)
    }

    static let orders: [[Int]] = [[0, 1, 2, 3, 4, 5], [5, 4, 3, 2, 1, 0], [3, 0, 5, 1, 4, 2], [2, 5, 0, 4, 1, 3]]

    @Test(arguments: orders)
    func findingsAreInReportOrderWhateverTheOrderOfTheFiles(order: [Int]) {
        let result = Self.lint(order.map { Self.project[$0] })
        let expected = Self.lint(Self.project).findings
        #expect(result.findings == expected)
        #expect(result.findings == result.findings.sorted(by: Finding.areInReportOrder))
        let keys = result.findings.map { "\($0.file):\($0.line):\($0.column):\($0.ruleID)" }
        #expect(keys == [
            "Data/Trips/TripEntity.swift:2:5:persisted-entity-logic",
            "Domain/Trips/Trip.swift:1:1:domain-framework-import",
            "Domain/Trips/Trip.swift:1:17:domain-framework-import",
            "Domain/Trips/Trip.swift:2:16:domain-io-api",
            "Presentation/Trips/TripsView.swift:4:31:view-body-logic",
            "Presentation/Trips/TripsViewModel.swift:1:1:viewmodel-persistence",
            "Presentation/Trips/TripsViewModel.swift:3:17:layer-dependency/presentation-data",
        ])
        #expect(result.files.map(\.path) == Self.project.map(\.path).sorted())
    }

    @Test func findingsCarryTheLayerSeverityAndTrimmedSourceLine() throws {
        let findings = Self.lint(Self.project).findings
        let entity = try #require(findings.first { $0.ruleID == PersistedEntityLogicRule.id })
        #expect(entity.layer == "Data")
        #expect(entity.severity == .error)
        #expect(entity.sourceLine == "func validate() throws {}")
    }

    @Test func configurationOverridesSeverityAndSwitchesRulesOff() {
        let configuration = Configuration(rules: [
            DomainFrameworkImportRule.id: RuleSettings(severity: .warning),
            ViewBodyLogicRule.id: RuleSettings(enabled: false),
        ])
        let result = Self.lint(Self.project, configuration: configuration)
        #expect(result.findings.filter { $0.ruleID == DomainFrameworkImportRule.id }.allSatisfy { $0.severity == .warning })
        #expect(!result.findings.contains { $0.ruleID == ViewBodyLogicRule.id })
        #expect(!result.rules.contains { $0.id == ViewBodyLogicRule.id })
        #expect(result.rules.map(\.id) == result.rules.map(\.id).sorted())
    }

    @Test func swiftDataProfileSwitchesEntityLogicOffUnlessTheConfigurationSwitchesItOn() {
        let profile = Self.lint(Self.project, configuration: Configuration(profile: .swiftdata))
        #expect(!profile.findings.contains { $0.ruleID == PersistedEntityLogicRule.id })
        #expect(!profile.findings.contains { $0.ruleID == ViewBodyLogicRule.id }, "persistence in a view is allowed")
        #expect(profile.findings.contains { $0.ruleID == ViewModelPersistenceRule.id })
        #expect(profile.findings.contains { $0.ruleID == DomainFrameworkImportRule.id })
        let explicit = Configuration(profile: .swiftdata,
                                     rules: [PersistedEntityLogicRule.id: RuleSettings(enabled: true)])
        #expect(Self.lint(Self.project, configuration: explicit).findings.contains {
            $0.ruleID == PersistedEntityLogicRule.id
        })
    }

    @Test func reportOnlyLimitsFindingsButTheIndexCoversEveryFile() {
        let extensionFile = ("Data/Trips/TripEntity+Rules.swift", "extension TripEntity {\n    func validateName() {}\n}\n")
        let reported: Set<String> = ["Presentation/Trips/TripsViewModel.swift", extensionFile.0]
        let result = Self.lint(Self.project + [extensionFile], reportOnly: reported)
        #expect(Set(result.findings.map(\.file)) == reported)
        // Both findings need a declaration from a file that is not reported on.
        #expect(result.findings.contains { $0.cause?.name == "TripEntity" && $0.message.hasPrefix("`TripEntity`") })
        #expect(result.findings.contains { $0.ruleID == PersistedEntityLogicRule.id && $0.file == extensionFile.0 })
        #expect(result.files.count == Self.project.count + 1)
    }

    /// A file no rule reads at first (no layer, no view body) is outlined again for the rules once the index shows
    /// that it extends an entity declared in another file, and only then.
    @Test func extensionOfAnEntityDeclaredElsewhereIsCheckedInAnUnlayeredProject() {
        let files: [(path: String, source: String)] = [
            ("Models/Item.swift", "import SwiftData\n@Model final class Item {\n    var name = \"\"\n}\n"),
            ("Support/Item+Checks.swift", "extension Item {\n    func validate() throws {}\n}\n"),
            ("Support/Other+Checks.swift", "struct Other {}\nextension Other {\n    func validate() throws {}\n}\n"),
        ]
        let result = Self.lint(files)
        let entityFindings = result.findings.filter { $0.ruleID == PersistedEntityLogicRule.id }
        #expect(entityFindings.map(\.file) == ["Support/Item+Checks.swift"])
        #expect(entityFindings.map(\.line) == [2])
        #expect(result.files.count == files.count)
    }

    static let utf16: [UInt8] = [0xFF, 0xFE] + Array("import SwiftUI\n".utf8).flatMap { byte -> [UInt8] in [byte, 0] }
    static let utf16WithoutMark: [UInt8] = Array("import SwiftUI\n".utf8).flatMap { byte -> [UInt8] in [0, byte] }
    static let latin1: [UInt8] = Array("let caf".utf8) + [0xE9] + Array(" = 1\n".utf8)

    @Test(arguments: [
        ("Domain/Wide.swift", utf16, 1, "`Domain/Wide.swift` was not linted — it is UTF-16 encoded; save it as UTF-8"),
        ("Domain/Wide.swift", utf16WithoutMark, 1,
         "`Domain/Wide.swift` was not linted — it is UTF-16 encoded; save it as UTF-8"),
        ("Domain/Latin.swift", Array("// one\n".utf8) + latin1, 2,
         "`Domain/Latin.swift` was not linted — byte 14, line 2, is not valid UTF-8; save the file as UTF-8"),
    ] as [(String, [UInt8], Int, String)])
    func undecodableFileIsOneErrorAndTheOthersAreStillLinted(path: String, bytes: [UInt8], line: Int,
                                                              message: String) throws {
        let sources = [SourceFile(path: path, bytes: bytes), SourceFile(path: "Domain/Trip.swift",
                                                                           bytes: Array("import SwiftUI\n".utf8))]
        let result = LintEngine().lint(ProjectSources(root: ".", files: sources))
        let unreadable = result.findings.filter { $0.ruleID == RuleRegistry.unreadableFileID }
        let finding = try #require(unreadable.first)
        #expect(unreadable.count == 1)
        #expect((finding.file, finding.line, finding.column, finding.severity) == (path, line, 1, .error))
        #expect(finding.message == message)
        #expect(result.findings.contains { $0.file == "Domain/Trip.swift" && $0.ruleID == DomainFrameworkImportRule.id })
        #expect(result.files.contains(FileSummary(path: path, layer: nil, lines: 0)))
    }

    @Test func fileThatCouldNotBeReadIsOneErrorWithTheReason() {
        let sources = [SourceFile(path: "Sources/Huge.swift", problem: "the file cannot be read: permission denied")]
        let result = LintEngine().lint(ProjectSources(root: ".", files: sources))
        #expect(result.findings.map(\.message) == [
            "`Sources/Huge.swift` was not linted — the file cannot be read: permission denied",
        ])
    }

    @Test func unreadableFileFollowsConfigurationAndReportOnly() {
        let sources = [SourceFile(path: "A.swift", bytes: Self.utf16), SourceFile(path: "B.swift", bytes: Self.utf16)]
        let off = Configuration(rules: [RuleRegistry.unreadableFileID: RuleSettings(enabled: false)])
        #expect(LintEngine(configuration: off).lint(ProjectSources(root: ".", files: sources)).findings.isEmpty)
        let warning = Configuration(rules: [RuleRegistry.unreadableFileID: RuleSettings(severity: .warning)])
        let result = LintEngine(configuration: warning).lint(ProjectSources(root: ".", files: sources, reportOnly: ["B.swift"]))
        #expect(result.findings.map(\.file) == ["B.swift"])
        #expect(result.findings.map(\.severity) == [.warning])
    }

    @Test func decodableFilesOfEveryShapeAreLinted() {
        let files: [(String, [UInt8])] = [
            ("Domain/Empty.swift", []),
            ("Domain/BOM.swift", [0xEF, 0xBB, 0xBF] + Array("import SwiftUI\n".utf8)),
            ("Domain/CRLF.swift", Array("import Foundation\r\nimport SwiftUI\r\n".utf8)),
            ("Domain/Accents.swift", Array("let café = \"naïve\"; import SwiftUI\n".utf8)),
        ]
        let result = LintEngine().lint(ProjectSources(root: ".", files: files.map { SourceFile(path: $0.0, bytes: $0.1) }))
        #expect(!result.findings.contains { $0.ruleID == RuleRegistry.unreadableFileID })
        let positions = result.findings.map { "\($0.file):\($0.line):\($0.column)" }
        #expect(positions == ["Domain/Accents.swift:1:23", "Domain/BOM.swift:1:1", "Domain/CRLF.swift:2:1"])
        #expect(result.files.first { $0.path == "Domain/Empty.swift" }?.lines == 0)
    }

    @Test func layerGraphCountsReferencesBetweenLayersAndMarksForbiddenOnes() {
        let graph = Self.lint(Self.project).layerGraph
        #expect(graph.layers == ["Presentation", "Domain", "Data", "App"])
        #expect(graph.edges.contains(LayerEdge(from: "Presentation", to: "Data", count: 1, isAllowed: false)))
        #expect(graph.edges.contains(LayerEdge(from: "App", to: "Data", count: 1, isAllowed: true)))
    }

    @Test func emptyProjectHasNoFindings() {
        let result = LintEngine().lint(ProjectSources(root: ".", files: []))
        #expect(result.findings.isEmpty && result.files.isEmpty && result.layerGraph.edges.isEmpty)
    }
}
