#if canImport(SwiftData)
import Foundation
import SwiftData
import TripDomain

/// How SwiftData stores a trip: fields and mapping only. The trip rules live in TripDomain, not here.
@Model
public final class TripEntity {
    @Attribute(.unique) public var id: UUID
    public var name: String
    public var destination: String
    public var startDate: Date
    public var endDate: Date
    var itinerary: [ItineraryItemRecord]

    init(
        id: UUID,
        name: String,
        destination: String,
        startDate: Date,
        endDate: Date,
        itinerary: [ItineraryItemRecord]
    ) {
        self.id = id
        self.name = name
        self.destination = destination
        self.startDate = startDate
        self.endDate = endDate
        self.itinerary = itinerary
    }

    /// A new row holding `trip`.
    public convenience init(_ trip: Trip) {
        self.init(
            id: trip.id,
            name: trip.name,
            destination: trip.destination,
            startDate: trip.startDate,
            endDate: trip.endDate,
            itinerary: trip.itinerary.map(ItineraryItemRecord.init)
        )
    }

    /// The Domain value this row stores.
    public func toDomain() -> Trip {
        Trip(
            id: id,
            name: name,
            destination: destination,
            startDate: startDate,
            endDate: endDate,
            itinerary: itinerary.map { $0.toDomain() }
        )
    }

    /// Copies `trip`'s fields into this row; the id stays as it is.
    func update(from trip: Trip) {
        name = trip.name
        destination = trip.destination
        startDate = trip.startDate
        endDate = trip.endDate
        itinerary = trip.itinerary.map(ItineraryItemRecord.init)
    }
}
#endif
