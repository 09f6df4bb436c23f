import Foundation
import TripDomain

/// An in-memory repository that also remembers every save, for use-case tests.
actor RecordingTripRepository: TripRepository {
    private(set) var tripsByID: [UUID: Trip]
    private(set) var savedTrips: [Trip] = []
    private(set) var deletedIDs: [UUID] = []

    init(_ trips: Trip...) {
        tripsByID = Dictionary(trips.map { ($0.id, $0) }, uniquingKeysWith: { _, later in later })
    }

    func save(_ trip: Trip) {
        savedTrips.append(trip)
        tripsByID[trip.id] = trip
    }

    func delete(id: UUID) {
        deletedIDs.append(id)
        tripsByID[id] = nil
    }

    func fetchAll() -> [Trip] {
        Array(tripsByID.values)
    }

    func fetch(id: UUID) -> Trip? {
        tripsByID[id]
    }
}
