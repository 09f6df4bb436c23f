import Foundation
import Testing
import TripDomain
import TripPresentation

@MainActor
@Suite struct TripEditorViewModelTests {
    private func makeViewModel(trip: Trip? = nil, saveTrip: SaveTripSpy = SaveTripSpy()) -> TripEditorViewModel {
        TripEditorViewModel(trip: trip, saveTrip: saveTrip, formatter: Fixtures.formatter, today: Fixtures.date(2025, 6, 1))
    }

    @Test func newTripStartsAsADayTripToday() {
        let viewModel = makeViewModel()

        #expect(viewModel.title == "New Trip")
        #expect(viewModel.name.isEmpty)
        #expect(viewModel.dateRangeText == "Jun 1, 2025")
        #expect(viewModel.durationText == "1 day")
    }

    @Test func showsTheDraftsDatesAndDuration() {
        let viewModel = makeViewModel()

        viewModel.endDate = Fixtures.date(2025, 6, 5)

        #expect(viewModel.dateRangeText == "Jun 1, 2025 – Jun 5, 2025")
        #expect(viewModel.durationText == "5 days")
    }

    @Test func showsNoDurationWhileTheEndPrecedesTheStart() {
        let viewModel = makeViewModel()

        viewModel.endDate = Fixtures.date(2025, 5, 30)

        #expect(viewModel.durationText.isEmpty)
    }

    @Test func successfulSaveSendsTheDraftAndKeepsTheResult() async {
        let spy = SaveTripSpy()
        let viewModel = makeViewModel(saveTrip: spy)
        viewModel.name = "Lisbon "
        viewModel.destination = "Portugal"
        viewModel.endDate = Fixtures.date(2025, 6, 4)

        let didSave = await viewModel.save()

        let sent = await spy.receivedTrips
        #expect(didSave)
        #expect(sent.map(\.name) == ["Lisbon "])
        #expect(sent.first?.destination == "Portugal")
        #expect(sent.first?.endDate == Fixtures.date(2025, 6, 4))
        #expect(viewModel.savedTrip?.name == "Lisbon")
        #expect(viewModel.errorMessage == nil)
        #expect(!viewModel.isSaving)
    }

    @Test func validationErrorIsShownAsItsMessage() async {
        let viewModel = makeViewModel(saveTrip: SaveTripSpy(failingWith: TripValidationError.emptyName))

        let didSave = await viewModel.save()

        #expect(!didSave)
        #expect(viewModel.errorMessage == "Give the trip a name.")
        #expect(viewModel.savedTrip == nil)
    }

    @Test func errorWithoutADescriptionGetsAGenericMessage() async {
        let viewModel = makeViewModel(saveTrip: SaveTripSpy(failingWith: OpaqueFailure()))

        await viewModel.save()

        #expect(viewModel.errorMessage == "Something went wrong. Please try again.")
    }

    @Test func aLaterSuccessfulSaveClearsTheMessage() async {
        let spy = SaveTripSpy(failingWith: TripValidationError.endBeforeStart)
        let viewModel = makeViewModel(saveTrip: spy)
        await viewModel.save()
        #expect(viewModel.errorMessage == "The trip cannot end before it starts.")

        await spy.succeedFromNowOn()
        await viewModel.save()

        #expect(viewModel.errorMessage == nil)
    }

    @Test func savingANewTripTwiceKeepsOneID() async {
        let spy = SaveTripSpy()
        let viewModel = makeViewModel(saveTrip: spy)
        viewModel.name = "Oslo"

        await viewModel.save()
        await viewModel.save()

        let ids = await spy.receivedTrips.map(\.id)
        #expect(ids.count == 2)
        #expect(Set(ids).count == 1)
    }

    @Test func editingKeepsTheTripsIDAndItinerary() async {
        let item = ItineraryItem(title: "Museum", scheduledAt: Fixtures.date(2025, 8, 2))
        let trip = Trip(
            name: "Vienna",
            startDate: Fixtures.date(2025, 8, 1),
            endDate: Fixtures.date(2025, 8, 3),
            itinerary: [item]
        )
        let spy = SaveTripSpy()
        let viewModel = makeViewModel(trip: trip, saveTrip: spy)

        viewModel.name = "Vienna and Graz"
        await viewModel.save()

        let sent = await spy.receivedTrips.first
        #expect(viewModel.title == "Edit Trip")
        #expect(sent?.id == trip.id)
        #expect(sent?.itinerary == [item])
        #expect(sent?.name == "Vienna and Graz")
    }
}
