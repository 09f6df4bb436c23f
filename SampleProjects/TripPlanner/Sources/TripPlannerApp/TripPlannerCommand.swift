#if !canImport(SwiftUI)
import Foundation
import TripData
import TripDomain
import TripPresentation

/// The command-line build for platforms without SwiftUI: plans a sample trip in a scratch folder and prints it.
@main
struct TripPlannerCommand {
    @MainActor
    static func main() async {
        let directory = URL.temporaryDirectory.appending(path: "TripPlanner-\(UUID().uuidString)")
        let repository = JSONFileTripRepository(directory: directory)
        let useCases = TripUseCases(repository: repository)
        let tripList = TripListViewModel(listTrips: useCases.listTrips, deleteTrip: useCases.deleteTrip)

        do {
            let start = Date.now
            let end = Calendar.autoupdatingCurrent.date(byAdding: .day, value: 3, to: start) ?? start
            let trip = try await useCases.saveTrip.execute(
                Trip(name: "Lisbon long weekend", destination: "Lisbon", startDate: start, endDate: end)
            )
            _ = try await useCases.addItineraryItem.execute(
                ItineraryItem(title: "Ride tram 28 to Alfama", scheduledAt: start),
                toTripWithID: trip.id
            )
        } catch {
            printError(error)
            exit(1)
        }

        // The same view model the app's list screen uses, read as text.
        await tripList.load()
        if let message = tripList.errorMessage {
            printError(message)
            exit(1)
        }
        for row in tripList.rows {
            print([row.name, row.destination, row.dateRange, row.duration, row.itinerarySummary]
                .compactMap { $0 }
                .joined(separator: " · "))
        }
        print("Stored in \(repository.fileURL.path(percentEncoded: false))")
    }

    private static func printError(_ error: any Error) {
        printError(TripDisplayFormatter().message(for: error))
    }

    private static func printError(_ message: String) {
        FileHandle.standardError.write(Data("TripPlanner: \(message)\n".utf8))
    }
}
#endif
