import Foundation

/// One planned thing to do on a trip, at a given moment.
public struct ItineraryItem: Identifiable, Equatable, Sendable {
    public let id: UUID
    public var title: String
    public var scheduledAt: Date
    public var notes: String

    /// Creates an item; ``Trip/adding(_:in:)`` decides whether it fits a trip.
    public init(id: UUID = UUID(), title: String, scheduledAt: Date, notes: String = "") {
        self.id = id
        self.title = title
        self.scheduledAt = scheduledAt
        self.notes = notes
    }
}
