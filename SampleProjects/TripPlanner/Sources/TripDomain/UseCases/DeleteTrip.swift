import Foundation

/// Removes a trip and its itinerary from storage.
public struct DeleteTrip: DeleteTripUseCase {
    private let repository: any TripRepository

    public init(repository: any TripRepository) {
        self.repository = repository
    }

    public func execute(tripID: UUID) async throws {
        try await repository.delete(id: tripID)
    }
}
