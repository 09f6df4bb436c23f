import struct Foundation.Date
import struct Foundation.UUID

struct WateringReminder: Equatable, Sendable {
    let plantID: UUID
    var fireDate: Date
    var isEnabled: Bool
}
