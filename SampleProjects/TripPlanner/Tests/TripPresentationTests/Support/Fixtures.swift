import Foundation
import TripDomain
import TripPresentation

/// A fixed locale and UTC calendar, so formatted text is the same on every machine.
enum Fixtures {
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        return calendar
    }()

    static let formatter = TripDisplayFormatter(locale: Locale(identifier: "en_US"), calendar: calendar)

    static func date(_ year: Int, _ month: Int, _ day: Int, hour: Int = 12) -> Date {
        calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour)) ?? .distantPast
    }
}
