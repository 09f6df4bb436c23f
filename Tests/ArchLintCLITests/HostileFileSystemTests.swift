import Foundation
import TestSupport
import Testing

/// Hostile trees through the whole `archlint lint` run: odd entries are skipped or reported, never followed out
/// of the project, never looped over, never blocked on.
@Suite(.enabled(if: BuiltBinary.path != nil, "the archlint executable was not found beside the tests; build it first"))
struct HostileFileSystemTests {
    private let domain = HostileProject.domain

    @Test func folderNamedLikeASwiftFileIsWalkedNotRead() throws {
        let project = try HostileProject()
        try project.write(domain + "Odd.swift/Inner.swift", HostileProject.violation + "\n")
        try project.directory.makeFolder(domain + "Empty.swift")
        let (run, report) = try project.lint()
        #expect(run.status == 1)
        #expect(placed(report.findings) == ["\(domain)Odd.swift/Inner.swift:1:1 domain-framework-import"])
        #expect(report.files == 1)
        let named = try project.lint([domain + "Odd.swift"])
        #expect(named.report.files == 1)
    }

    @Test func symbolicLinkLoopsAreNotFollowedForever() throws {
        let project = try HostileProject()
        try project.write(domain + "Trip.swift", HostileProject.violation + "\n")
        try project.directory.link(domain + "up", to: "../..")
        try project.directory.link(domain + "here", to: ".")
        try project.directory.link("Sources/self.swift", to: "self.swift")
        try project.directory.link("Sources/a.swift", to: "b.swift")
        try project.directory.link("Sources/b.swift", to: "a.swift")
        try project.directory.link("Sources/Dangling.swift", to: "Missing.swift")
        let (run, report) = try project.lint()
        #expect(run.status == 1)
        #expect(placed(report.findings) == ["\(domain)Trip.swift:1:1 domain-framework-import"])
        #expect(report.files == 1)
    }

    @Test func symbolicLinksOutOfTheRootAreNotFollowed() throws {
        let outside = try TemporaryDirectory()
        try outside.write("TripDomain/Outside.swift", HostileProject.violation + "\n")
        let project = try HostileProject()
        try project.write(domain + "Inside.swift", "struct Inside {}\n")
        try project.directory.link(domain + "Elsewhere", to: outside.url("TripDomain").path)
        try project.directory.link(domain + "Linked.swift", to: outside.url("TripDomain/Outside.swift").path)
        try project.directory.link(domain + "Relative.swift", to: "../../../" + URL(fileURLWithPath: outside.path).lastPathComponent
                                   + "/TripDomain/Outside.swift")
        let (run, report) = try project.lint()
        #expect(run.status == 0)
        #expect(report.findings.isEmpty, "\(report.findings)")
        #expect(report.files == 1)
    }

