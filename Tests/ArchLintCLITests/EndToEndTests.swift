@testable import ArchLintCLI
import ArchLintEngine
import Foundation
import TestSupport
import Testing

/// The built binary with the real engine, reporters and scanner. These wait for `LintEngine.lint`,
/// the lexer and outline scanner, and the `xcode` reporter.
@Suite(.enabled(if: BuiltBinary.path != nil, "the archlint executable was not found beside the tests; build it first"))
struct EndToEndTests {
    @Test
    func cleanProjectLintsCleanWithASummary() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/Shared/Math.swift", "func double(_ value: Int) -> Int {\n    value * 2\n}\n")
        let run = try BuiltBinary.run(["lint"], in: directory.path)
        #expect(run.status == 0)
        #expect(run.errors == noLayersNote + "0 errors, 0 warnings in 1 file")
    }

    @Test
    func stagedViolationIsFoundUnstagedOneIsNot() throws {
        let repository = try #require(try GitFixture())
        try repository.directory.write("Sources/TripDomain/Clean.swift", "public struct Clean {}\n")
        try repository.git("add", "-A")
        try repository.git("commit", "-q", "-m", "start")
        try repository.directory.write("Sources/TripDomain/Staged.swift", "import SwiftUI\n\npublic struct Staged {}\n")
        try repository.git("add", "Sources/TripDomain/Staged.swift")
        try repository.directory.write("Sources/TripDomain/Clean.swift", "import SwiftUI\n\npublic struct Clean {}\n")
        let run = try BuiltBinary.run(["lint", "--staged", "--strict"], in: repository.path,
                                      environment: repository.environment)
        #expect(run.status == 1)
        #expect(run.output.contains("Sources/TripDomain/Staged.swift"))
        #expect(!run.output.contains("Clean.swift"))
    }

    @Test
    func freezeThenLintWithTheBaselineIsClean() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/TripDomain/Trip.swift", "import SwiftUI\n\npublic struct Trip {}\n")
        let initialised = try BuiltBinary.run(["init", "--freeze"], in: directory.path)
        #expect(initialised.status == 0)
        let run = try BuiltBinary.run(["lint", "--strict", "--baseline", ".archlint-baseline.json"],
                                      in: directory.path)
        #expect(run.status == 0)
    }

    @Test
    func outlinePrintsOneJSONLinePerFile() throws {
        let directory = try TemporaryDirectory()
        try directory.write("A.swift", "import Foundation\nstruct A {}\n")
        try directory.write("B.swift", "enum B {}\n")
        let run = try BuiltBinary.run(["outline", "."], in: directory.path)
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == 2)
        let first = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(first["file"] as? String == "A.swift")
        let imports = try #require(first["imports"] as? [[String: Any]])
        #expect(imports.first?["module"] as? String == "Foundation")
        let types = try #require(first["types"] as? [[String: Any]])
        #expect(types.first?["name"] as? String == "A")
    }
}
