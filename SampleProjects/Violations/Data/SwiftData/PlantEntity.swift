import Foundation
import SwiftData

enum PlantEntityError: Error {
    case emptyNickname
    case wateredInTheFuture
}

@Model
final class PlantEntity {
    @Attribute(.unique) var id: UUID
    var nickname: String
    var wateringIntervalDays: Int
    var lastWateredAt: Date
    var nextWateringAt: Date?
    var species: SpeciesEntity?

    init(id: UUID = UUID(), nickname: String, wateringIntervalDays: Int = 7, lastWateredAt: Date = .now) {
        self.id = id
        self.nickname = nickname
        self.wateringIntervalDays = wateringIntervalDays
        self.lastWateredAt = lastWateredAt
    }

    func validate() throws {
        guard !nickname.isEmpty else { throw PlantEntityError.emptyNickname }
        guard lastWateredAt <= .now else { throw PlantEntityError.wateredInTheFuture }
    }

    func toDomain() -> Plant {
        Plant(id: id, nickname: nickname, speciesCode: species?.code ?? "", wateringIntervalDays: wateringIntervalDays,
              lastWateredAt: lastWateredAt)
    }
}
