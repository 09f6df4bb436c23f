#if canImport(SwiftData)
import Foundation
import SwiftData
import TripDomain

/// Stores trips with SwiftData on a context of its own, off the main actor.
@ModelActor
public actor SwiftDataTripRepository: TripRepository {
    public func save(_ trip: Trip) throws {
        if let entity = try entity(id: trip.id) {
            entity.update(from: trip)
        } else {
            modelContext.insert(TripEntity(trip))
        }
        try modelContext.save()
    }

    public func delete(id: UUID) throws {
        guard let entity = try entity(id: id) else { return }
        modelContext.delete(entity)
        try modelContext.save()
    }

    public func fetchAll() throws -> [Trip] {
        try modelContext.fetch(FetchDescriptor<TripEntity>()).map { $0.toDomain() }
    }

    public func fetch(id: UUID) throws -> Trip? {
        try entity(id: id)?.toDomain()
    }

    private func entity(id tripID: UUID) throws -> TripEntity? {
        var descriptor = FetchDescriptor<TripEntity>(predicate: #Predicate { $0.id == tripID })
        descriptor.fetchLimit = 1
        return try modelContext.fetch(descriptor).first
    }
}
#endif