    @Test(.enabled(if: Privileges.canDeny, Privileges.skipReason))
    func unreadableFileIsReportedByNameAndTheRestIsLinted() throws {
        let project = try HostileProject()
        let locked = try project.write(domain + "Locked.swift", "struct Locked {}\n")
        try project.write(domain + "Open.swift", HostileProject.violation + "\n")
        #expect(chmod(locked.path, 0) == 0)
        defer { chmod(locked.path, 0o644) }
        let (run, report) = try project.lint(unprivileged: true)
        #expect(run.status == 1)
        #expect(placed(report.findings) == ["\(domain)Locked.swift:1:1 unreadable-file",
                                            "\(domain)Open.swift:1:1 domain-framework-import"])
        let message = try #require(report.of("unreadable-file").first?.message)
        #expect(message.contains("`\(domain)Locked.swift`") && message.contains("Permission denied"), "\(message)")
    }

    @Test(.enabled(if: Privileges.canDeny, Privileges.skipReason))
    func folderThatCannotBeListedIsReportedNotSkipped() throws {
        let project = try HostileProject()
        try project.write(domain + "Hidden/Secret.swift", HostileProject.violation + "\n")
        try project.write(domain + "Open.swift", "struct Open {}\n")
        let hidden = project.directory.url(domain + "Hidden").path
        #expect(chmod(hidden, 0) == 0)
        defer { chmod(hidden, 0o755) }
        let (run, report) = try project.lint(unprivileged: true)
        #expect(run.status == 1)
        #expect(placed(report.findings) == ["\(domain)Hidden:1:1 unreadable-file"])
        let message = try #require(report.findings.first?.message)
        #expect(message.contains("folder that cannot be listed (Permission denied)"), "\(message)")
    }

    @Test(.enabled(if: Privileges.canDeny, Privileges.skipReason))
    func folderThatCannotBeListedOutsideTheLintedPathsIsNoConcern() throws {
        let project = try HostileProject(configuration: "{\"include\": [\"Sources/**\"]}")
        try project.write(domain + "Open.swift", "struct Open {}\n")
        try project.write("Scripts/Private/Tool.swift", "struct Tool {}\n")
        let hidden = project.directory.url("Scripts/Private").path
        #expect(chmod(hidden, 0) == 0)
        defer { chmod(hidden, 0o755) }
        let (run, report) = try project.lint(unprivileged: true)
        #expect(run.status == 0)
        #expect(report.findings.isEmpty, "\(report.findings)")
        #expect(report.files == 1)
    }

    @Test func folderPastThePathLengthLimitIsReportedNotSkipped() throws {
        let project = try HostileProject()
        try project.write(domain + "Shallow.swift", "struct Shallow {}\n")
        let name = String(repeating: "n", count: 200)
        let base = project.directory.url("Sources").path
        #expect(DeepTree.make(in: base, levels: 30, name: name, file: "Deep.swift", text: HostileProject.violation))
        defer { DeepTree.remove(in: base, levels: 30, name: name, file: "Deep.swift") }
        let (run, report) = try project.lint()
        #expect(run.status == 1)
        #expect(report.findings.map(\.rule) == ["unreadable-file"])
        let finding = try #require(report.findings.first)
        #expect(finding.file.hasPrefix("Sources/\(name)/\(name)/"), "\(finding.file.prefix(80))")
        #expect(finding.message.contains("File name too long"), "\(finding.message.suffix(120))")
    }

    @Test func fileOverTheSizeLimitIsReportedNotRead() throws {
        let project = try HostileProject()
        try project.directory.writeSparse(domain + "Huge.swift", prefix: "struct Huge {}\n", size: 33 * 1024 * 1024)
        let (run, report) = try project.lint()
        #expect(run.status == 1)
        #expect(placed(report.findings) == ["\(domain)Huge.swift:1:1 unreadable-file"])
        #expect(report.findings.first?.message.contains("33 MB") == true)
    }

    @Test func namedPipeIsSkippedWithoutBlocking() throws {
        let project = try HostileProject()
        try project.write(domain + "Trip.swift", "struct Trip {}\n")
        try project.directory.makeFolder("Sources/Pipes")
        #expect(mkfifo(project.directory.url("Sources/Pipes/Pipe.swift").path, 0o644) == 0)
        let (run, report) = try project.lint()
        #expect(run.status == 0)
        #expect(report.files == 1)
    }

    @Test(arguments: ["With Space.swift", "Quote\"d.swift", "Apostrophe's.swift", "New\nLine.swift",
                      "Tab\there.swift", "Ünïcødé 日本.swift", "Nai\u{0308}ve.swift", "Per%20cent.swift",
                      "Back\\slash.swift", "-dash.swift", "Emoji 🚀.swift", "semi;colon&amp.swift"])
    func oddFileNameIsReportedExactly(_ name: String) throws {
        let project = try HostileProject()
        try project.write(domain + name, HostileProject.violation + "\n")
        let (run, report) = try project.lint()
        #expect(run.status == 1)
        #expect(report.findings.map(\.file) == [domain + name])
        let github = try BoundedRun.archlint(["lint", "--format", "github"], in: project.path)
        #expect(github.status == 1)
        #expect(github.text.split(separator: "\n").count == 1, "one annotation line: \(github.text)")
        let named = try project.lint(["--", domain + name])
        #expect(named.report.findings.map(\.file) == [domain + name])
    }

    @Test func namesThatAreNotUTF8AreReportedNotSkipped() throws {
        let project = try HostileProject()
        try project.write(domain + "Good.swift", "struct Good {}\n")
        let folder = Array(project.directory.url(domain).path.utf8) + [UInt8(ascii: "/")]
        #expect(Self.create(folder + [0xFF, 0xFE] + Array(".swift".utf8), folder: false))
        #expect(Self.create(folder + [0xC0] + Array("dir".utf8), folder: true))
        #expect(Self.create(folder + [0xC0] + Array("notes.txt".utf8), folder: false))
        let (run, report) = try project.lint()
        #expect(run.status == 1)
        #expect(placed(report.findings) == ["\(domain)\u{FFFD}dir:1:1 unreadable-file",
                                            "\(domain)\u{FFFD}\u{FFFD}.swift:1:1 unreadable-file"])
        #expect(report.findings.allSatisfy { $0.message.contains("not valid UTF-8 (rename it)") })
    }

    /// Makes a file or folder at a path given as raw bytes, which need not be UTF-8.
    private static func create(_ path: [UInt8], folder: Bool) -> Bool {
        let terminated = path.map { CChar(bitPattern: $0) } + [0]
        return terminated.withUnsafeBufferPointer { buffer in
            guard let name = buffer.baseAddress else { return false }
            if folder { return mkdir(name, 0o755) == 0 }
            let descriptor = open(name, O_WRONLY | O_CREAT, 0o644)
            guard descriptor >= 0 else { return false }
            return write(descriptor, "import SwiftUI\n", 15) == 15 && close(descriptor) == 0
        }
    }

    @Test func initOverTwentyThousandLayerFolders() throws {
        let directory = try TemporaryDirectory()
        for number in 0..<20_000 { try directory.makeFolder("Modules/Feature\(number)Domain") }
        try directory.makeFolder("App/Data")
        let run = try BoundedRun.archlint(["init"], in: directory.path)
        #expect(run.status == 0, "\(run.errors)")
        let text = try directory.read(".archlint.json")
        #expect(text.contains("\"Modules/Feature19999Domain/**\""))
        #expect(text.contains("\"App\": {\"paths\": [\"App/*.swift\"]"), "\(text.suffix(300))")
        #expect(text.contains("\"Data\": {\"paths\": [\"App/Data/**\"]"))
    }

    @Test func tenThousandFilesInOneFolder() throws {
        let project = try HostileProject()
        try project.directory.makeFolder("Sources/TripDomain")
        for number in 0..<10_000 {
            let text = number == 7_777 ? HostileProject.violation + "\n" : "struct Type\(number) {}\n"
            try Data(text.utf8).write(to: project.directory.url(domain + "File\(number).swift"))
        }
        let (run, report) = try project.lint()
        #expect(run.status == 1)
        #expect(report.files == 10_000)
        #expect(placed(report.findings) == ["\(domain)File7777.swift:1:1 domain-framework-import"])
    }
}
