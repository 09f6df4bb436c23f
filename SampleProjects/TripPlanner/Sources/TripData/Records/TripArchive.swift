import Foundation

/// The top level of the JSON file: a format version and every trip.
struct TripArchive: Codable, Equatable, Sendable {
    /// The format this build writes; files with a newer one are refused rather than misread.
    static let currentFormatVersion = 1

    var formatVersion: Int
    var trips: [TripRecord]

    init(formatVersion: Int = Self.currentFormatVersion, trips: [TripRecord]) {
        self.formatVersion = formatVersion
        self.trips = trips
    }
}
