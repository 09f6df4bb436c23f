import Foundation

/// One line of the trip list, already formatted for display.
public struct TripRow: Identifiable, Equatable, Sendable {
    public let id: UUID
    public let name: String
    /// `nil` when the trip has no destination, so there is nothing to show.
    public let destination: String?
    public let dateRange: String
    public let duration: String
    public let itinerarySummary: String

    public init(
        id: UUID,
        name: String,
        destination: String?,
        dateRange: String,
        duration: String,
        itinerarySummary: String
    ) {
        self.id = id
        self.name = name
        self.destination = destination
        self.dateRange = dateRange
        self.duration = duration
        self.itinerarySummary = itinerarySummary
    }
}
