import Foundation
import Observation
import SwiftData

@Observable
@MainActor
final class GardenViewModel {
    private let modelContext: ModelContext
    private(set) var plants: [PlantEntity] = []

    init(modelContext: ModelContext) {
        self.modelContext = modelContext
    }

    func load() {
        let descriptor = FetchDescriptor<PlantEntity>(sortBy: [SortDescriptor(\.nickname)])
        plants = (try? modelContext.fetch(descriptor)) ?? []
    }

    func water(_ plant: PlantEntity) {
        plant.lastWateredAt = .now
        try? modelContext.save()
    }
}
