import Foundation
import TripDomain

/// Trips with fixed dates and an itinerary, so stored and loaded values can be compared exactly.
enum SampleTrips {
    static let start = Date(timeIntervalSince1970: 1_751_360_400.125)

    static func lisbon() -> Trip {
        Trip(
            name: "Lisbon",
            destination: "Portugal",
            startDate: start,
            endDate: start.addingTimeInterval(3 * 86_400),
            itinerary: [
                ItineraryItem(title: "Tram 28", scheduledAt: start.addingTimeInterval(3_600), notes: "Board at Martim Moniz"),
                ItineraryItem(title: "Belém", scheduledAt: start.addingTimeInterval(86_400)),
            ]
        )
    }

    static func porto() -> Trip {
        Trip(name: "Porto", startDate: start.addingTimeInterval(10 * 86_400), endDate: start.addingTimeInterval(12 * 86_400))
    }
}
