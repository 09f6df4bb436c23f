import BudgetDomain
import Foundation
import Testing

@Suite struct ExpensePaymentStatusServiceTests {
    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        return calendar
    }()

    private static func date(_ month: Int, _ day: Int, hour: Int = 12) -> Date {
        calendar.date(from: DateComponents(year: 2025, month: month, day: day, hour: hour)) ?? .distantPast
    }

    private func makeService(today: Date = date(5, 1)) -> ExpensePaymentStatusService {
        ExpensePaymentStatusService(calendar: Self.calendar, now: { today })
    }

    private func payments(_ amounts: Decimal..., for expense: Expense) -> [ExpensePayment] {
        amounts.map { ExpensePayment(expenseID: expense.id, amount: $0, paidOn: Self.date(4, 1)) }
    }

    @Test(arguments: [
        (due: Decimal(100), paid: Decimal(0), status: PaymentStatus.unpaid),
        (due: 100, paid: 40, status: .partial),
        (due: 100, paid: 100, status: .paid),
        (due: 100, paid: 120, status: .overpaid),
        (due: 0, paid: 0, status: .paid),
        (due: 100, paid: -10, status: .unpaid),
    ])
    func statusFollowsWhatWasPaidAgainstWhatIsDue(due: Decimal, paid: Decimal, status: PaymentStatus) {
        #expect(ExpensePaymentStatusService.status(due: due, paid: paid) == status)
    }

    @Test func severalInstalmentsAddUpToPaid() {
        let expense = Expense(scenarioID: UUID(), vendor: "Venue", amount: 1_000)

        let summary = makeService().summary(for: expense, payments: payments(250, 250, 500, for: expense))

        #expect(summary.status == .paid)
        #expect(summary.amountPaid == 1_000)
        #expect(summary.outstanding == 0)
        #expect(summary.progress == 1)
    }

    @Test func partialPaymentShowsProgressAndWhatIsOwed() {
        let expense = Expense(scenarioID: UUID(), vendor: "Photographer", amount: 2_500)

        let summary = makeService().summary(for: expense, payments: payments(500, 500, for: expense))

        #expect(summary.status == .partial)
        #expect(summary.progress == money("0.4"))
        #expect(summary.outstanding == 1_500)
        #expect(summary.overpayment == 0)
    }

    @Test func overpaymentCapsProgressAndReportsTheExcess() {
        let expense = Expense(scenarioID: UUID(), vendor: "DJ", amount: 800)

        let summary = makeService().summary(for: expense, payments: payments(500, 400, for: expense))

        #expect(summary.status == .overpaid)
        #expect(summary.progress == 1)
        #expect(summary.overpayment == 100)
        #expect(summary.outstanding == 0)
    }

    @Test func paymentsForOtherExpensesAreIgnored() {
        let expense = Expense(scenarioID: UUID(), vendor: "Florist", amount: 300)
        let elsewhere = ExpensePayment(expenseID: UUID(), amount: 300, paidOn: Self.date(4, 1))

        let summary = makeService().summary(for: expense, payments: [elsewhere])

        #expect(summary.status == .unpaid)
        #expect(summary.amountPaid == 0)
    }

    @Test(arguments: [
        (today: date(6, 1, hour: 0), overdue: false),
        (today: date(6, 1, hour: 23), overdue: false),
        (today: date(6, 2, hour: 0), overdue: true),
        (today: date(5, 20), overdue: false),
    ])
    func unpaidExpenseIsOverdueFromTheDayAfterItsDueDay(today: Date, overdue: Bool) {
        let expense = Expense(scenarioID: UUID(), vendor: "Caterer", amount: 5_000, dueDate: Self.date(6, 1, hour: 9))

        let summary = makeService(today: today).summary(for: expense, payments: payments(1_000, for: expense))

        #expect(summary.isOverdue == overdue)
    }

    @Test func settledExpenseIsNeverOverdue() {
        let expense = Expense(scenarioID: UUID(), vendor: "Band", amount: 900, dueDate: Self.date(3, 1))

        let summary = makeService(today: Self.date(5, 1)).summary(for: expense, payments: payments(900, for: expense))

        #expect(!summary.isOverdue)
    }

    @Test func expenseWithoutDueDateIsNeverOverdue() {
        let expense = Expense(scenarioID: UUID(), vendor: "Cake", amount: 400)

        #expect(!makeService(today: Self.date(12, 31)).summary(for: expense, payments: []).isOverdue)
    }

    @Test func summariesMatchExpensesInOrderFromOneListOfPayments() {
        let venue = Expense(scenarioID: UUID(), vendor: "Venue", amount: 1_000, dueDate: Self.date(4, 1))
        let cake = Expense(scenarioID: UUID(), vendor: "Cake", amount: 200)
        let all = payments(1_000, for: venue) + payments(50, for: cake) + payments(50, for: cake)

        let summaries = makeService().summaries(for: [cake, venue], payments: all)

        #expect(summaries.map(\.expenseID) == [cake.id, venue.id])
        #expect(summaries.map(\.amountPaid) == [100, 1_000])
        #expect(summaries.map(\.status) == [.partial, .paid])
        #expect(summaries.map(\.isOverdue) == [false, false])
    }
}
