import Foundation

protocol CareLogRepository: Sendable {
    func entries(for plantID: UUID) async throws -> [CareEntry]
    func entries(for plantIDs: [UUID], since date: Date) async throws -> [CareEntry]
    func append(_ entry: CareEntry) async throws
    func changes() -> AsyncThrowingStream<CareEntry, any Error>
}
