import Foundation
import Testing
import TripDomain
import TripPresentation

@MainActor
@Suite struct TripListViewModelTests {
    private let rome = Trip(
        name: "Rome",
        destination: "Italy",
        startDate: Fixtures.date(2025, 9, 1),
        endDate: Fixtures.date(2025, 9, 4),
        itinerary: [ItineraryItem(title: "Forum", scheduledAt: Fixtures.date(2025, 9, 2))]
    )
    private let bath = Trip(name: "Bath", startDate: Fixtures.date(2025, 10, 3), endDate: Fixtures.date(2025, 10, 3))

    private func makeViewModel(
        listing result: Result<[Trip], TestFailure>,
        deleteTrip: DeleteTripSpy = DeleteTripSpy()
    ) -> TripListViewModel {
        TripListViewModel(listTrips: ListTripsStub(result: result), deleteTrip: deleteTrip, formatter: Fixtures.formatter)
    }

    @Test func loadShowsFormattedRowsInTheUseCasesOrder() async {
        let viewModel = makeViewModel(listing: .success([rome, bath]))

        await viewModel.load()

        #expect(viewModel.rows == [
            TripRow(
                id: rome.id,
                name: "Rome",
                destination: "Italy",
                dateRange: "Sep 1, 2025 – Sep 4, 2025",
                duration: "4 days",
                itinerarySummary: "1 plan"
            ),
            TripRow(
                id: bath.id,
                name: "Bath",
                destination: nil,
                dateRange: "Oct 3, 2025",
                duration: "1 day",
                itinerarySummary: "No plans yet"
            ),
        ])
        #expect(viewModel.trip(id: rome.id) == rome)
        #expect(!viewModel.isLoading)
        #expect(!viewModel.showsEmptyState)
    }

    @Test func emptyListShowsThePlaceholder() async {
        let viewModel = makeViewModel(listing: .success([]))

        await viewModel.load()

        #expect(viewModel.rows.isEmpty)
        #expect(viewModel.showsEmptyState)
    }

    @Test func failedLoadShowsTheMessageInsteadOfThePlaceholder() async {
        let viewModel = makeViewModel(listing: .failure(TestFailure(message: "The trips file is damaged.")))

        await viewModel.load()

        #expect(viewModel.errorMessage == "The trips file is damaged.")
        #expect(!viewModel.showsEmptyState)
    }

    @Test func deleteRemovesTheRowAfterTheUseCaseSucceeds() async {
        let spy = DeleteTripSpy()
        let viewModel = makeViewModel(listing: .success([rome, bath]), deleteTrip: spy)
        await viewModel.load()

        await viewModel.delete(tripID: rome.id)

        #expect(await spy.deletedIDs == [rome.id])
        #expect(viewModel.rows.map(\.id) == [bath.id])
        #expect(viewModel.trip(id: rome.id) == nil)
    }

    @Test func failedDeleteKeepsTheRowAndExplains() async {
        let spy = DeleteTripSpy(failingWith: TestFailure(message: "Disk full."))
        let viewModel = makeViewModel(listing: .success([rome]), deleteTrip: spy)
        await viewModel.load()

        await viewModel.delete(tripID: rome.id)

        #expect(viewModel.rows.map(\.id) == [rome.id])
        #expect(viewModel.errorMessage == "Disk full.")
    }
}
