import Foundation

/// Tells how far expenses have been paid.
public protocol ExpensePaymentStatusServiceProtocol: Sendable {
    /// The summary of one expense; payments recorded against other expenses are ignored.
    func summary(for expense: Expense, payments: [ExpensePayment]) -> PaymentSummary
    /// One summary per expense, in the same order, from a single list of all their payments.
    func summaries(for expenses: [Expense], payments: [ExpensePayment]) -> [PaymentSummary]
}
