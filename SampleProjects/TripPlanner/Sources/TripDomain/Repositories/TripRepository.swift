import Foundation

/// Where trips are kept. Domain code sees only this protocol; the Data layer supplies the storage.
public protocol TripRepository: Sendable {
    /// Inserts the trip, or replaces the stored trip with the same id.
    func save(_ trip: Trip) async throws
    /// Removes the trip with this id; removing a missing trip is not an error.
    func delete(id: UUID) async throws
    /// Every stored trip, in no particular order.
    func fetchAll() async throws -> [Trip]
    /// The stored trip with this id, or `nil`.
    func fetch(id: UUID) async throws -> Trip?
}
