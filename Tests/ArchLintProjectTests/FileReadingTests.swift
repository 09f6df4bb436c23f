@testable import ArchLintProject
import Foundation
import TestSupport
import Testing

/// Reading a file whole: every byte, whatever its size against the first read's buffer.
struct FileReadingTests {
    /// Sizes around the smallest buffer (4,096 bytes) and the one extra byte that shows the end.
    @Test(arguments: [0, 1, 4095, 4096, 4097, 65_536, 65_537, 300_001])
    func aFileIsReadWholeAtAnySize(size: Int) throws {
        let directory = try TemporaryDirectory()
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 / 251) }
        let url = directory.url("File.swift")
        try Data(bytes).write(to: url)
        #expect(try FileSystem.readBytes(url.path) == bytes)
    }

    @Test func aLimitStopsTheReadOneBytePastIt() throws {
        let directory = try TemporaryDirectory()
        let url = try directory.write("Large.swift", String(repeating: "a", count: 10_000))
        let read = try FileSystem.readBytes(url.path, limit: 100)
        #expect(read.count > 100)
        #expect(read.allSatisfy { $0 == UInt8(ascii: "a") })
        let refused = try FileSystem.readBytes(url.path, limit: 100, refusingFilesLargerThan: 100)
        #expect(refused.bytes.isEmpty && refused.refusedSize == 10_000)
    }
}
