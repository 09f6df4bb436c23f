import Foundation

/// Adds an item to a trip, enforcing that the item falls on one of the trip's days.
public struct AddItineraryItem: AddItineraryItemUseCase {
    private let repository: any TripRepository
    private let calendar: Calendar

    public init(repository: any TripRepository, calendar: Calendar = .current) {
        self.repository = repository
        self.calendar = calendar
    }

    public func execute(_ item: ItineraryItem, toTripWithID tripID: UUID) async throws -> Trip {
        guard let trip = try await repository.fetch(id: tripID) else {
            throw ItineraryError.tripNotFound(id: tripID)
        }
        let updated = try trip.adding(item, in: calendar)
        try await repository.save(updated)
        return updated
    }
}
