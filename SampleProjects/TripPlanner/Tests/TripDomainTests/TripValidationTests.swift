import Foundation
import Testing
import TripDomain

@Suite struct TripValidationTests {
    private let calendar = TestCalendar.utc

    private func trip(name: String = "Lisbon", from start: Date, to end: Date) -> Trip {
        Trip(name: name, destination: " Portugal ", startDate: start, endDate: end)
    }

    @Test func validTripComesBackWithTrimmedText() throws {
        let draft = trip(name: "  Lisbon  ", from: TestCalendar.date(2025, 6, 1), to: TestCalendar.date(2025, 6, 5))

        let valid = try draft.validated(in: calendar)

        #expect(valid.name == "Lisbon")
        #expect(valid.destination == "Portugal")
        #expect(valid.id == draft.id)
        #expect(valid.startDate == draft.startDate)
    }

    @Test(arguments: ["", "   ", "\n\t "])
    func blankNameIsRejected(name: String) {
        let draft = trip(name: name, from: TestCalendar.date(2025, 6, 1), to: TestCalendar.date(2025, 6, 2))

        #expect(throws: TripValidationError.emptyName) {
            try draft.validated(in: calendar)
        }
    }

    @Test func endBeforeStartIsRejected() {
        let draft = trip(from: TestCalendar.date(2025, 6, 5), to: TestCalendar.date(2025, 6, 1))

        #expect(throws: TripValidationError.endBeforeStart) {
            try draft.validated(in: calendar)
        }
    }

    @Test func endEarlierOnTheSameDayIsRejected() {
        let draft = trip(from: TestCalendar.date(2025, 6, 1, hour: 18), to: TestCalendar.date(2025, 6, 1, hour: 9))

        #expect(throws: TripValidationError.endBeforeStart) {
            try draft.validated(in: calendar)
        }
    }

    @Test func dayTripIsValid() throws {
        let day = TestCalendar.date(2025, 6, 1)

        let valid = try trip(from: day, to: day).validated(in: calendar)

        #expect(valid.durationInDays(in: calendar) == 1)
    }

    @Test func tripOfExactlyTheMaximumLengthIsValid() throws {
        // 1 Jan to 31 Dec of a non-leap year: 365 calendar days, both ends counted.
        let draft = trip(from: TestCalendar.date(2025, 1, 1), to: TestCalendar.date(2025, 12, 31))

        let valid = try draft.validated(in: calendar)

        #expect(valid.durationInDays(in: calendar) == Trip.maximumDurationInDays)
    }

    @Test func tripOneDayOverTheMaximumIsRejected() {
        let draft = trip(from: TestCalendar.date(2025, 1, 1), to: TestCalendar.date(2026, 1, 1))

        #expect(throws: TripValidationError.tooLong(days: 366, maximum: 365)) {
            try draft.validated(in: calendar)
        }
    }

    @Test func checksRunInOrderNameFirst() {
        let draft = trip(name: " ", from: TestCalendar.date(2025, 6, 5), to: TestCalendar.date(2025, 6, 1))

        #expect(throws: TripValidationError.emptyName) {
            try draft.validated(in: calendar)
        }
    }

    @Test func errorDescriptionsExplainTheRule() {
        #expect(TripValidationError.emptyName.errorDescription == "Give the trip a name.")
        #expect(TripValidationError.endBeforeStart.errorDescription == "The trip cannot end before it starts.")
        #expect(
            TripValidationError.tooLong(days: 400, maximum: 365).errorDescription
                == "A trip can last at most 365 days; this one lasts 400."
        )
    }
}
