import Foundation

/// Saves a trip once it passes the trip rules and every itinerary item still fits its dates.
public struct SaveTrip: SaveTripUseCase {
    private let repository: any TripRepository
    private let calendar: Calendar

    public init(repository: any TripRepository, calendar: Calendar = .current) {
        self.repository = repository
        self.calendar = calendar
    }

    public func execute(_ trip: Trip) async throws -> Trip {
        let trip = try trip.validated(in: calendar)
        if let stray = trip.firstItemOutsideDates(in: calendar) {
            throw ItineraryError.itemOutsideTrip(itemTitle: stray.title, tripName: trip.name)
        }
        try await repository.save(trip)
        return trip
    }
}
