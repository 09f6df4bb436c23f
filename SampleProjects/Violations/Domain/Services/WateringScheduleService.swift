import Foundation

/// Shared by the home screen, the widget refresh and the reminder scheduler.
final class WateringScheduleService {
    private let calendar: Calendar
    private var nextWateringByPlant: [UUID: Date] = [:]

    init(calendar: Calendar = .current) {
        self.calendar = calendar
    }

    func nextWatering(for plant: Plant) -> Date {
        if let cached = nextWateringByPlant[plant.id] { return cached }
        let next = plant.nextWatering(calendar: calendar)
        nextWateringByPlant[plant.id] = next
        return next
    }

    func forget(_ plantID: UUID) {
        nextWateringByPlant[plantID] = nil
    }
}
