@testable import ArchLintRules
import Dispatch
import Testing

@Suite struct SpinningLockTests {
    /// A counter no lock guards but this one: every increment from every thread is counted, none lost.
    private final class Counter: @unchecked Sendable {
        let lock = SpinningLock()
        var value = 0
    }

    @Test func threadsTakingTheLockAtOnceLoseNoUpdate() {
        let counter = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<20_000 {
                counter.lock.withLock { counter.value += 1 }
            }
        }
        #expect(counter.value == 160_000)
    }

    @Test func withLockGivesBackTheResultAndLetsAThrownErrorThrough() {
        struct Failure: Error {}
        let lock = SpinningLock()
        #expect(lock.withLock { 42 } == 42)
        #expect(throws: Failure.self) { try lock.withLock { throw Failure() } }
        // The lock was let go on the way out: it can be taken again.
        #expect(lock.withLock { "again" } == "again")
    }
}
