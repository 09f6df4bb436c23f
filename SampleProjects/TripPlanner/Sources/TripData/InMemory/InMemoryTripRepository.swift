import Foundation
import TripDomain

/// Keeps trips in memory for previews, tests and sessions that need no persistence.
public actor InMemoryTripRepository: TripRepository {
    private var tripsByID: [UUID: Trip]

    /// Starts with `trips`; of two trips sharing an id, the later one wins.
    public init(trips: [Trip] = []) {
        tripsByID = Dictionary(trips.map { ($0.id, $0) }, uniquingKeysWith: { _, later in later })
    }

    public func save(_ trip: Trip) {
        tripsByID[trip.id] = trip
    }

    public func delete(id: UUID) {
        tripsByID[id] = nil
    }

    public func fetchAll() -> [Trip] {
        Array(tripsByID.values)
    }

    public func fetch(id: UUID) -> Trip? {
        tripsByID[id]
    }
}
