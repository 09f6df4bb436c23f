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
    /// Starts `work` on another thread and goes on; the result's ``Pending/value`` waits for it. For work that
    /// needs none of what the caller does next, so that it fills the cores beside it instead of after it.
    static func start<Value: Sendable>(_ work: @escaping @Sendable () -> Value) -> Pending<Value> {
        Pending(work)
    }

    /// Drops the last reference to `value` on another thread: freeing a whole project's sources, tokens and
    /// declarations is a long sequential walk the caller need not wait for.
    static func releaseInBackground<Value: Sendable>(_ value: consuming Value) {
        let box = ReleaseBox(value)
        DispatchQueue.global(qos: .utility).async { box.drop() }
    }
}

/// The result of work started with ``Parallel/start(_:)``.
final class Pending<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchGroup()
    /// Written once by the work, read only after `done` says it is written.
    private var result: Value?

    fileprivate init(_ work: @escaping @Sendable () -> Value) {
        done.enter()
        DispatchQueue.global().async {
            self.result = work()
            self.done.leave()
        }
    }

    /// The work's result, once it is there.
    var value: Value {
        done.wait()
        return result!
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

    /// Moves `value` into its slot: a result may be a large value, not to be copied field by field.
    func store(_ value: consuming Output, at index: Int) {
        slots[index] = consume value
    }

    /// The results, moved out of their slots (not copied: a result may be a large value).
    func collect() -> [Output] {
        (0..<count).compactMap { slots[$0].take() }
    }
}
