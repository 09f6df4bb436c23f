import Foundation
import Testing
import TripDomain

@Suite struct TripUseCaseTests {
    private let calendar = TestCalendar.utc

    private func makeTrip(_ name: String, starting day: Int, days: Int = 3) -> Trip {
        Trip(
            name: name,
            startDate: TestCalendar.date(2025, 7, day),
            endDate: TestCalendar.date(2025, 7, day + days - 1)
        )
    }

    // MARK: SaveTrip

    @Test func saveTripStoresTheValidatedTrip() async throws {
        let repository = RecordingTripRepository()
        let draft = Trip(name: " Oslo ", startDate: TestCalendar.date(2025, 7, 1), endDate: TestCalendar.date(2025, 7, 4))

        let saved = try await SaveTrip(repository: repository, calendar: calendar).execute(draft)

        #expect(saved.name == "Oslo")
        #expect(await repository.savedTrips == [saved])
    }

    @Test func saveTripStoresNothingWhenValidationFails() async {
        let repository = RecordingTripRepository()
        let draft = Trip(name: "", startDate: TestCalendar.date(2025, 7, 1), endDate: TestCalendar.date(2025, 7, 4))

        await #expect(throws: TripValidationError.emptyName) {
            try await SaveTrip(repository: repository, calendar: calendar).execute(draft)
        }
        #expect(await repository.savedTrips.isEmpty)
    }

    @Test func saveTripRefusesDatesThatLeaveAnItemBehind() async {
        let repository = RecordingTripRepository()
        var trip = makeTrip("Oslo", starting: 1, days: 5)
        trip.itinerary = [ItineraryItem(title: "Fjord cruise", scheduledAt: TestCalendar.date(2025, 7, 5))]
        trip.endDate = TestCalendar.date(2025, 7, 3)

        await #expect(throws: ItineraryError.itemOutsideTrip(itemTitle: "Fjord cruise", tripName: "Oslo")) {
            try await SaveTrip(repository: repository, calendar: calendar).execute(trip)
        }
        #expect(await repository.savedTrips.isEmpty)
    }

    // MARK: ListTrips

    @Test func listTripsReturnsSoonestFirstThenByName() async throws {
        let later = makeTrip("Zurich", starting: 20)
        let soonB = makeTrip("Bergen", starting: 5)
        let soonA = makeTrip("Aarhus", starting: 5)
        let repository = RecordingTripRepository(later, soonB, soonA)

        let trips = try await ListTrips(repository: repository).execute()

        #expect(trips.map(\.name) == ["Aarhus", "Bergen", "Zurich"])
    }

    // MARK: DeleteTrip

    @Test func deleteTripRemovesOnlyThatTrip() async throws {
        let kept = makeTrip("Kept", starting: 1)
        let removed = makeTrip("Removed", starting: 2)
        let repository = RecordingTripRepository(kept, removed)

        try await DeleteTrip(repository: repository).execute(tripID: removed.id)

        #expect(await repository.deletedIDs == [removed.id])
        #expect(await repository.fetchAll() == [kept])
    }

    // MARK: AddItineraryItem

    @Test func addItineraryItemSavesTheTripWithTheItem() async throws {
        let trip = makeTrip("Rome", starting: 10)
        let repository = RecordingTripRepository(trip)
        let item = ItineraryItem(title: "Colosseum", scheduledAt: TestCalendar.date(2025, 7, 11, hour: 9))

        let updated = try await AddItineraryItem(repository: repository, calendar: calendar)
            .execute(item, toTripWithID: trip.id)

        #expect(updated.itinerary == [item])
        #expect(await repository.fetch(id: trip.id) == updated)
    }

    @Test func addItineraryItemRejectsAnItemAfterTheTripAndSavesNothing() async {
        let trip = makeTrip("Rome", starting: 10)
        let repository = RecordingTripRepository(trip)
        let item = ItineraryItem(title: "Vatican", scheduledAt: TestCalendar.date(2025, 7, 13))

        await #expect(throws: ItineraryError.itemOutsideTrip(itemTitle: "Vatican", tripName: "Rome")) {
            try await AddItineraryItem(repository: repository, calendar: calendar).execute(item, toTripWithID: trip.id)
        }
        #expect(await repository.savedTrips.isEmpty)
        #expect(await repository.fetch(id: trip.id)?.itinerary.isEmpty == true)
    }

    @Test func addItineraryItemToAMissingTripNamesTheTrip() async {
        let missingID = UUID()
        let item = ItineraryItem(title: "Anything", scheduledAt: TestCalendar.date(2025, 7, 1))

        await #expect(throws: ItineraryError.tripNotFound(id: missingID)) {
            try await AddItineraryItem(repository: RecordingTripRepository(), calendar: calendar)
                .execute(item, toTripWithID: missingID)
        }
    }
}
