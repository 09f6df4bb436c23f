import Foundation

/// Lists the stored trips.
public protocol ListTripsUseCase: Sendable {
    /// Every trip, soonest start first.
    func execute() async throws -> [Trip]
}
