import Foundation

/// Where gifts towards the wedding are kept.
public protocol GiftRepository: Sendable {
    /// Every gift recorded for the scenario.
    func fetchGifts(scenarioID: UUID) async throws -> [Gift]
}
