import Foundation
import TripDomain

/// A save use case that records what it was given and answers as told.
actor SaveTripSpy: SaveTripUseCase {
    private(set) var receivedTrips: [Trip] = []
    private var failure: (any Error)?

    init(failingWith failure: (any Error)? = nil) {
        self.failure = failure
    }

    func succeedFromNowOn() {
        failure = nil
    }

    func execute(_ trip: Trip) throws -> Trip {
        receivedTrips.append(trip)
        if let failure { throw failure }
        var saved = trip
        saved.name = trip.name.trimmingCharacters(in: .whitespaces)
        return saved
    }
}

/// A list use case that returns fixed trips or fails.
struct ListTripsStub: ListTripsUseCase {
    var result: Result<[Trip], TestFailure>

    func execute() throws -> [Trip] {
        try result.get()
    }
}

/// A delete use case that records the ids it was given and may fail.
actor DeleteTripSpy: DeleteTripUseCase {
    private(set) var deletedIDs: [UUID] = []
    private let failure: TestFailure?

    init(failingWith failure: TestFailure? = nil) {
        self.failure = failure
    }

    func execute(tripID: UUID) throws {
        if let failure { throw failure }
        deletedIDs.append(tripID)
    }
}

/// An error with a message of its own, standing in for storage failures.
struct TestFailure: LocalizedError, Equatable {
    var message: String
    var errorDescription: String? { message }
}

/// An error without a description, to reach the view models' generic message.
struct OpaqueFailure: Error {}
