@testable import ArchLintEngine
import Testing

/// A file read again for effects analysis comes from disk once, within the budget; a failed read is not kept.
@Suite struct ReloadedFilesTests {
    /// Counts the reads `load` makes.
    final class Reads: @unchecked Sendable {
        var count = 0
    }

    @Test func aFileIsReadOnceAndGivenBackAlike() {
        let files = ReloadedFiles()
        let reads = Reads()
        let load = { () -> [UInt8]? in
            reads.count += 1
            return Array("struct A {}".utf8)
        }
        #expect(files.bytes(of: 3, load: load) == Array("struct A {}".utf8))
        #expect(files.bytes(of: 3, load: load) == Array("struct A {}".utf8))
        #expect(reads.count == 1)
        #expect(files.heldBytes == 11)
        // Another file is read on its own.
        #expect(files.bytes(of: 4) { reads.count += 1; return [1, 2] } == [1, 2])
        #expect(reads.count == 2)
    }

    @Test func pastTheBudgetAFileIsReadEachTime() {
        let files = ReloadedFiles(budget: 4)
        let reads = Reads()
        let small = { () -> [UInt8]? in reads.count += 1; return [1, 2, 3] }
        let large = { () -> [UInt8]? in reads.count += 1; return [1, 2, 3, 4, 5] }
        #expect(files.bytes(of: 0, load: small) == [1, 2, 3])
        #expect(files.bytes(of: 1, load: large) == [1, 2, 3, 4, 5])
        #expect(files.bytes(of: 1, load: large) == [1, 2, 3, 4, 5])
        #expect(files.bytes(of: 0, load: small) == [1, 2, 3])
        #expect(reads.count == 3)
        #expect(files.heldBytes == 3)
    }

    @Test func aFileThatCannotBeReadIsAskedForAgain() {
        let files = ReloadedFiles()
        let reads = Reads()
        var readable = false
        let load = { () -> [UInt8]? in
            reads.count += 1
            return readable ? [7] : nil
        }
        #expect(files.bytes(of: 0, load: load) == nil)
        readable = true
        #expect(files.bytes(of: 0, load: load) == [7])
        #expect(reads.count == 2)
    }
}
