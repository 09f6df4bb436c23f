@testable import ArchLintCLI
@testable import ArchLintProject
import Foundation
import TestSupport
import Testing

/// Nothing is lost: outputs are written whole or not at all, a file that is not a baseline is never
/// overwritten, and linting writes nothing into the linted tree but what it was asked to write.
@Suite(.enabled(if: BuiltBinary.path != nil, "the archlint executable was not found beside the tests; build it first"))
struct OutputSafetyTests {
    private func project() throws -> HostileProject {
        let project = try HostileProject()
        try project.write(HostileProject.domain + "Trip.swift", HostileProject.violation + "\npublic struct Trip {}\n")
        try project.write("Sources/TripPresentation/TripView.swift", "import SwiftUI\nstruct TripView {}\n")
        try project.directory.link("Sources/Alias.swift", to: "TripDomain/Trip.swift")
        return project
    }

    @Test(arguments: [
        ["lint"], ["lint", "--format", "sarif"], ["lint", "--format", "html"], ["report"],
        ["report", "--format", "markdown"], ["graph"], ["graph", "--format", "dot"], ["outline", "."], ["rules"],
    ])
    func commandsLeaveTheLintedTreeUntouched(_ arguments: [String]) throws {
        let project = try project()
        let before = TreeSnapshot(project.path)
        let run = try BoundedRun.archlint(arguments, in: project.path)
        #expect(!run.crashed)
        if run.status == 2 {
            // A build may leave a renderer out; then the command must say so and still write nothing.
            #expect(run.errors.contains("format is not available in this build"), "\(arguments): \(run.errors)")
        } else {
            #expect([0, 1].contains(run.status), "\(arguments): \(run.errors)")
            #expect(!run.output.isEmpty)
        }
        #expect(TreeSnapshot(project.path).changes(since: before) == [], "\(arguments)")
    }

    @Test(arguments: [
        ["lint", "--output", "out/lint.txt"], ["report", "--output", "out/lint.txt"],
        ["lint", "--write-baseline", "out/lint.txt"],
    ])
    func outputInsideTheTreeIsTheOnlyChange(_ arguments: [String]) throws {
        let project = try project()
        try project.directory.makeFolder("out")
        let before = TreeSnapshot(project.path)
        let run = try BoundedRun.archlint(arguments, in: project.path)
        #expect([0, 1].contains(run.status), "\(run.errors)")
        // The folder changes only because it gained that entry.
        #expect(TreeSnapshot(project.path).changes(since: before) == ["out", "out/lint.txt"])
        #expect(try !project.directory.read("out/lint.txt").isEmpty)
    }

    @Test(arguments: ["not a baseline\n", "{\"hello\": 1}\n", "[1, 2, 3]", ""])
    func writeBaselineRefusesAFileItCannotParse(_ existing: String) throws {
        let project = try project()
        try project.write("notes.json", existing)
        let run = try BoundedRun.archlint(["lint", "--write-baseline", "notes.json"], in: project.path)
        #expect(run.status == 2)
        #expect(run.errors.contains("notes.json exists and is not a baseline file"), "\(run.errors)")
        #expect(run.errors.contains("refusing to overwrite it"))
        #expect(try project.directory.read("notes.json") == existing)
    }

    @Test func writeBaselineReplacesAnOlderBaseline() throws {
        let project = try project()
        let first = try BoundedRun.archlint(["lint", "--write-baseline", "base.json"], in: project.path)
        #expect(first.status == 1)
        try project.write(HostileProject.domain + "Trip.swift", "public struct Trip {}\n")
        let second = try BoundedRun.archlint(["lint", "--write-baseline", "base.json"], in: project.path)
        #expect(second.status == 0)
        #expect(try !project.directory.read("base.json").contains("domain-framework-import"))
        #expect(project.directory.entries().filter { $0.hasSuffix(".tmp") } == [])
    }

    @Test(.enabled(if: Privileges.canDeny, Privileges.skipReason), arguments: [
        ["lint", "--output", "reports/old.txt"], ["report", "--output", "reports/old.txt"],
        ["lint", "--write-baseline", "reports/old.txt"],
    ])
    func readOnlyFolderGivesAClearErrorAndKeepsTheOldFile(_ arguments: [String]) throws {
        let project = try project()
        let old = "{\"version\": 1, \"entries\": []}\n"
        try project.write("reports/old.txt", old)
        let folder = project.directory.url("reports").path
        #expect(chmod(folder, 0o555) == 0)
        defer { chmod(folder, 0o755) }
        let run = try BoundedRun.archlint(arguments, in: project.path, unprivileged: true)
        #expect(run.status == 2, "\(run.errors)")
        #expect(run.errors.contains("reports/old.txt: cannot be written: Permission denied"), "\(run.errors)")
        #expect(try project.directory.read("reports/old.txt") == old)
        #expect(project.directory.entries("reports") == ["old.txt"])
    }

    @Test(.enabled(if: Privileges.canDeny, Privileges.skipReason))
    func initIntoAReadOnlyFolderKeepsTheOldConfiguration() throws {
        let project = try project()
        let before = TreeSnapshot(project.path)
        #expect(chmod(project.path, 0o555) == 0)
        defer { chmod(project.path, 0o755) }
        let run = try BoundedRun.archlint(["init", "--force"], in: project.path, unprivileged: true)
        #expect(run.status == 2, "\(run.errors)")
        // The schema the configuration names is written first, and fails first.
        #expect(run.errors.contains(".archlint.schema.json: cannot be written"), "\(run.errors)")
        #expect(TreeSnapshot(project.path).changes(since: before) == [])
    }

    @Test func killedRunLeavesTheOldOutputOrAWholeNewOne() throws {
        let project = try HostileProject()
        try project.write(HostileProject.domain + "Many.swift", String(repeating: "import SwiftUI\n", count: 20_000))
        let binary = try #require(BuiltBinary.path)
        for delay in [0.0, 0.05, 0.1, 0.2, 0.3, 0.5, 0.8] {
            try project.write("out.json", "old\n")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = ["lint", "--format", "json", "--output", "out.json"]
            process.currentDirectoryURL = URL(fileURLWithPath: project.path)
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: delay)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let text = try project.directory.read("out.json")
            let whole = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) != nil
            #expect(text == "old\n" || whole, "after \(delay) s: \(text.count) characters, neither old nor whole")
        }
    }

    @Test func atomicWriteReplacesWholeAndLeavesNoTemporaryFile() throws {
        let directory = try TemporaryDirectory()
        let target = try directory.write("report.txt", "old")
        #expect(chmod(target.path, 0o600) == 0)
        try AtomicFile.write(Data("new".utf8), to: target.path)
        #expect(try directory.read("report.txt") == "new")
        #expect(directory.entries() == ["report.txt"])
        let mode = try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func atomicWriteIntoAMissingFolderOrOntoAFolderFailsNamingTheFile() throws {
        let directory = try TemporaryDirectory()
        let missing = directory.url("nowhere/report.txt").path
        #expect(throws: ProjectError.cannotWrite(missing, reason: "the folder \(directory.url("nowhere").path) does not exist")) {
            try AtomicFile.write(Data("x".utf8), to: missing)
        }
        try directory.makeFolder("taken")
        let folder = directory.url("taken").path
        #expect(throws: ProjectError.cannotWrite(folder, reason: "it is a folder")) {
            try AtomicFile.write(Data("x".utf8), to: folder)
        }
        #expect(directory.entries() == ["taken"])
    }
}
