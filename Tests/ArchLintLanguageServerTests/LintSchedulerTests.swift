@testable import ArchLintLanguageServer
import Testing

/// The scheduler's promise on memory: while the quiet period lasts, only the newest request is held.
struct LintSchedulerTests {
    /// Stands for what a request and its delivery hold (the open documents' text).
    private final class Held: Sendable {}

    @Test func aNewerRequestLetsGoOfTheOneWaiting() {
        let scheduler = LintScheduler()
        weak var first: Held?, second: Held?
        do {
            let held = Held()
            first = held
            scheduler.schedule(LintRequest(documents: []), after: 10_000) { _, _ in _ = held }
        }
        #expect(first != nil)
        do {
            let held = Held()
            second = held
            scheduler.schedule(LintRequest(documents: []), after: 10_000) { _, _ in _ = held }
        }
        #expect(first == nil)
        #expect(second != nil)
        #expect(scheduler.isCurrent(2) && !scheduler.isCurrent(1))
    }
}
