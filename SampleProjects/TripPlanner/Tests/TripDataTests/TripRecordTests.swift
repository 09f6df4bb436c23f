import Foundation
import Testing
import TripDomain
@testable import TripData

@Suite struct TripRecordTests {
    @Test func recordMapsBackToTheSameTrip() {
        let trip = SampleTrips.lisbon()

        #expect(TripRecord(trip).toDomain() == trip)
    }

    @Test func recordKeepsItineraryOrderAndNotes() {
        let record = TripRecord(SampleTrips.lisbon())

        #expect(record.itinerary.map(\.title) == ["Tram 28", "Belém"])
        #expect(record.itinerary.first?.notes == "Board at Martim Moniz")
    }
}
