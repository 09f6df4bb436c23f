import Dispatch
import Foundation

/// Items of work done on this thread, with one thread of the pool joining in if one is free: for work inside a
/// parallel pass that may run long on one core (a rule reading the calls of many members) while the other core has
/// finished its share. The caller never waits for a helper that has not started: it takes items until none are
/// left, then waits only for those the helper took and has not finished. A helper that starts late finds nothing to
/// take.
enum OfferedWork {
    /// Calls `body` once for each of `0..<count`, in no particular order, and returns when every call has returned.
    static func run(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        guard count > 1 else {
            if count == 1 { body(0) }
            return
        }
        let items = Items(count: count)
        DispatchQueue.global().async { items.drain(body) }
        items.drain(body)
        items.waitForTaken()
    }

    /// Which items are left and how many are being done.
    private final class Items: @unchecked Sendable {
        private let condition = NSCondition()
        private let count: Int
        private var next = 0
        private var running = 0

        init(count: Int) {
            self.count = count
        }

        /// Takes items until none are left, doing each.
        func drain(_ body: (Int) -> Void) {
            while let item = take() {
                body(item)
                condition.lock()
                running -= 1
                if running == 0 { condition.broadcast() }
                condition.unlock()
            }
        }

        private func take() -> Int? {
            condition.lock()
            defer { condition.unlock() }
            guard next < count else { return nil }
            next += 1
            running += 1
            return next - 1
        }

        /// Waits until no taken item is being done.
        func waitForTaken() {
            condition.lock()
            while running > 0 { condition.wait() }
            condition.unlock()
        }
    }
}
