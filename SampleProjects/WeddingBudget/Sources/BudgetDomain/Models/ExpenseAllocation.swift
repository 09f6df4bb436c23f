import Foundation

/// The part of an expense charged to one budget item (a caterer's bill may cover food and drinks).
public struct ExpenseAllocation: Identifiable, Equatable, Sendable {
    public let id: UUID
    public var scenarioID: UUID
    public var expenseID: UUID
    public var budgetItemID: UUID
    public var amount: Decimal

    public init(id: UUID = UUID(), scenarioID: UUID, expenseID: UUID, budgetItemID: UUID, amount: Decimal) {
        self.id = id
        self.scenarioID = scenarioID
        self.expenseID = expenseID
        self.budgetItemID = budgetItemID
        self.amount = amount
    }
}
