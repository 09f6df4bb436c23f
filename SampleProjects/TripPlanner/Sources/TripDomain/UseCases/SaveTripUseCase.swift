import Foundation

/// Validates a trip and stores it.
public protocol SaveTripUseCase: Sendable {
    /// Stores the validated trip and returns it as saved (text trimmed).
    func execute(_ trip: Trip) async throws -> Trip
}
