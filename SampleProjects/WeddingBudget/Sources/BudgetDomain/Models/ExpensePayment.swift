import Foundation

/// One instalment paid against an expense.
public struct ExpensePayment: Identifiable, Equatable, Sendable {
    public let id: UUID
    public var expenseID: UUID
    public var amount: Decimal
    public var paidOn: Date

    public init(id: UUID = UUID(), expenseID: UUID, amount: Decimal, paidOn: Date) {
        self.id = id
        self.expenseID = expenseID
        self.amount = amount
        self.paidOn = paidOn
    }
}
