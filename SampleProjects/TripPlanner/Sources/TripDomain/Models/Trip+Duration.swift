import Foundation

extension Trip {
    /// Calendar days the trip covers in the user's calendar, counting the first and the last day.
    public var durationInDays: Int {
        durationInDays(in: .current)
    }

    /// Calendar days the trip covers in `calendar`, counting the first and the last day (a day trip lasts 1).
    public func durationInDays(in calendar: Calendar) -> Int {
        let firstDay = calendar.startOfDay(for: startDate)
        let lastDay = calendar.startOfDay(for: endDate)
        // Whole days between midnights, so a 23- or 25-hour day around a clock change still counts as one.
        let daysBetween = calendar.dateComponents([.day], from: firstDay, to: lastDay).day ?? 0
        return daysBetween + 1
    }

    /// Whether `date` falls on one of the trip's days in `calendar`.
    public func covers(_ date: Date, in calendar: Calendar) -> Bool {
        let day = calendar.startOfDay(for: date)
        return day >= calendar.startOfDay(for: startDate) && day <= calendar.startOfDay(for: endDate)
    }
}
