import Foundation

/// Builds budget overviews from the repositories: four bulk reads at once, then arithmetic in memory.
public actor BudgetAggregationService: BudgetAggregationServiceProtocol {
    private let budgetRepository: any BudgetRepository
    private let expenseRepository: any ExpenseRepository
    private let giftRepository: any GiftRepository

    public init(
        budgetRepository: any BudgetRepository,
        expenseRepository: any ExpenseRepository,
        giftRepository: any GiftRepository
    ) {
        self.budgetRepository = budgetRepository
        self.expenseRepository = expenseRepository
        self.giftRepository = giftRepository
    }

    public func overview(forScenario scenarioID: UUID) async throws -> BudgetOverview {
        // Independent reads run side by side. Allocations come in one request for the whole scenario and are
        // grouped in memory; asking per expense would cost one round trip for every expense.
        async let items = budgetRepository.fetchItems(scenarioID: scenarioID)
        async let expenses = expenseRepository.fetchExpenses(scenarioID: scenarioID)
        async let allocations = expenseRepository.fetchAllocations(scenarioID: scenarioID)
        async let gifts = giftRepository.fetchGifts(scenarioID: scenarioID)

        return try await BudgetOverview(
            scenarioID: scenarioID,
            items: items,
            expenses: expenses,
            allocations: allocations,
            gifts: gifts
        )
    }
}
