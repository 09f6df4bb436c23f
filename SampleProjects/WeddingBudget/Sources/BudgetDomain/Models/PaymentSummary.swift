import Foundation

/// An expense's payments added up: its status, progress and whether it is late.
public struct PaymentSummary: Equatable, Sendable {
    public let expenseID: UUID
    public let amountDue: Decimal
    public let amountPaid: Decimal
    public let status: PaymentStatus
    /// Whether the due day has passed while money is still owed.
    public let isOverdue: Bool

    public init(expenseID: UUID, amountDue: Decimal, amountPaid: Decimal, status: PaymentStatus, isOverdue: Bool) {
        self.expenseID = expenseID
        self.amountDue = amountDue
        self.amountPaid = amountPaid
        self.status = status
        self.isOverdue = isOverdue
    }

    /// What is still owed; zero once paid or overpaid.
    public var outstanding: Decimal {
        max(amountDue - amountPaid, .zero)
    }

    /// What was paid beyond the amount due; zero unless overpaid.
    public var overpayment: Decimal {
        max(amountPaid - amountDue, .zero)
    }

    /// The share paid, from 0 to 1; an expense with nothing due counts as fully paid.
    public var progress: Decimal {
        guard amountDue > .zero else { return 1 }
        return min(max(amountPaid / amountDue, .zero), 1)
    }
}
