import Foundation
import Testing
import TripData
import TripDomain

@Suite struct InMemoryTripRepositoryTests {
    @Test func savesFetchesAndDeletes() async {
        let repository = InMemoryTripRepository()
        let lisbon = SampleTrips.lisbon()
        let porto = SampleTrips.porto()

        await repository.save(lisbon)
        await repository.save(porto)
        await repository.delete(id: lisbon.id)

        #expect(await repository.fetchAll() == [porto])
        #expect(await repository.fetch(id: lisbon.id) == nil)
    }

    @Test func savingTheSameIDReplacesTheTrip() async {
        var trip = SampleTrips.porto()
        let repository = InMemoryTripRepository(trips: [trip])

        trip.destination = "Portugal"
        await repository.save(trip)

        #expect(await repository.fetchAll() == [trip])
    }

    @Test func laterSeedWinsWhenIDsRepeat() async {
        let first = SampleTrips.porto()
        var second = first
        second.name = "Porto again"

        let repository = InMemoryTripRepository(trips: [first, second])

        #expect(await repository.fetchAll() == [second])
    }
}
