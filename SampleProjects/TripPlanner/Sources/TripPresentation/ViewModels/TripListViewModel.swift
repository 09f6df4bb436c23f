import Foundation
import Observation
import TripDomain

/// Drives the trip list: loads trips through the use case and shows them as formatted rows.
@MainActor
@Observable
public final class TripListViewModel {
    public private(set) var rows: [TripRow] = []
    public private(set) var isLoading = false
    /// Why the last load or delete failed, ready to show.
    public private(set) var errorMessage: String?

    private var tripsByID: [UUID: Trip] = [:]
    private let listTrips: any ListTripsUseCase
    private let deleteTrip: any DeleteTripUseCase
    private let formatter: TripDisplayFormatter

    public init(
        listTrips: any ListTripsUseCase,
        deleteTrip: any DeleteTripUseCase,
        formatter: TripDisplayFormatter = TripDisplayFormatter()
    ) {
        self.listTrips = listTrips
        self.deleteTrip = deleteTrip
        self.formatter = formatter
    }

    /// Whether to show the “no trips” placeholder instead of the list.
    public var showsEmptyState: Bool {
        rows.isEmpty && !isLoading && errorMessage == nil
    }

    /// The trip behind a row, to hand to the editor.
    public func trip(id: UUID) -> Trip? {
        tripsByID[id]
    }

    /// Loads every trip, soonest first.
    public func load() async {
        isLoading = true
        defer { isLoading = false }

        do {
            show(try await listTrips.execute())
            errorMessage = nil
        } catch {
            errorMessage = formatter.message(for: error)
        }
    }

    /// Deletes a trip and drops its row; on failure the row stays and the reason is shown.
    public func delete(tripID: UUID) async {
        do {
            try await deleteTrip.execute(tripID: tripID)
            rows.removeAll { $0.id == tripID }
            tripsByID[tripID] = nil
            errorMessage = nil
        } catch {
            errorMessage = formatter.message(for: error)
        }
    }

    private func show(_ trips: [Trip]) {
        tripsByID = Dictionary(trips.map { ($0.id, $0) }, uniquingKeysWith: { _, later in later })
        rows = trips.map(row(for:))
    }

    private func row(for trip: Trip) -> TripRow {
        TripRow(
            id: trip.id,
            name: trip.name,
            destination: trip.destination.isEmpty ? nil : trip.destination,
            dateRange: formatter.dateRange(from: trip.startDate, to: trip.endDate),
            duration: formatter.duration(days: trip.durationInDays(in: formatter.calendar)),
            itinerarySummary: formatter.itinerarySummary(count: trip.itinerary.count)
        )
    }
}
