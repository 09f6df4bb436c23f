import Foundation
import Testing
import TripDomain

@Suite struct TripItineraryTests {
    private let calendar = TestCalendar.utc
    private let trip = Trip(
        name: "Kyoto",
        startDate: TestCalendar.date(2025, 4, 1, hour: 14),
        endDate: TestCalendar.date(2025, 4, 4, hour: 11)
    )

    @Test func itemInsideTheTripIsAddedInTimeOrder() throws {
        let temple = ItineraryItem(title: "Fushimi Inari", scheduledAt: TestCalendar.date(2025, 4, 3, hour: 8))
        let market = ItineraryItem(title: "Nishiki Market", scheduledAt: TestCalendar.date(2025, 4, 2, hour: 10))

        let updated = try trip.adding(temple, in: calendar).adding(market, in: calendar)

        #expect(updated.itinerary.map(\.title) == ["Nishiki Market", "Fushimi Inari"])
    }

    @Test func itemsAtTheSameMomentKeepTheOrderTheyWereAddedIn() throws {
        let moment = TestCalendar.date(2025, 4, 2, hour: 19)
        let dinner = ItineraryItem(title: "Dinner", scheduledAt: moment)
        let show = ItineraryItem(title: "Show", scheduledAt: moment)

        let updated = try trip.adding(dinner, in: calendar).adding(show, in: calendar)

        #expect(updated.itinerary.map(\.title) == ["Dinner", "Show"])
    }

    @Test func itemsEarlyOnTheFirstDayAndLateOnTheLastDayFit() throws {
        // The trip's own times (14:00 arrival, 11:00 departure) do not narrow its days.
        let breakfast = ItineraryItem(title: "Breakfast", scheduledAt: TestCalendar.date(2025, 4, 1, hour: 7))
        let lateTrain = ItineraryItem(title: "Late train", scheduledAt: TestCalendar.date(2025, 4, 4, hour: 23))

        let updated = try trip.adding(breakfast, in: calendar).adding(lateTrain, in: calendar)

        #expect(updated.itinerary.count == 2)
    }

    @Test(arguments: [TestCalendar.date(2025, 3, 31, hour: 23), TestCalendar.date(2025, 4, 5, hour: 0)])
    func itemOutsideTheTripsDaysIsRejected(at moment: Date) {
        let item = ItineraryItem(title: "Day trip to Nara", scheduledAt: moment)

        #expect(throws: ItineraryError.itemOutsideTrip(itemTitle: "Day trip to Nara", tripName: "Kyoto")) {
            try trip.adding(item, in: calendar)
        }
    }

    @Test func blankTitleIsRejected() {
        let item = ItineraryItem(title: "  ", scheduledAt: TestCalendar.date(2025, 4, 2))

        #expect(throws: ItineraryError.emptyTitle) {
            try trip.adding(item, in: calendar)
        }
    }

    @Test func addedItemHasItsTitleTrimmed() throws {
        let item = ItineraryItem(title: " Tea ceremony ", scheduledAt: TestCalendar.date(2025, 4, 2))

        let updated = try trip.adding(item, in: calendar)

        #expect(updated.itinerary.first?.title == "Tea ceremony")
        #expect(updated.itinerary.first?.id == item.id)
    }

    @Test func movingTheDatesLeavesStrayItemsToBeFound() throws {
        var moved = try trip.adding(
            ItineraryItem(title: "Last dinner", scheduledAt: TestCalendar.date(2025, 4, 4, hour: 20)),
            in: calendar
        )
        moved.endDate = TestCalendar.date(2025, 4, 3)

        #expect(moved.firstItemOutsideDates(in: calendar)?.title == "Last dinner")
        #expect(trip.firstItemOutsideDates(in: calendar) == nil)
    }

    @Test func outsideTripMessageNamesItemAndTrip() {
        let error = ItineraryError.itemOutsideTrip(itemTitle: "Nara", tripName: "Kyoto")

        #expect(error.errorDescription == "“Nara” must fall within the dates of “Kyoto”.")
    }
}
