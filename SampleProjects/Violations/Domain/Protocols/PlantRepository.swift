import Foundation

/// Where plants are kept. The Data layer answers it with SwiftData; anything built on URLSession or
/// UserDefaults belongs there as well, never in this folder.
protocol PlantRepository: Sendable {
    func allPlants() async throws -> [Plant]
    func plant(id: UUID) async throws -> Plant?
    func save(_ plant: Plant) async throws
    func markWatered(_ ids: [UUID], at date: Date) async throws
}
