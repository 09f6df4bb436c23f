@testable import ArchLintCLI
import Testing

@Suite struct HeapPolicyTests {
    /// The allocator takes the settings wherever it is glibc's: they are what a lint's page faults depend on, and a
    /// build whose C library does not say it is glibc (or a static one that cannot find `mallopt`) would lose them
    /// silently.
    @Test func glibcTakesTheSettings() {
        #if canImport(Glibc)
        #expect(HeapPolicy.keepFreedMemoryForThisRun())
        #else
        #expect(!HeapPolicy.keepFreedMemoryForThisRun())
        #endif
    }
}
