import Foundation

/// A plant on the owner's windowsill, as the app's rules see it.
struct Plant: Identifiable, Equatable, Sendable {
    let id: UUID
    var nickname: String
    var speciesCode: String
    var wateringIntervalDays: Int
    var lastWateredAt: Date

    func nextWatering(calendar: Calendar = .current) -> Date {
        calendar.date(byAdding: .day, value: wateringIntervalDays, to: lastWateredAt) ?? lastWateredAt
    }

    func isThirsty(at now: Date, calendar: Calendar = .current) -> Bool {
        nextWatering(calendar: calendar) <= now
    }

    func validated() throws -> Plant {
        guard !nickname.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw PlantValidationError.missingNickname
        }
        guard (1...60).contains(wateringIntervalDays) else { throw PlantValidationError.intervalOutOfRange }
        return self
    }
}

enum PlantValidationError: Error, Equatable {
    case missingNickname
    case intervalOutOfRange
}
