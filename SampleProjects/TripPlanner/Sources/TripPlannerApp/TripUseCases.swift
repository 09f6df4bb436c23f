import Foundation
import TripDomain

/// Every trip use case, wired to one repository. The only place that picks implementations for the protocols.
struct TripUseCases: Sendable {
    let saveTrip: any SaveTripUseCase
    let deleteTrip: any DeleteTripUseCase
    let listTrips: any ListTripsUseCase
    let addItineraryItem: any AddItineraryItemUseCase

    init(repository: any TripRepository, calendar: Calendar = .autoupdatingCurrent) {
        saveTrip = SaveTrip(repository: repository, calendar: calendar)
        deleteTrip = DeleteTrip(repository: repository)
        listTrips = ListTrips(repository: repository)
        addItineraryItem = AddItineraryItem(repository: repository, calendar: calendar)
    }
}
