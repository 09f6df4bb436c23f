import Foundation

/// A rule a trip on its own breaks.
public enum TripValidationError: LocalizedError, Equatable, Sendable {
    /// The name is empty once surrounding whitespace is removed.
    case emptyName
    /// The end date lies before the start date.
    case endBeforeStart
    /// The trip spans more calendar days than the planner allows.
    case tooLong(days: Int, maximum: Int)

    public var errorDescription: String? {
        switch self {
        case .emptyName:
            "Give the trip a name."
        case .endBeforeStart:
            "The trip cannot end before it starts."
        case let .tooLong(days, maximum):
            "A trip can last at most \(maximum) days; this one lasts \(days)."
        }
    }
}
