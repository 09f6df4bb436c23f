import Foundation
import Observation

/// The evening watering round: tick plants off, then confirm.
@Observable
@MainActor
final class WateringRoundViewModel {
    private let plantRepository: any PlantRepository
    private let photoService: any PlantPhotoService
    private(set) var plants: [Plant] = []
    private(set) var thumbnails: [UUID: Data] = [:]
    var selection: Set<UUID> = []

    init(plantRepository: any PlantRepository, photoService: any PlantPhotoService) {
        self.plantRepository = plantRepository
        self.photoService = photoService
    }

    func load() async {
        plants = (try? await plantRepository.allPlants()) ?? []
        for plant in plants {
            thumbnails[plant.id] = try? await photoService.thumbnail(for: plant.id)
        }
    }

    func confirmRound() {
        let now = Date.now
        selection.forEach { plantID in
            Task { try? await plantRepository.markWatered([plantID], at: now) }
        }
        selection.removeAll()
    }
}
