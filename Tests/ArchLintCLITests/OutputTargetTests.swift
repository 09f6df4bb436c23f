@testable import ArchLintCLI
@testable import ArchLintProject
import Foundation
import TestSupport
import Testing

/// Where `--output` goes: descriptors are written through, special files in place, links followed and kept,
/// read-only files and the run's own inputs refused, and an interrupted write leaves nothing behind.
@Suite struct OutputTargetTests {
    @Test func standardStreamsAndDescriptorPathsNameTheProcessDescriptors() throws {
        #expect(try OutputTarget.resolve("/dev/stdout") == .descriptor(1))
        #expect(try OutputTarget.resolve("/dev/stderr") == .descriptor(2))
        #expect(try OutputTarget.resolve("/proc/self/fd/2") == .descriptor(2))
        // A descriptor that is not open is not taken for one.
        #expect(OutputTarget.descriptorNamed("/dev/fd/987654") == nil)
        #expect(OutputTarget.descriptorNamed("/dev/fd/1x") == nil)
    }

    @Test func aDanglingLinkIsFollowedAndKept() throws {
        let directory = try TemporaryDirectory()
        try directory.makeFolder("reports")
        try directory.link("out.json", to: "reports/today.json")
        try AtomicFile.write(Data("new".utf8), to: directory.url("out.json").path)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory.url("out.json").path)
            == "reports/today.json")
        #expect(try directory.read("reports/today.json") == "new")
    }

    @Test func aLinkIntoAMissingFolderOrALoopIsAnErrorAndTheLinkStays() throws {
        let directory = try TemporaryDirectory()
        try directory.link("out.json", to: "missing/report.json")
        try directory.link("loop.json", to: "loop.json")
        let out = directory.url("out.json").path, loop = directory.url("loop.json").path
        #expect(throws: ProjectError.cannotWrite(out, reason: "the folder \(directory.path)/missing does not exist")) {
            try AtomicFile.write(Data("x".utf8), to: out)
        }
        #expect(throws: ProjectError.cannotWrite(loop, reason: "too many levels of symbolic links")) {
            try AtomicFile.write(Data("x".utf8), to: loop)
        }
        #expect(FileSystem.kind(out) == .symbolicLink && FileSystem.kind(loop) == .symbolicLink)
        #expect(directory.entries() == ["loop.json", "out.json"])
    }

    @Test func anUnfinishedTemporaryFileHasNoName() throws {
        let directory = try TemporaryDirectory()
        var temporary = TemporaryFile.create(in: directory.path, for: directory.path + "/r.json")
        let descriptor = try #require(temporary.descriptor)
        #expect(AtomicFile.writeAll(Data("partial".utf8), to: descriptor) == nil)
        #if os(Linux)
        #expect(directory.entries() == [])
        #endif
        temporary.discard()
        #expect(directory.entries() == [])
    }
}

/// The same, through the built command and a shell, as a CI step would use it.
@Suite(.enabled(if: BuiltBinary.path != nil, "the archlint executable was not found beside the tests; build it first"))
struct OutputTargetCommandTests {
    private func project() throws -> HostileProject {
        let project = try HostileProject()
        try project.write(HostileProject.domain + "Trip.swift", HostileProject.violation + "\n")
        return project
    }

    private func shell(_ script: String, in project: HostileProject) throws -> Int32 {
        try BoundedRun.shell(script, in: project.path)
    }

