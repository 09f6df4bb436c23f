import Foundation

/// Runs `body` with a fresh, empty folder that is removed afterwards.
func withTemporaryDirectory(_ body: (URL) async throws -> Void) async throws {
    let directory = URL.temporaryDirectory.appending(path: "TripDataTests-\(UUID().uuidString)", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try await body(directory)
}
