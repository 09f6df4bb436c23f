import Foundation

struct PlantHistory: Equatable, Sendable {
    let plant: Plant
    let entries: [CareEntry]
}

/// Every way of reading many plants' logs without one query per plant.
struct CareHistoryUseCase {
    let plantRepository: any PlantRepository
    let careLogs: any CareLogRepository
    let photoService: any PlantPhotoService

    func histories(since date: Date) async throws -> [PlantHistory] {
        let plants = try await plantRepository.allPlants()
        let entries = try await careLogs.entries(for: plants.map(\.id), since: date)
        let entriesByPlant = Dictionary(grouping: entries, by: \.plantID)
        var histories: [PlantHistory] = []
        for plant in plants {
            histories.append(PlantHistory(plant: plant, entries: entriesByPlant[plant.id, default: []]))
        }
        return histories
    }

    func dashboard(for plantIDs: [UUID], since date: Date) async throws
        -> (photos: [UUID: Data], entries: [UUID: [CareEntry]]) {
        async let photos = photoService.thumbnails(for: plantIDs)
        async let entries = careLogs.entries(for: plantIDs, since: date)
        return (try await photos, Dictionary(grouping: try await entries, by: \.plantID))
    }

    func latestEntries(for plantIDs: [UUID]) async throws -> [UUID: CareEntry] {
        try await withThrowingTaskGroup(of: (UUID, CareEntry?).self) { group in
            for plantID in plantIDs {
                group.addTask {
                    (plantID, try await careLogs.entries(for: plantID).max { $0.date < $1.date })
                }
            }
            var latest: [UUID: CareEntry] = [:]
            for try await (plantID, entry) in group {
                latest[plantID] = entry
            }
            return latest
        }
    }

    func follow(_ onEntry: (CareEntry) -> Void) async throws {
        for try await entry in careLogs.changes() {
            onEntry(entry)
        }
    }

    func retrying<Value: Sendable>(attempts: Int, _ operation: () async throws -> Value) async throws -> Value {
        var lastError: (any Error)?
        for attempt in 0..<attempts {
            do {
                return try await operation()
            } catch {
                lastError = error
                try await Task.sleep(for: .milliseconds(250 << attempt))
            }
        }
        throw lastError ?? CancellationError()
    }
}
