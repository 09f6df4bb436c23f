import Foundation
import Observation
import TripDomain

/// Drives the trip form: holds the draft, shows its dates and duration, and saves it through the use case.
///
/// It checks nothing itself; the Domain's rules decide, and their messages are shown as they come.
@MainActor
@Observable
public final class TripEditorViewModel {
    public var name: String
    public var destination: String
    public var startDate: Date
    public var endDate: Date

    /// Why the last save failed, ready to show; `nil` after a successful save.
    public private(set) var errorMessage: String?
    public private(set) var isSaving = false
    /// The trip as stored by the last successful save.
    public private(set) var savedTrip: Trip?

    private let tripID: UUID
    private let itinerary: [ItineraryItem]
    private let isNewTrip: Bool
    private let saveTrip: any SaveTripUseCase
    private let formatter: TripDisplayFormatter

    /// Edits `trip`, or a new one-day trip starting `today` when `trip` is `nil`.
    public init(
        trip: Trip? = nil,
        saveTrip: any SaveTripUseCase,
        formatter: TripDisplayFormatter = TripDisplayFormatter(),
        today: Date = .now
    ) {
        name = trip?.name ?? ""
        destination = trip?.destination ?? ""
        startDate = trip?.startDate ?? today
        endDate = trip?.endDate ?? today
        // A new trip keeps one id, so saving twice updates it instead of creating a duplicate.
        tripID = trip?.id ?? UUID()
        itinerary = trip?.itinerary ?? []
        isNewTrip = trip == nil
        self.saveTrip = saveTrip
        self.formatter = formatter
    }

    public var title: String {
        isNewTrip ? "New Trip" : "Edit Trip"
    }

    /// The dates as one line, e.g. “Jun 1, 2025 – Jun 5, 2025”.
    public var dateRangeText: String {
        formatter.dateRange(from: startDate, to: endDate)
    }

    /// The length of the draft, e.g. “5 days”; empty while the end precedes the start.
    public var durationText: String {
        formatter.duration(days: draft.durationInDays(in: formatter.calendar))
    }

    /// Saves the draft; returns whether it was stored, so the screen knows to close.
    @discardableResult
    public func save() async -> Bool {
        guard !isSaving else { return false }
        isSaving = true
        defer { isSaving = false }

        do {
            savedTrip = try await saveTrip.execute(draft)
            errorMessage = nil
            return true
        } catch {
            errorMessage = formatter.message(for: error)
            return false
        }
    }

    private var draft: Trip {
        Trip(
            id: tripID,
            name: name,
            destination: destination,
            startDate: startDate,
            endDate: endDate,
            itinerary: itinerary
        )
    }
}

// Identity is the instance, which lets a screen present the editor with `sheet(item:)`.
extension TripEditorViewModel: Identifiable {}
