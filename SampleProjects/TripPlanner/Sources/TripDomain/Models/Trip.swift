import Foundation

/// A planned journey: a named span of calendar days with an itinerary of dated items.
public struct Trip: Identifiable, Equatable, Sendable {
    /// The longest trip the planner accepts, in calendar days.
    public static let maximumDurationInDays = 365

    public let id: UUID
    public var name: String
    public var destination: String
    public var startDate: Date
    public var endDate: Date
    /// The planned items, earliest first.
    public var itinerary: [ItineraryItem]

    /// Creates a trip; call ``validated(in:)`` before trusting it.
    public init(
        id: UUID = UUID(),
        name: String,
        destination: String = "",
        startDate: Date,
        endDate: Date,
        itinerary: [ItineraryItem] = []
    ) {
        self.id = id
        self.name = name
        self.destination = destination
        self.startDate = startDate
        self.endDate = endDate
        self.itinerary = itinerary
    }
}
