@testable import ArchLintProject
import ArchLintEngine
import ArchLintRules
import Foundation
import TestSupport
import Testing

/// An editor's open documents linted against the project: they stand in for the files on disk, new ones join, and
/// only they are reported on.
struct ProjectBufferTests {
    private static func app() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write(".archlint.json", #"{"exclude": ["Generated/**"]}"#)
        try directory.write("Domain/Trip.swift", "import Foundation\nstruct Trip {}\nstruct TripFormatter {}\n")
        try directory.write("Data/TripStore.swift", "struct TripStore {}\nstruct TripFormatter {}\n")
        try directory.write("Views/TripView.swift", "struct TripView {\n    let formatter: TripFormatter\n}\n")
        try directory.write("Nested/.archlint.json", "{}")
        try directory.write("Nested/Domain/Loan.swift", "struct Loan {}\n")
        return directory
    }

    private func lint(_ app: TemporaryDirectory, _ buffers: [String: String]) throws -> [Finding] {
        let project = try Project.load(ProjectOptions(paths: [app.path]), in: ProjectEnvironment.testing(in: app.path))
        return try project.lint(buffers: buffers.mapValues { Array($0.utf8) }).result.findings
    }

    @Test func aBufferStandsInForItsFileAndChangesAnotherFilesFindings() throws {
        let app = try Self.app()
        let view = try app.read("Views/TripView.swift")
        #expect(try lint(app, ["Views/TripView.swift": view]).isEmpty)
        let findings = try lint(app, ["Domain/Trip.swift": "import SwiftUI\nstruct Trip {}\n",
                                      "Views/TripView.swift": view])
        #expect(findings.map(\.ruleID) == ["domain-framework-import", "layer-dependency/presentation-data"])
        #expect(findings.map(\.file) == ["Domain/Trip.swift", "Views/TripView.swift"])
        // A file that is not open is not reported on.
        #expect(try lint(app, ["Domain/Trip.swift": "struct Trip {}\n"]).isEmpty)
        // The file on disk is untouched.
        #expect(try app.read("Domain/Trip.swift").hasPrefix("import Foundation"))
    }

    @Test func aNewFileJoinsUnlessTheProjectWouldNotLintIt() throws {
        let app = try Self.app()
        let findings = try lint(app, ["Domain/New.swift": "import UIKit\n", "Generated/Domain/X.swift": "import UIKit\n",
                                      "Domain/notes.txt": "import UIKit\n"])
        #expect(findings.map(\.file) == ["Domain/New.swift"])
    }

    @Test func aBufferOfANestedProjectGoesToItsRun() throws {
        let app = try Self.app()
        try app.write("Domain/Old.swift", "import UIKit\n")
        let findings = try lint(app, ["Nested/Domain/Loan.swift": "import SwiftData\nstruct Loan {}\n"])
        #expect(findings.map(\.file) == ["Nested/Domain/Loan.swift"])
        #expect(findings.map(\.ruleID) == ["domain-framework-import"])
    }

    @Test func anOutlineCacheKeepsTheFindingsAsTheyAre() throws {
        let app = try Self.app()
        let project = try Project.load(ProjectOptions(paths: [app.path]), in: ProjectEnvironment.testing(in: app.path))
        let buffers = ["Domain/Trip.swift": Array("import SwiftUI\nstruct Trip {}\n".utf8),
                       "Views/TripView.swift": Array(try app.read("Views/TripView.swift").utf8)]
        let cache = OutlineCache()
        let without = try project.lint(buffers: buffers).result.findings
        let first = try project.lint(buffers: buffers, outlineCache: cache).result.findings
        #expect(cache.count >= 4)
        let second = try project.lint(buffers: buffers, outlineCache: cache).result.findings
        #expect(first == without && second == without)
        #expect(without.count == 2)
    }
}
