import Foundation

extension Trip {
    /// A copy with trimmed text, or the first trip rule this draft breaks.
    public func validated(in calendar: Calendar = .current) throws(TripValidationError) -> Trip {
        var trip = self
        trip.name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        trip.destination = destination.trimmingCharacters(in: .whitespacesAndNewlines)

        guard !trip.name.isEmpty else { throw .emptyName }
        guard endDate >= startDate else { throw .endBeforeStart }
        let days = durationInDays(in: calendar)
        guard days <= Self.maximumDurationInDays else {
            throw .tooLong(days: days, maximum: Self.maximumDurationInDays)
        }
        return trip
    }
}
