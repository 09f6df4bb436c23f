import Foundation

/// Lists trips soonest first, ties broken by name so the order is stable.
public struct ListTrips: ListTripsUseCase {
    private let repository: any TripRepository

    public init(repository: any TripRepository) {
        self.repository = repository
    }

    public func execute() async throws -> [Trip] {
        try await repository.fetchAll().sorted { lhs, rhs in
            if lhs.startDate != rhs.startDate {
                return lhs.startDate < rhs.startDate
            }
            return lhs.name.localizedStandardCompare(rhs.name) == .orderedAscending
        }
    }
}
