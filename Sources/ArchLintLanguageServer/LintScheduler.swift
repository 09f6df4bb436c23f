import Dispatch
import Foundation

/// Runs lints one at a time on a queue of their own, after a quiet period, so that the thread reading messages
/// never waits for one. A newer request supersedes an older one: a superseded lint does not start, and one that is
/// running when the newer request comes is not published.
///
/// Only the newest request waits, in one slot behind one timer, so a burst of edits holds one snapshot of the open
/// documents however long the quiet period and however many edits it takes in.
final class LintScheduler: @unchecked Sendable {
    /// A request waiting for the quiet period to end, with where its outcome goes.
    private struct Pending {
        var request: LintRequest
        var generation: Int
        var deliver: @Sendable (LintOutcome, Int) -> Void
    }

    private let queue = DispatchQueue(label: "archlint.lsp.lint", qos: .userInitiated)
    /// Fires on `queue` when the quiet period after the newest request ends.
    private let timer: any DispatchSourceTimer
    private let lock = NSLock()
    /// Guarded by `lock`.
    private var generation = 0
    private var reloadRequested = false
    private var pending: Pending?
    /// Touched only on `queue`.
    private var session: ProjectSession?

    init() {
        timer = DispatchSource.makeTimerSource(queue: queue)
        timer.setEventHandler { [weak self] in self?.lintPending() }
        timer.activate()
    }

    deinit {
        timer.cancel()
    }

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
        lock.withLock {
            generation += 1
            pending = Pending(request: request, generation: generation, deliver: deliver)
            timer.schedule(deadline: .now() + .milliseconds(delay))
            return generation
        }
    }

    /// Whether no request has come since the one of `generation`.
    func isCurrent(_ generation: Int) -> Bool {
        lock.withLock { self.generation == generation }
    }

    /// On `queue`, when the timer fires: lints the waiting request, if any.
    private func lintPending() {
        guard let session else { return }
        guard let (next, reload) = lock.withLock({ () -> (Pending, Bool)? in
            guard let next = pending else { return nil }
            defer {
                pending = nil
                reloadRequested = false
            }
            return (next, reloadRequested)
        }) else { return }
        if reload { session.reload() }
        next.deliver(session.lint(next.request), next.generation)
    }
}
