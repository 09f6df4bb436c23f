import Foundation

/// Whether a `declarations` rule selected at least one declaration in the files it checked, set from any core.
/// When every file was checked, this answers "does the selector match anything?" without a second search.
final class SelectionFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var selected = false

    func set() {
        lock.lock()
        selected = true
        lock.unlock()
    }

    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return selected
    }
}
