import Foundation
import Testing
import TripDomain
@testable import TripData

@Suite struct JSONFileTripRepositoryTests {
    @Test func missingFileReadsAsNoTrips() async throws {
        try await withTemporaryDirectory { directory in
            let repository = JSONFileTripRepository(directory: directory)

            let trips = try await repository.fetchAll()
            let trip = try await repository.fetch(id: UUID())

            #expect(trips.isEmpty)
            #expect(trip == nil)
        }
    }

    @Test func savedTripsRoundTripThroughTheFile() async throws {
        try await withTemporaryDirectory { directory in
            let lisbon = SampleTrips.lisbon()
            let porto = SampleTrips.porto()
            try await JSONFileTripRepository(directory: directory).save(lisbon)
            try await JSONFileTripRepository(directory: directory).save(porto)

            // A new instance has nothing in memory, so this reads what is on disk.
            let reopened = JSONFileTripRepository(directory: directory)
            let stored = try await reopened.fetchAll()

            #expect(stored.count == 2)
            #expect(stored.first { $0.id == lisbon.id } == lisbon)
            #expect(try await reopened.fetch(id: porto.id) == porto)
        }
    }

    @Test func savingATripAgainReplacesIt() async throws {
        try await withTemporaryDirectory { directory in
            let repository = JSONFileTripRepository(directory: directory)
            var trip = SampleTrips.lisbon()
            try await repository.save(trip)

            trip.name = "Lisbon and Sintra"
            try await repository.save(trip)

            #expect(try await repository.fetchAll() == [trip])
        }
    }

    @Test func deleteRemovesOnlyThatTrip() async throws {
        try await withTemporaryDirectory { directory in
            let repository = JSONFileTripRepository(directory: directory)
            let lisbon = SampleTrips.lisbon()
            let porto = SampleTrips.porto()
            try await repository.save(lisbon)
            try await repository.save(porto)

            try await repository.delete(id: lisbon.id)
            try await repository.delete(id: UUID())

            #expect(try await repository.fetchAll() == [porto])
        }
    }

    @Test func saveCreatesMissingFolders() async throws {
        try await withTemporaryDirectory { directory in
            let nested = directory.appending(path: "a/b", directoryHint: .isDirectory)
            let repository = JSONFileTripRepository(directory: nested)

            try await repository.save(SampleTrips.porto())

            #expect(FileManager.default.fileExists(atPath: repository.fileURL.path(percentEncoded: false)))
        }
    }

    @Test func corruptFileGivesAnErrorNamingTheFileAndLeavesItAlone() async throws {
        try await withTemporaryDirectory { directory in
            let repository = JSONFileTripRepository(directory: directory)
            let garbage = Data("{ \"formatVersion\": 1, \"trips\": [ { \"name\": 4".utf8)
            try garbage.write(to: repository.fileURL)
            let path = repository.fileURL.path(percentEncoded: false)

            let error = await #expect(throws: TripStorageError.self) {
                try await repository.save(SampleTrips.porto())
            }

            guard case let .corruptFile(reportedPath, _) = error else {
                Issue.record("Expected corruptFile, got \(String(describing: error))")
                return
            }
            #expect(reportedPath == path)
            #expect(error?.errorDescription?.contains(path) == true)
            #expect(try Data(contentsOf: repository.fileURL) == garbage)
        }
    }

    @Test func wrongShapeNamesTheMissingField() async throws {
        try await withTemporaryDirectory { directory in
            let repository = JSONFileTripRepository(directory: directory)
            try Data(#"{ "formatVersion": 1 }"#.utf8).write(to: repository.fileURL)

            let error = await #expect(throws: TripStorageError.self) {
                try await repository.fetchAll()
            }

            guard case let .corruptFile(_, reason) = error else {
                Issue.record("Expected corruptFile, got \(String(describing: error))")
                return
            }
            #expect(reason.contains("trips"))
        }
    }

    @Test func fileFromANewerFormatIsRefused() async throws {
        try await withTemporaryDirectory { directory in
            let repository = JSONFileTripRepository(directory: directory)
            try Data(#"{ "formatVersion": 2, "trips": [] }"#.utf8).write(to: repository.fileURL)

            await #expect(throws: TripStorageError.unsupportedFormat(path: repository.fileURL.path(percentEncoded: false), version: 2)) {
                try await repository.fetchAll()
            }
        }
    }
}
