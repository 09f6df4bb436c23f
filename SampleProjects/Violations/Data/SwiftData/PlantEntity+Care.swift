import Foundation
import SwiftData

extension PlantEntity {
    var daysSinceWatered: Int {
        Calendar.current.dateComponents([.day], from: lastWateredAt, to: .now).day ?? 0
    }

    var isValidInterval: Bool {
        (1...60).contains(wateringIntervalDays)
    }

    func nextWatering() -> Date {
        Calendar.current.date(byAdding: .day, value: wateringIntervalDays, to: lastWateredAt) ?? lastWateredAt
    }

    static func thirsty(before date: Date) -> FetchDescriptor<PlantEntity> {
        FetchDescriptor(
            predicate: #Predicate { ($0.nextWateringAt ?? $0.lastWateredAt) < date },
            sortBy: [SortDescriptor(\.lastWateredAt)]
        )
    }
}
