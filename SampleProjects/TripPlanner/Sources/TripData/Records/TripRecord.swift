import Foundation
import TripDomain

/// A trip as written to disk: plain Codable fields, so the file format can change without touching the Domain.
struct TripRecord: Codable, Equatable, Sendable {
    var id: UUID
    var name: String
    var destination: String
    var startDate: Date
    var endDate: Date
    var itinerary: [ItineraryItemRecord]

    init(_ trip: Trip) {
        id = trip.id
        name = trip.name
        destination = trip.destination
        startDate = trip.startDate
        endDate = trip.endDate
        itinerary = trip.itinerary.map(ItineraryItemRecord.init)
    }

    func toDomain() -> Trip {
        Trip(
            id: id,
            name: name,
            destination: destination,
            startDate: startDate,
            endDate: endDate,
            itinerary: itinerary.map { $0.toDomain() }
        )
    }
}
