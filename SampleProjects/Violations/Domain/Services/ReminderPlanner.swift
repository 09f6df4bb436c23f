import Foundation

/// Keeps the reminders it has planned; an actor, so its state has a single owner.
actor ReminderPlanner {
    private var planned: [UUID: WateringReminder] = [:]

    func plan(for plant: Plant, calendar: Calendar = .current) -> WateringReminder {
        let reminder = WateringReminder(plantID: plant.id, fireDate: plant.nextWatering(calendar: calendar),
                                        isEnabled: true)
        planned[plant.id] = reminder
        return reminder
    }
}

/// Has no mutable state, so a class is fine.
final class DosageService: Sendable {
    private let roundingStep: Double

    init(roundingStep: Double = 0.5) {
        self.roundingStep = roundingStep
    }

    func millilitres(of fertilizer: Fertilizer, forLitres litres: Double) -> Double {
        (fertilizer.dose(forLitres: litres) / roundingStep).rounded() * roundingStep
    }
}
