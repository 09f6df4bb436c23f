import Foundation
import Testing
import TripDomain

@Suite struct TripDurationTests {
    private func trip(from start: Date, to end: Date) -> Trip {
        Trip(name: "Trip", startDate: start, endDate: end)
    }

    @Test func countsBothTheFirstAndTheLastDay() {
        let trip = trip(from: TestCalendar.date(2025, 6, 1), to: TestCalendar.date(2025, 6, 5))

        #expect(trip.durationInDays(in: TestCalendar.utc) == 5)
    }

    @Test func countsCalendarDaysNotElapsedHours() {
        // Four hours apart, but on two different days.
        let trip = trip(
            from: TestCalendar.date(2025, 6, 1, hour: 22),
            to: TestCalendar.date(2025, 6, 2, hour: 2)
        )

        #expect(trip.durationInDays(in: TestCalendar.utc) == 2)
    }

    @Test func spanningAClockChangeStillCountsWholeDays() {
        // Berlin moves its clocks forward on 30 March 2025, so that day has 23 hours.
        let berlin = TestCalendar.gregorian(timeZone: "Europe/Berlin")
        let trip = trip(
            from: TestCalendar.date(2025, 3, 29, hour: 0, in: berlin),
            to: TestCalendar.date(2025, 3, 31, hour: 0, in: berlin)
        )

        #expect(trip.durationInDays(in: berlin) == 3)
    }

    @Test func theDayDependsOnTheCalendarsTimeZone() {
        // 23:30 UTC on 1 June is already 2 June in Tokyo.
        let trip = trip(from: TestCalendar.date(2025, 6, 1, hour: 9), to: TestCalendar.date(2025, 6, 1, hour: 23, minute: 30))

        #expect(trip.durationInDays(in: TestCalendar.utc) == 1)
        #expect(trip.durationInDays(in: TestCalendar.gregorian(timeZone: "Asia/Tokyo")) == 2)
    }

    @Test func coversEveryMomentOfItsFirstAndLastDay() {
        let trip = trip(from: TestCalendar.date(2025, 6, 1, hour: 15), to: TestCalendar.date(2025, 6, 3, hour: 10))
        let calendar = TestCalendar.utc

        #expect(trip.covers(TestCalendar.date(2025, 6, 1, hour: 0), in: calendar))
        #expect(trip.covers(TestCalendar.date(2025, 6, 3, hour: 23, minute: 59), in: calendar))
        #expect(!trip.covers(TestCalendar.date(2025, 5, 31, hour: 23, minute: 59), in: calendar))
        #expect(!trip.covers(TestCalendar.date(2025, 6, 4, hour: 0), in: calendar))
    }
}
