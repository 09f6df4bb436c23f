import Foundation

/// Adds an item to a stored trip's itinerary.
public protocol AddItineraryItemUseCase: Sendable {
    /// Adds `item` to the trip with `tripID` and returns the trip as saved.
    func execute(_ item: ItineraryItem, toTripWithID tripID: UUID) async throws -> Trip
}
