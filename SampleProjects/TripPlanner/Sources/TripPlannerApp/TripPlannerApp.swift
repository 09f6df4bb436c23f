#if canImport(SwiftUI)
import Foundation
import SwiftUI
import TripData
import TripDomain
import TripPresentation
#if canImport(SwiftData)
import SwiftData
#endif

/// The app: builds the object graph once, then hands the first screen its view model.
@main
struct TripPlannerApp: App {
    private let useCases: TripUseCases
    private let tripList: TripListViewModel

    init() {
        let useCases = TripUseCases(repository: Self.makeRepository())
        self.useCases = useCases
        tripList = TripListViewModel(listTrips: useCases.listTrips, deleteTrip: useCases.deleteTrip)
    }

    var body: some Scene {
        WindowGroup {
            TripListView(viewModel: tripList, makeEditor: makeEditor(for:))
        }
    }

    private func makeEditor(for trip: Trip?) -> TripEditorViewModel {
        TripEditorViewModel(trip: trip, saveTrip: useCases.saveTrip)
    }

    private static func makeRepository() -> any TripRepository {
        #if canImport(SwiftData)
        if let container = try? ModelContainer(for: TripEntity.self) {
            return SwiftDataTripRepository(modelContainer: container)
        }
        #endif
        // Without a SwiftData store the app still keeps trips, in a JSON file beside its other data.
        return JSONFileTripRepository(directory: .applicationSupportDirectory.appending(path: "TripPlanner"))
    }
}
#endif
