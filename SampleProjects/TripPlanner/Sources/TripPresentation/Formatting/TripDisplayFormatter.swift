import Foundation
import TripDomain

/// Turns trip values into the strings the screens show, in one locale and calendar.
public struct TripDisplayFormatter: Sendable {
    /// The calendar days and dates are counted and shown in.
    public let calendar: Calendar
    private let dateStyle: Date.FormatStyle

    /// Formats for `locale` and `calendar` (whose time zone decides which day a moment falls on).
    public init(locale: Locale = .autoupdatingCurrent, calendar: Calendar = .autoupdatingCurrent) {
        self.calendar = calendar
        dateStyle = Date.FormatStyle(
            date: .abbreviated,
            time: .omitted,
            locale: locale,
            calendar: calendar,
            timeZone: calendar.timeZone
        )
    }

    /// “Jun 1, 2025 – Jun 5, 2025”, or a single date for a day trip.
    public func dateRange(from start: Date, to end: Date) -> String {
        let first = start.formatted(dateStyle)
        let last = end.formatted(dateStyle)
        return first == last ? first : "\(first) – \(last)"
    }

    /// “1 day”, “5 days”; empty when the dates are out of order, since there is no duration to show.
    public func duration(days: Int) -> String {
        switch days {
        case ..<1: ""
        case 1: "1 day"
        default: "\(days) days"
        }
    }

    /// “No plans yet”, “1 plan”, “4 plans”.
    public func itinerarySummary(count: Int) -> String {
        switch count {
        case 0: "No plans yet"
        case 1: "1 plan"
        default: "\(count) plans"
        }
    }

    /// The message to show for `error`: its own description when it has one.
    public func message(for error: any Error) -> String {
        if let description = (error as? any LocalizedError)?.errorDescription {
            return description
        }
        return "Something went wrong. Please try again."
    }
}
