import Foundation

struct CareSummary: Equatable, Sendable {
    let plantID: UUID
    let waterings: Int
    let lastCare: Date?
}

/// Builds the numbers on the "This month" card.
actor CareSummaryService {
    private let plantRepository: any PlantRepository
    private let careLogs: any CareLogRepository

    init(plantRepository: any PlantRepository, careLogs: any CareLogRepository) {
        self.plantRepository = plantRepository
        self.careLogs = careLogs
    }

    func monthlySummaries(since start: Date) async throws -> [CareSummary] {
        let plants = try await plantRepository.allPlants()
        var summaries: [CareSummary] = []
        summaries.reserveCapacity(plants.count)
        for plant in plants {
            let entries = try await careLogs.entries(for: plant.id).filter { $0.date >= start }
            summaries.append(CareSummary(plantID: plant.id,
                                         waterings: entries.filter { $0.kind == .watered }.count,
                                         lastCare: entries.map(\.date).max()))
        }
        return summaries
    }
}
