import Foundation
import Observation

@Observable
@MainActor
final class PlantListViewModel {
    private let repository: SwiftDataPlantRepository
    private(set) var plants: [Plant] = []

    init(repository: SwiftDataPlantRepository) {
        self.repository = repository
    }

    func load() async {
        plants = (try? await repository.allPlants()) ?? []
    }
}
