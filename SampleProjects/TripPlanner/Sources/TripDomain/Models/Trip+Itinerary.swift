import Foundation

extension Trip {
    /// The first itinerary item scheduled outside the trip's days, if any (e.g. after the dates moved).
    public func firstItemOutsideDates(in calendar: Calendar) -> ItineraryItem? {
        itinerary.first { !covers($0.scheduledAt, in: calendar) }
    }

    /// A copy with `item` added in time order, provided it is titled and falls inside the trip's days.
    public func adding(_ item: ItineraryItem, in calendar: Calendar) throws(ItineraryError) -> Trip {
        var item = item
        item.title = item.title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !item.title.isEmpty else { throw .emptyTitle }
        guard covers(item.scheduledAt, in: calendar) else {
            throw .itemOutsideTrip(itemTitle: item.title, tripName: name)
        }

        var trip = self
        // After every item at the same moment or earlier, so equal times keep the order they were added in.
        let index = trip.itinerary.firstIndex { $0.scheduledAt > item.scheduledAt } ?? trip.itinerary.endIndex
        trip.itinerary.insert(item, at: index)
        return trip
    }
}
