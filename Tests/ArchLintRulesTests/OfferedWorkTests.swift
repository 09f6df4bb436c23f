@testable import ArchLintRules
import Dispatch
import Foundation
import Testing

@Suite struct OfferedWorkTests {
    /// Counts of each item's calls, kept under a lock: written by whichever thread does the item.
    private final class Tally: @unchecked Sendable {
        let lock = SpinningLock()
        var calls: [Int]
        init(_ count: Int) { calls = Array(repeating: 0, count: count) }
    }

    @Test(arguments: [0, 1, 2, 3, 50, 1_000])
    func everyItemIsDoneOnceAndDoneBeforeRunReturns(count: Int) {
        let tally = Tally(count)
        OfferedWork.run(count) { item in
            // Long enough that a helper, if one is free, takes some items.
            if item % 7 == 0 { usleep(200) }
            tally.lock.withLock { tally.calls[item] += 1 }
        }
        #expect(tally.calls == Array(repeating: 1, count: count))
    }

    @Test func aCallerInsideAParallelLoopFinishesWhenNoThreadIsFreeToHelp() {
        // Both cores busy with an outer loop whose every iteration offers work: each caller takes its own items
        // and never waits for a helper that has not started.
        let tally = Tally(64 * 8)
        DispatchQueue.concurrentPerform(iterations: 64) { outer in
            OfferedWork.run(8) { inner in
                tally.lock.withLock { tally.calls[outer * 8 + inner] += 1 }
            }
        }
        #expect(tally.calls == Array(repeating: 1, count: 64 * 8))
    }
}
