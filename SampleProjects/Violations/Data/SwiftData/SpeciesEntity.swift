import Foundation
import SwiftData

/// Stores, relates and maps; every rule about species lives in the Domain.
@Model
final class SpeciesEntity {
    @Attribute(.unique) var code: String
    var commonName: String
    var wateringIntervalDays: Int
    @Relationship(deleteRule: .nullify, inverse: \PlantEntity.species) var plants: [PlantEntity] = []

    init(code: String, commonName: String, wateringIntervalDays: Int) {
        self.code = code
        self.commonName = commonName
        self.wateringIntervalDays = wateringIntervalDays
    }

    convenience init(_ species: Species) {
        self.init(code: species.code, commonName: species.commonName,
                  wateringIntervalDays: species.wateringIntervalDays)
    }

    func toDomain() -> Species {
        Species(code: code, commonName: commonName, wateringIntervalDays: wateringIntervalDays)
    }

    func update(from species: Species) {
        commonName = species.commonName
        wateringIntervalDays = species.wateringIntervalDays
    }

    static func named(_ text: String) -> FetchDescriptor<SpeciesEntity> {
        FetchDescriptor(
            predicate: #Predicate { $0.commonName.localizedStandardContains(text) },
            sortBy: [SortDescriptor(\.commonName)]
        )
    }
}
