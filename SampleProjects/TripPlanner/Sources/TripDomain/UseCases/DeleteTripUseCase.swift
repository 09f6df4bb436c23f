import Foundation

/// Removes a trip.
public protocol DeleteTripUseCase: Sendable {
    func execute(tripID: UUID) async throws
}
