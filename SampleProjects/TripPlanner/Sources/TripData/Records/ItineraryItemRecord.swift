import Foundation
import TripDomain

/// An itinerary item as written to disk.
struct ItineraryItemRecord: Codable, Equatable, Sendable {
    var id: UUID
    var title: String
    var scheduledAt: Date
    var notes: String

    init(_ item: ItineraryItem) {
        id = item.id
        title = item.title
        scheduledAt = item.scheduledAt
        notes = item.notes
    }

    func toDomain() -> ItineraryItem {
        ItineraryItem(id: id, title: title, scheduledAt: scheduledAt, notes: notes)
    }
}
