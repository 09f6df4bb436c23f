import Foundation

/// Works out payment status and lateness. A pure value: the clock and calendar are injected, nothing is stored.
public struct ExpensePaymentStatusService: ExpensePaymentStatusServiceProtocol {
    private let calendar: Calendar
    private let now: @Sendable () -> Date

    /// Judges lateness by whole days in `calendar`, with `now` telling the current moment.
    public init(calendar: Calendar = .autoupdatingCurrent, now: @escaping @Sendable () -> Date = { Date() }) {
        self.calendar = calendar
        self.now = now
    }

    public func summary(for expense: Expense, payments: [ExpensePayment]) -> PaymentSummary {
        makeSummary(for: expense, paid: payments.filter { $0.expenseID == expense.id }.sum(of: \.amount), today: now())
    }

    public func summaries(for expenses: [Expense], payments: [ExpensePayment]) -> [PaymentSummary] {
        let paymentsByExpense = Dictionary(grouping: payments, by: \.expenseID)
        // One reading of the clock, so every summary in the batch agrees on what “today” is.
        let today = now()
        return expenses.map { expense in
            makeSummary(for: expense, paid: paymentsByExpense[expense.id]?.sum(of: \.amount) ?? .zero, today: today)
        }
    }

    /// The status for `paid` against `due`. Refunds may make `paid` negative, which still reads as unpaid.
    public static func status(due: Decimal, paid: Decimal) -> PaymentStatus {
        if paid > due { return .overpaid }
        if paid == due { return .paid }
        if paid <= .zero { return .unpaid }
        return .partial
    }

    private func makeSummary(for expense: Expense, paid: Decimal, today: Date) -> PaymentSummary {
        let status = Self.status(due: expense.amount, paid: paid)
        let stillOwed = status == .unpaid || status == .partial
        return PaymentSummary(
            expenseID: expense.id,
            amountDue: expense.amount,
            amountPaid: paid,
            status: status,
            isOverdue: stillOwed && isPastDue(expense.dueDate, today: today)
        )
    }

    /// Late from the day after the due day: a bill due on the 1st may still be paid on the 1st.
    private func isPastDue(_ dueDate: Date?, today: Date) -> Bool {
        guard let dueDate else { return false }
        return calendar.startOfDay(for: today) > calendar.startOfDay(for: dueDate)
    }
}
