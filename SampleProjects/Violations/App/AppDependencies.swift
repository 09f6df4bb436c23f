import CoreData
import Foundation
import NurseryData
import SwiftData

/// The composition root: the only place that knows every concrete type.
@MainActor
struct AppDependencies {
    let container: ModelContainer
    let careLogContainer: NSPersistentContainer
    let plants: SwiftDataPlantRepository
    let careLogs: CoreDataCareLogStore
    let nursery: NurseryCatalogClient

    init() throws {
        container = try ModelContainer(for: PlantEntity.self, SpeciesEntity.self, AwayPlanEntity.self)
        careLogContainer = NSPersistentContainer(name: "CareLog")
        careLogContainer.loadPersistentStores { _, error in
            if let error { print("Care log store unavailable: \(error)") }
        }
        plants = SwiftDataPlantRepository(modelContainer: container)
        careLogs = CoreDataCareLogStore(container: careLogContainer)
        nursery = NurseryCatalogClient(baseURL: URL(string: "https://nursery.example.org/api/")!)
    }

    func thirstyPlants() -> ThirstyPlantsViewModel {
        ThirstyPlantsViewModel(repository: plants, outdoorPlantIDs: [])
    }

    func catalog() -> CatalogViewModel {
        CatalogViewModel(client: nursery)
    }

    func careSummaries() -> CareSummaryService {
        CareSummaryService(plantRepository: plants, careLogs: careLogs)
    }
}
