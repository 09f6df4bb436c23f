import Foundation
import TripDomain

/// Keeps every trip in one JSON file, rewritten atomically on each change.
///
/// An actor, so each read-modify-write of the file finishes before the next one starts.
public actor JSONFileTripRepository: TripRepository {
    /// The file the trips live in.
    public nonisolated let fileURL: URL

    private let encoder: JSONEncoder
    private let decoder = JSONDecoder()

    /// Stores trips in `fileURL`; its folder is created on the first save.
    public init(fileURL: URL) {
        self.fileURL = fileURL
        let encoder = JSONEncoder()
        // Dates keep the default numeric encoding: it round-trips exactly, where ISO 8601 text drops sub-seconds.
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        self.encoder = encoder
    }

    /// Stores trips in `fileName` inside `directory`.
    public init(directory: URL, fileName: String = "trips.json") {
        self.init(fileURL: directory.appending(path: fileName, directoryHint: .notDirectory))
    }

    public func save(_ trip: Trip) throws {
        var records = try readRecords()
        let record = TripRecord(trip)
        if let index = records.firstIndex(where: { $0.id == trip.id }) {
            records[index] = record
        } else {
            records.append(record)
        }
        try write(records)
    }

    public func delete(id: UUID) throws {
        var records = try readRecords()
        let countBefore = records.count
        records.removeAll { $0.id == id }
        // Leave the file alone when nothing changed, so deleting a missing trip never rewrites it.
        if records.count != countBefore {
            try write(records)
        }
    }

    public func fetchAll() throws -> [Trip] {
        try readRecords().map { $0.toDomain() }
    }

    public func fetch(id: UUID) throws -> Trip? {
        try readRecords().first { $0.id == id }?.toDomain()
    }

    private var path: String {
        fileURL.path(percentEncoded: false)
    }

    private func readRecords() throws(TripStorageError) -> [TripRecord] {
        guard FileManager.default.fileExists(atPath: path) else { return [] }

        let data: Data
        do {
            data = try Data(contentsOf: fileURL)
        } catch {
            throw .unreadableFile(path: path, reason: error.localizedDescription)
        }

        let archive: TripArchive
        do {
            archive = try decoder.decode(TripArchive.self, from: data)
        } catch let error as DecodingError {
            throw .corruptFile(path: path, reason: error.summary)
        } catch {
            throw .corruptFile(path: path, reason: error.localizedDescription)
        }

        guard archive.formatVersion <= TripArchive.currentFormatVersion else {
            throw .unsupportedFormat(path: path, version: archive.formatVersion)
        }
        return archive.trips
    }

    private func write(_ records: [TripRecord]) throws(TripStorageError) {
        do {
            let data = try encoder.encode(TripArchive(trips: records))
            try FileManager.default.createDirectory(
                at: fileURL.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            // Atomic: a crash mid-write leaves the previous file, never half of a new one.
            try data.write(to: fileURL, options: .atomic)
        } catch {
            throw .unwritableFile(path: path, reason: error.localizedDescription)
        }
    }
}
