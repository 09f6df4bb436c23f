import Foundation
#if canImport(WidgetKit)
import WidgetKit
#endif

/// Counts consecutive days on which at least one plant was watered.
struct WateringStreakTracker {
    private(set) var streak = 0
    private(set) var lastDay: Date?

    mutating func record(wateredOn day: Date, calendar: Calendar = .current) {
        let today = calendar.startOfDay(for: day)
        if let lastDay, calendar.isDate(today, inSameDayAs: lastDay) { return }
        if let lastDay, let nextDay = calendar.date(byAdding: .day, value: 1, to: lastDay), nextDay == today {
            streak += 1
        } else {
            streak = 1
        }
        lastDay = today
        #if canImport(WidgetKit)
        WidgetCenter.shared.reloadTimelines(ofKind: "WateringStreak")
        #endif
    }
}
