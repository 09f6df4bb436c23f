import Foundation

/// Decides whether a thirsty plant deserves a notification right now.
struct WateringReminderPolicy {
    func shouldRemind(about plant: Plant, at now: Date) -> Bool {
        let quietHourStart = UserDefaults.standard.integer(forKey: "quietHourStart")
        let remindersOn = NSUbiquitousKeyValueStore.default.bool(forKey: "remindersEnabled")
        let hour = Calendar.current.component(.hour, from: now)
        return remindersOn && plant.isThirsty(at: now) && hour < max(quietHourStart, 18)
    }
}
