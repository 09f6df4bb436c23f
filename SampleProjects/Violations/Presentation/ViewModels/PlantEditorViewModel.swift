import Foundation
import Observation

@Observable
@MainActor
final class PlantEditorViewModel {
    private let repository: any PlantRepository
    private var plant: Plant
    var nickname: String
    var intervalDays: Int
    private(set) var problem: String?
    private(set) var isSaving = false
    private(set) var isSaved = false

    init(plant: Plant, repository: any PlantRepository) {
        self.plant = plant
        self.repository = repository
        nickname = plant.nickname
        intervalDays = plant.wateringIntervalDays
    }

    var nextWateringText: String {
        var draft = plant
        draft.wateringIntervalDays = intervalDays
        return draft.nextWatering().formatted(date: .abbreviated, time: .omitted)
    }

    func save() async {
        isSaving = true
        defer { isSaving = false }
        plant.nickname = nickname
        plant.wateringIntervalDays = intervalDays
        do {
            try await repository.save(plant.validated())
            problem = nil
            isSaved = true
        } catch PlantValidationError.missingNickname {
            problem = "Give the plant a nickname."
        } catch PlantValidationError.intervalOutOfRange {
            problem = "Choose between 1 and 60 days."
        } catch {
            problem = "The plant could not be saved."
        }
    }
}
