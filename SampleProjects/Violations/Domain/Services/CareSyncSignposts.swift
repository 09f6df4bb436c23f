// archlint:disable:next domain-framework-import, domain-io-api -- signposts for the sync profiler
import OSLog

/// Marks care-log sync intervals in Instruments.
struct CareSyncSignposts {
    private let signposter = OSSignposter(subsystem: "org.example.verdant", category: "sync")

    func measure<Value>(_ name: StaticString, _ work: () async throws -> Value) async rethrows -> Value {
        let state = signposter.beginInterval(name)
        defer { signposter.endInterval(name, state) }
        return try await work()
    }
}
