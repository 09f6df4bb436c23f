import Dispatch

/// Maps over an array on every core, keeping the input order in the output.
public enum Parallel {
    public static func map<Input: Sendable, Output: Sendable>(
        _ items: [Input], _ transform: @Sendable (Input) -> Output
    ) -> [Output] {
        guard items.count > 1 else { return items.map(transform) }
        let results = ResultSlots<Output>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            results.store(transform(items[index]), at: index)
        }
        return results.collect()
    }
}

extension Parallel {
    /// Drops the last reference to `value` on another thread: freeing a whole project's sources, tokens and
    /// declarations is a long sequential walk the caller need not wait for.
    static func releaseInBackground<Value: Sendable>(_ value: consuming Value) {
        let box = ReleaseBox(value)
        DispatchQueue.global(qos: .utility).async { box.drop() }
    }
}

/// Holds a value until `drop` runs on the background queue.
private final class ReleaseBox<Value: Sendable>: @unchecked Sendable {
    private var value: Value?

    init(_ value: consuming Value) {
        self.value = value
    }

    func drop() {
        value = nil
    }
}

/// One slot per index, each written by exactly one iteration of `concurrentPerform`, read after all of them end.
private final class ResultSlots<Output>: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<Output?>
    private let count: Int

    init(count: Int) {
        self.count = count
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    func store(_ value: Output, at index: Int) {
        slots[index] = value
    }

    func collect() -> [Output] {
        (0..<count).compactMap { slots[$0] }
    }
}
