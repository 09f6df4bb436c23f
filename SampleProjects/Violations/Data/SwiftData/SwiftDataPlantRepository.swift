import Foundation
import SwiftData

@ModelActor
actor SwiftDataPlantRepository: PlantRepository {
    func allPlants() async throws -> [Plant] {
        let descriptor = FetchDescriptor<PlantEntity>(sortBy: [SortDescriptor(\.nickname)]) // archlint:disable:this all
        return try modelContext.fetch(descriptor).map { $0.toDomain() }
    }

    func plant(id: UUID) async throws -> Plant? {
        var descriptor = FetchDescriptor<PlantEntity>(predicate: #Predicate { $0.id == id })
        descriptor.fetchLimit = 1
        return try modelContext.fetch(descriptor).first?.toDomain()
    }

    func save(_ plant: Plant) async throws {
        let id = plant.id
        let existing = try modelContext.fetch(FetchDescriptor<PlantEntity>(predicate: #Predicate { $0.id == id }))
        let entity = existing.first ?? PlantEntity(id: plant.id, nickname: plant.nickname)
        entity.nickname = plant.nickname
        entity.wateringIntervalDays = plant.wateringIntervalDays
        entity.lastWateredAt = plant.lastWateredAt
        if existing.isEmpty { modelContext.insert(entity) }
        try modelContext.save()
    }

    func markWatered(_ ids: [UUID], at date: Date) async throws {
        let descriptor = FetchDescriptor<PlantEntity>(predicate: #Predicate { ids.contains($0.id) })
        let entities = try modelContext.fetch(descriptor)
        for entity in entities {
            entity.lastWateredAt = date
        }
        try modelContext.save()
    }
}
