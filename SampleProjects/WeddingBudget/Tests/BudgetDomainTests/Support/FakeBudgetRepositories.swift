import BudgetDomain
import Foundation

/// Budget items for any scenario, as given.
struct StubBudgetRepository: BudgetRepository {
    var items: [BudgetItem]

    func fetchItems(scenarioID: UUID) -> [BudgetItem] {
        items.filter { $0.scenarioID == scenarioID }
    }
}

/// Gifts for any scenario, as given.
struct StubGiftRepository: GiftRepository {
    var gifts: [Gift]

    func fetchGifts(scenarioID: UUID) -> [Gift] {
        gifts.filter { $0.scenarioID == scenarioID }
    }
}

/// Expenses and allocations that also counts every request, to prove reads happen in bulk.
actor CountingExpenseRepository: ExpenseRepository {
    private let expenses: [Expense]
    private let allocations: [ExpenseAllocation]
    private(set) var expenseFetchCount = 0
    private(set) var allocationFetchCount = 0
    private(set) var requestedScenarioIDs: [UUID] = []

    init(expenses: [Expense] = [], allocations: [ExpenseAllocation] = []) {
        self.expenses = expenses
        self.allocations = allocations
    }

    func fetchExpenses(scenarioID: UUID) -> [Expense] {
        expenseFetchCount += 1
        return expenses.filter { $0.scenarioID == scenarioID }
    }

    func fetchAllocations(scenarioID: UUID) -> [ExpenseAllocation] {
        allocationFetchCount += 1
        requestedScenarioIDs.append(scenarioID)
        return allocations.filter { $0.scenarioID == scenarioID }
    }
}

/// An expense repository whose storage is unavailable.
struct FailingExpenseRepository: ExpenseRepository {
    struct Unavailable: Error, Equatable {}

    func fetchExpenses(scenarioID: UUID) throws -> [Expense] {
        throw Unavailable()
    }

    func fetchAllocations(scenarioID: UUID) throws -> [ExpenseAllocation] {
        throw Unavailable()
    }
}
