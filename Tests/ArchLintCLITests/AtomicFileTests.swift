@testable import ArchLintCLI
@testable import ArchLintProject
import Foundation
import TestSupport
import Testing

@Suite struct AtomicFileTests {
    @Test func writingToDevNullLeavesTheDevice() throws {
        try AtomicFile.write(Data("report".utf8), to: "/dev/null")
        var info = stat()
        #expect(lstat("/dev/null", &info) == 0)
        #expect(info.st_mode & S_IFMT == S_IFCHR)
    }

    @Test func writingThroughASymbolicLinkKeepsTheLink() throws {
        let directory = try TemporaryDirectory()
        try directory.write("real.json", "old")
        let link = directory.path + "/link.json"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: directory.path + "/real.json")
        try AtomicFile.write(Data("new".utf8), to: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == directory.path + "/real.json")
        #expect(try String(contentsOfFile: directory.path + "/real.json", encoding: .utf8) == "new")
    }

    @Test func replacingAFileLeavesNoTemporaryBehind() throws {
        let directory = try TemporaryDirectory()
        try directory.write("out.txt", "old")
        try AtomicFile.write(Data("new".utf8), to: directory.path + "/out.txt")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.txt"])
        #expect(try String(contentsOfFile: directory.path + "/out.txt", encoding: .utf8) == "new")
    }
}
