import Dispatch
import Foundation

/// Runs lints one at a time on a queue of their own, after a quiet period, so that the thread reading messages
/// never waits for one. A newer request supersedes an older one: a superseded lint does not start, and one that is
/// running when the newer request comes is not published.
final class LintScheduler: @unchecked Sendable {
    private let queue = DispatchQueue(label: "archlint.lsp.lint", qos: .userInitiated)
    private let lock = NSLock()
    /// Guarded by `lock`.
    private var generation = 0
    private var reloadRequested = false
    /// Touched only on `queue`.
    private var session: ProjectSession?

    /// Lints from now on against the project of `session`.
    func start(_ session: ProjectSession) {
        queue.async { self.session = session }
    }

    /// Asks for the project to be read again before the next lint that runs.
    func requestReload() {
        lock.withLock { reloadRequested = true }
    }

    /// Lints `request` after `delay` milliseconds unless a newer request comes first, then hands the outcome to
    /// `deliver` with its generation, to check with ``isCurrent(_:)`` before publishing.
    @discardableResult
    func schedule(_ request: LintRequest, after delay: Int,
                  deliver: @escaping @Sendable (LintOutcome, Int) -> Void) -> Int {
        let current = lock.withLock {
            generation += 1
            return generation
        }
        queue.asyncAfter(deadline: .now() + .milliseconds(delay)) {
            guard self.isCurrent(current), let session = self.session else { return }
            if self.lock.withLock({ () -> Bool in
                defer { self.reloadRequested = false }
                return self.reloadRequested
            }) {
                session.reload()
            }
            deliver(session.lint(request), current)
        }
        return current
    }

    /// Whether no request has come since the one of `generation`.
    func isCurrent(_ generation: Int) -> Bool {
        lock.withLock { self.generation == generation }
    }
}
