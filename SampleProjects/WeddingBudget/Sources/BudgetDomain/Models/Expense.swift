import Foundation

/// Money owed to a vendor, possibly spread over several budget items and paid in several instalments.
public struct Expense: Identifiable, Equatable, Sendable {
    public let id: UUID
    public var scenarioID: UUID
    public var vendor: String
    public var amount: Decimal
    /// The day the full amount is due, if the vendor set one.
    public var dueDate: Date?

    public init(id: UUID = UUID(), scenarioID: UUID, vendor: String, amount: Decimal, dueDate: Date? = nil) {
        self.id = id
        self.scenarioID = scenarioID
        self.vendor = vendor
        self.amount = amount
        self.dueDate = dueDate
    }
}
