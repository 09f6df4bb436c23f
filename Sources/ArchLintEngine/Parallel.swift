import Dispatch

/// Maps over an array on every core, keeping the input order in the output.
public enum Parallel {
    public static func map<Input: Sendable, Output: Sendable>(
        _ items: [Input], _ transform: @Sendable (Input) -> Output
    ) -> [Output] {
        guard items.count > 1 else { return items.map(transform) }
        // Each iteration writes its result straight into the array's storage: a result may be a large value (a
        // scanned file), and moving thousands of them out of slots afterwards is a walk on one core.
        return [Output](unsafeUninitializedCapacity: items.count) { buffer, initialized in
            let results = ResultStorage(buffer.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: items.count) { index in
                results.initialize(index, to: transform(items[index]))
            }
            initialized = items.count
        }
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

/// The storage of the array `Parallel.map` returns: each iteration of `concurrentPerform` initializes exactly one
/// element, its own, and the array is handed out only after all of them end.
private struct ResultStorage<Output>: @unchecked Sendable {
    private let base: UnsafeMutablePointer<Output>

    init(_ base: UnsafeMutablePointer<Output>) {
        self.base = base
    }

    /// Moves `value` into element `index`, which nothing has initialized yet.
    func initialize(_ index: Int, to value: consuming Output) {
        (base + index).initialize(to: value)
    }
}
