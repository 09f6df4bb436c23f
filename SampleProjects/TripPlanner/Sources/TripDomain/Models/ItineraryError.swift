import Foundation

/// A rule that ties itinerary items to the trip they belong to.
public enum ItineraryError: LocalizedError, Equatable, Sendable {
    /// The item's title is empty once surrounding whitespace is removed.
    case emptyTitle
    /// The item is scheduled on a day the trip does not cover.
    case itemOutsideTrip(itemTitle: String, tripName: String)
    /// No stored trip has the given id.
    case tripNotFound(id: UUID)

    public var errorDescription: String? {
        switch self {
        case .emptyTitle:
            "Give the itinerary item a title."
        case let .itemOutsideTrip(itemTitle, tripName):
            "“\(itemTitle)” must fall within the dates of “\(tripName)”."
        case .tripNotFound:
            "That trip no longer exists."
        }
    }
}