    @Test func devStdoutAppendsToALogAndReachesAPipe() throws {
        let project = try project()
        try project.write("ci.log", "earlier line\n")
        #expect(try shell("\"$A\" lint . --format json --quiet --output /dev/stdout >> ci.log", in: project) == 1)
        let log = try project.directory.read("ci.log")
        #expect(log.hasPrefix("earlier line\n{"), "\(log.prefix(80))")
        #expect(try shell("\"$A\" lint . --format json --quiet --output /dev/stdout | cat > piped.json", in: project)
            == 0)
        #expect(try project.directory.read("piped.json").contains("domain-framework-import"))
    }

    @Test func aSlowReaderOfANamedPipeGetsTheWholeReport() throws {
        let project = try project()
        for index in 0..<40 {
            try project.write(HostileProject.domain + "F\(index).swift",
                              String(repeating: "import SwiftUI\n", count: 60))
        }
        let status = try shell("""
            mkfifo out.fifo
            ( exec 3< out.fifo; sleep 1; cat <&3 > got.json ) &
            sleep 0.3
            "$A" lint . --format json --quiet --output out.fifo; s=$?
            wait; exit $s
            """, in: project)
        #expect(status == 1)
        let got = try project.directory.read("got.json")
        #expect(got.count > 64 * 1024)
        #expect((try? JSONSerialization.jsonObject(with: Data(got.utf8))) != nil)
    }

    @Test(arguments: [
        (["--baseline", "base.json", "--output", "base.json"], "base.json is the baseline this run reads"),
        (["--output", ".archlint.json"], ".archlint.json is the configuration"),
        (["--output", HostileProject.domain + "Trip.swift"], "Trip.swift is a file this run lints"),
        (["--write-baseline", "new.json", "--output", "new.json"], "new.json is the baseline this run writes"),
    ])
    func anOutputThatIsAnInputIsRefused(_ extra: [String], _ message: String) throws {
        let project = try project()
        #expect(try BoundedRun.archlint(["lint", "--write-baseline", "base.json"], in: project.path).status == 1)
        let before = TreeSnapshot(project.path)
        let run = try BoundedRun.archlint(["lint"] + extra, in: project.path)
        #expect(run.status == 2)
        #expect(run.errors.contains(message), "\(run.errors)")
        #expect(run.errors.contains("refusing to overwrite it"))
        #expect(TreeSnapshot(project.path).changes(since: before) == [])
    }

    @Test(.enabled(if: Privileges.canDeny, Privileges.skipReason))
    func aReadOnlyFileIsRefusedAsTheShellWould() throws {
        let project = try project()
        let target = try project.write("o.json", "precious\n")
        #expect(chmod(target.path, 0o444) == 0)
        #expect(chmod(project.path, 0o777) == 0)
        let run = try BoundedRun.archlint(["lint", "--output", "o.json"], in: project.path, unprivileged: true)
        #expect(run.status == 2)
        #expect(run.errors.contains("o.json: cannot be written: Permission denied"), "\(run.errors)")
        #expect(try project.directory.read("o.json") == "precious\n")
    }

    @Test func aFileSizeLimitIsAnErrorAndLeavesNoTemporaryFile() throws {
        let project = try project()
        for index in 0..<40 {
            try project.write(HostileProject.domain + "F\(index).swift",
                              String(repeating: "import SwiftUI\n", count: 100))
        }
        try project.directory.makeFolder("out")
        let status = try shell("ulimit -f 16; \"$A\" lint . --format json --quiet --output out/r.json 2> err.txt",
                               in: project)
        #expect(status == 2)
        #expect(try project.directory.read("err.txt").contains("out/r.json: cannot be written: File too large"))
        #expect(project.directory.entries("out") == [])
    }

    @Test func aReportThatCannotBeWrittenToStandardOutputIsAnError() throws {
        let project = try project()
        let status = try shell("\"$A\" lint . --format sarif > /dev/full 2> err.txt", in: project)
        #expect(status == 2)
        #expect(try project.directory.read("err.txt").contains("standard output cannot be written"))
        // A reader that leaves early is not an error worth a word.
        #expect(try shell("\"$A\" rules 2> err.txt | head -c 1 > /dev/null", in: project) == 0)
        #expect(try project.directory.read("err.txt") == "")
    }

    @Test func aDeletedWorkingDirectoryIsRefused() throws {
        let project = try project()
        try project.directory.makeFolder("gone")
        let status = try shell("""
            P=$PWD; cd gone && rmdir "$P/gone" && "$A" lint "$P" --output r.json 2> "$P/err.txt"
            """, in: project)
        #expect(status == 2)
        #expect(try project.directory.read("err.txt").contains("the working directory cannot be determined"))
        #expect(!FileManager.default.fileExists(atPath: "/r.json"))
    }
}

/// Running short of descriptors is an error of the run, never a finding about a file.
@Suite(.enabled(if: BuiltBinary.path != nil, "the archlint executable was not found beside the tests; build it first"))
struct DescriptorShortageTests {
    @Test func aLimitTooLowToStartIsAClearErrorNotACrash() throws {
        let project = try HostileProject()
        for index in 0..<50 { try project.write(HostileProject.domain + "F\(index).swift", "struct S\(index) {}\n") }
        for limit in [5, 6, 8] {
            // Redirected first: under a limit of 10, `sh` cannot save descriptors to redirect a command.
            let status = try BoundedRun.shell("""
                exec > out.json 2> err.txt; ulimit -n \(limit); exec "$A" lint . --format json
                """, in: project.path)
            #expect(status == 2, "ulimit -n \(limit)")
            #expect(try project.directory.read("err.txt").contains("archlint needs at least"))
            #expect(try project.directory.read("out.json") == "")
        }
    }

    @Test func shortageReasonsAreRecognised() {
        #expect(FileSystem.isShortage(String(cString: strerror(EMFILE))))
        #expect(FileSystem.isShortage(String(cString: strerror(ENFILE))))
        #expect(!FileSystem.isShortage(String(cString: strerror(EACCES))))
        let shortages = ResourceShortages()
        shortages.record(ResourceShortage(path: "a.swift", reason: "Too many open files"))
        shortages.record(ResourceShortage(path: "b.swift", reason: "Too many open files"))
        #expect(shortages.first?.path == "a.swift")
        // Once short, no further file is read: it would fail the same way.
        let directory = try? TemporaryDirectory()
        let url = try? directory?.write("c.swift", "struct C {}\n")
        let content = SourceReader.load(DiscoveredFile(path: "c.swift", location: url?.path ?? ""), shortages: shortages)
        guard case .problem = content else {
            Issue.record("a file was read after a shortage")
            return
        }
    }
}
