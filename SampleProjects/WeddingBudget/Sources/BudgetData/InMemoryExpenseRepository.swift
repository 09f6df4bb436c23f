import BudgetDomain
import Foundation

/// Keeps expenses and their allocations in memory, for previews, tests and demos.
public actor InMemoryExpenseRepository: ExpenseRepository {
    private var expenses: [Expense]
    private var allocations: [ExpenseAllocation]

    public init(expenses: [Expense] = [], allocations: [ExpenseAllocation] = []) {
        self.expenses = expenses
        self.allocations = allocations
    }

    /// Adds an expense, or replaces the one with the same id.
    public func save(_ expense: Expense) {
        if let index = expenses.firstIndex(where: { $0.id == expense.id }) {
            expenses[index] = expense
        } else {
            expenses.append(expense)
        }
    }

    /// Replaces every allocation of `expenseID` with `newAllocations`.
    public func replaceAllocations(ofExpense expenseID: UUID, with newAllocations: [ExpenseAllocation]) {
        allocations.removeAll { $0.expenseID == expenseID }
        allocations.append(contentsOf: newAllocations)
    }

    public func fetchExpenses(scenarioID: UUID) -> [Expense] {
        expenses.filter { $0.scenarioID == scenarioID }
    }

    public func fetchAllocations(scenarioID: UUID) -> [ExpenseAllocation] {
        allocations.filter { $0.scenarioID == scenarioID }
    }
}
