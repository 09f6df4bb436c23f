import Foundation
import Testing

/// One construct repeated 20,000 times in one file, through the whole `archlint lint` run: the work grows with
/// the file, not with its square, so each run ends well inside the time limit with every finding in place.
@Suite(.enabled(if: BuiltBinary.path != nil, "the archlint executable was not found beside the tests; build it first"))
struct HostileVolumeTests {
    static let count = 20_000

    private func lint(_ path: String, _ text: String) throws -> LintJSON {
        let project = try HostileProject(configuration: "{\"rules\": {\"domain-service-actor\": {\"enabled\": true}}}")
        try project.write(path, text)
        return try project.lint().report
    }

    private func repeated(_ text: String) -> String { String(repeating: text, count: Self.count) }

    @Test func oneCauseOnEveryLineIsOneFindingWithAPlaceOnEachLine() throws {
        let report = try lint(HostileProject.domain + "Imports.swift", repeated("import SwiftUI\n"))
        #expect(report.of("domain-framework-import").count == 1)
        #expect(report.lines(of: "domain-framework-import") == Array(1...Self.count))
    }

    @Test func everyFindingSuppressedOnItsOwnLineLeavesNone() throws {
        let report = try lint(HostileProject.domain + "Suppressed.swift",
                              repeated("let session = URLSession.shared // archlint:disable:this domain-io-api\n"))
        #expect(report.findings.isEmpty, "\(report.findings.prefix(3))")
    }

    @Test func disableEnablePairsSuppressWhatTheyHoldAndNothingElse() throws {
        let pair = "// archlint:disable domain-io-api\nlet a = URLSession.shared\n// archlint:enable domain-io-api\n"
            + "let b = URLSession.shared\n"
        let report = try lint(HostileProject.domain + "Pairs.swift", repeated(pair))
        #expect(report.of("domain-io-api").count == 1)
        #expect(report.lines(of: "domain-io-api") == (0..<Self.count).map { $0 * 4 + 4 })
        #expect(report.of("unused-suppression").isEmpty)
    }

    @Test func manyViewsInOneFile() throws {
        let view = "struct TripRow: View {\n    var body: some View { Text(\"\") }\n}\n"
        let report = try lint("Sources/TripPresentation/Rows.swift", "import SwiftUI\n" + repeated(view))
        #expect(report.findings.isEmpty, "\(report.findings.prefix(3))")
    }

    @Test func manyServiceClassesInOneFile() throws {
        let report = try lint(HostileProject.domain + "Services.swift",
                              repeated("final class TripService {\n    var cache: [Int] = []\n}\n"))
        #expect(report.of("domain-service-actor").map(\.line) == (0..<Self.count).map { $0 * 3 + 1 })
    }

    @Test func manyAwaitsInOneLoop() throws {
        let text = "func load() async {\n    for id in ids {\n" + repeated("        await repository.trip(id)\n")
            + "    }\n}\n"
        let report = try lint("Sources/TripPresentation/Loader.swift", text)
        #expect(report.of("n-plus-one-await").map(\.line) == Array(3..<(3 + Self.count)))
    }

    @Test func strayForKeywordsAndForEachClosures() throws {
        let text = repeated("for ") + "{}\n" + repeated("ids.forEach { await repository.trip($0) }\n")
        let report = try lint("Sources/TripPresentation/Stray.swift", text)
        #expect(report.of("n-plus-one-await").map(\.line) == Array(2..<(2 + Self.count)))
    }

    @Test func manyDirectivesOnOneLine() throws {
        let report = try lint(HostileProject.domain + "Directives.swift",
                              repeated("#if DEBUG ") + "\n" + HostileProject.violation + "\n")
        #expect(report.of("domain-framework-import").map(\.line) == [2])
    }

    @Test func elseBranchesThatOpenTypesUnderDeepNesting() throws {
        let text = repeated("struct Outer {\n") + repeated("#if A\n#else\nstruct Inner {\n#endif\n")
        let report = try lint(HostileProject.domain + "Branches.swift", HostileProject.violation + "\n" + text)
        #expect(report.of("domain-framework-import").map(\.line) == [1])
    }

    @Test func thousandsOfFindingsOnOneLongLineAndTheirBaseline() throws {
        let project = try HostileProject()
        try project.write(HostileProject.domain + "OneLine.swift", repeated("import SwiftUI; ") + "\n")
        let report = try project.lint().report
        #expect(report.of("domain-framework-import").count == 1)
        #expect(report.lines(of: "domain-framework-import").count == Self.count)
        #expect(Set(report.lines(of: "domain-framework-import")) == [1])
        let frozen = try BoundedRun.archlint(["lint", "--write-baseline", "base.json"], in: project.path)
        #expect(frozen.status == 1)
        let size = try FileManager.default.attributesOfItem(atPath: project.directory.url("base.json").path)[.size] as? Int
        // Each entry keeps the start of the line, not all 320 kB of it.
        #expect((size ?? 0) < Self.count * 1_000, "baseline of \(size ?? 0) bytes")
        let (run, baselined) = try project.lint(extra: ["--baseline", "base.json"])
        #expect(run.status == 0)
        #expect(baselined.findings.isEmpty)
    }
}
