import Foundation

/// Money given towards the wedding, either earmarked for one budget item or for the budget as a whole.
public struct Gift: Identifiable, Equatable, Sendable {
    public let id: UUID
    public var scenarioID: UUID
    public var giver: String
    public var amount: Decimal
    /// The budget item the gift pays towards, or `nil` for a general contribution.
    public var budgetItemID: UUID?

    public init(id: UUID = UUID(), scenarioID: UUID, giver: String, amount: Decimal, budgetItemID: UUID? = nil) {
        self.id = id
        self.scenarioID = scenarioID
        self.giver = giver
        self.amount = amount
        self.budgetItemID = budgetItemID
    }
}
