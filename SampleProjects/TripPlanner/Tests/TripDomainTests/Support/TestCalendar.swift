import Foundation

/// Fixed calendars and dates, so day counts do not depend on the machine running the tests.
enum TestCalendar {
    static let utc = gregorian(timeZone: "UTC")

    static func gregorian(timeZone identifier: String) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: identifier) ?? .gmt
        return calendar
    }

    /// The moment `year-month-day hour:minute` in `calendar` (UTC unless given).
    static func date(
        _ year: Int, _ month: Int, _ day: Int,
        hour: Int = 12, minute: Int = 0,
        in calendar: Calendar = utc
    ) -> Date {
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)
        // The components are fixed and valid; the fallback only keeps the helper total.
        return calendar.date(from: components) ?? .distantPast
    }
}
