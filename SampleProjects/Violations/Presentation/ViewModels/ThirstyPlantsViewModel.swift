import Foundation
import Observation

struct ThirstyPlantRow: Identifiable, Equatable {
    let id: UUID
    let nickname: String
    let lastWateredAt: Date
    let isOverdue: Bool
    let isOutdoor: Bool
}

@Observable
@MainActor
final class ThirstyPlantsViewModel {
    private let repository: any PlantRepository
    private let outdoorPlantIDs: Set<UUID>
    private(set) var rows: [ThirstyPlantRow] = []

    init(repository: any PlantRepository, outdoorPlantIDs: Set<UUID>) {
        self.repository = repository
        self.outdoorPlantIDs = outdoorPlantIDs
    }

    func reload() async {
        let now = Date.now
        let plants = (try? await repository.allPlants()) ?? []
        var thirsty: [ThirstyPlantRow] = []
        for plant in plants where plant.isThirsty(at: now) {
            thirsty.append(ThirstyPlantRow(id: plant.id, nickname: plant.nickname, lastWateredAt: plant.lastWateredAt,
                                           isOverdue: plant.nextWatering() < now,
                                           isOutdoor: outdoorPlantIDs.contains(plant.id)))
        }
        rows = thirsty
    }

    func markWatered(_ id: UUID) {
        Task {
            try? await repository.markWatered([id], at: .now)
            await reload()
        }
    }
}
