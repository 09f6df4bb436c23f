import ArchLintRules
import Foundation

/// Project files read again after pass 1, for effects analysis, each from disk once per run: the solver asks for a
/// file once per group of members whose calls it reads and the type tables once per look at parameter labels, so
/// without this one file may be opened a dozen times.
///
/// Holds at most ``budget`` bytes; past that a file is read each time it is asked for, as it would be without this.
final class ReloadedFiles: @unchecked Sendable {
    /// The most bytes kept.
    let budget: Int
    private let lock = SpinningLock()
    private var kept: [Int: [UInt8]] = [:]
    private var held = 0

    init(budget: Int = 64 << 20) {
        self.budget = budget
    }

    /// The bytes of the file numbered `file`: those read before, else what `load` reads (kept while the budget
    /// allows). A file that cannot be read is asked for again next time.
    func bytes(of file: Int, load: () -> [UInt8]?) -> [UInt8]? {
        if let known = lock.withLock({ kept[file] }) { return known }
        // Read outside the lock: two threads asking for one file at once each read it, and the first is kept.
        guard let bytes = load() else { return nil }
        lock.withLock {
            if kept[file] == nil, held + bytes.count <= budget {
                kept[file] = bytes
                held += bytes.count
            }
        }
        return bytes
    }

    /// How many bytes are kept.
    var heldBytes: Int { lock.withLock { held } }
}
