import Foundation

extension BudgetOverview {
    /// Works out a scenario's overview from its records, each fetched once for the whole scenario.
    init(
        scenarioID: UUID,
        items: [BudgetItem],
        expenses: [Expense],
        allocations: [ExpenseAllocation],
        gifts: [Gift]
    ) {
        // Allocations pointing at an expense outside this scenario are stale; they must not count as spending.
        let expenseIDs = Set(expenses.map(\.id))
        let allocationsByItem = Dictionary(
            grouping: allocations.filter { expenseIDs.contains($0.expenseID) },
            by: \.budgetItemID
        )
        // General gifts land under the `nil` key and so on no line, only in the totals.
        let giftsByItem = Dictionary(grouping: gifts, by: \.budgetItemID)

        let lines = items.map { item in
            BudgetLine(
                budgetItemID: item.id,
                name: item.name,
                category: item.category,
                planned: item.plannedAmount,
                spent: allocationsByItem[item.id]?.sum(of: \.amount) ?? .zero,
                gifts: giftsByItem[item.id]?.sum(of: \.amount) ?? .zero
            )
        }
        let totalSpent = expenses.sum(of: \.amount)

        self.init(
            scenarioID: scenarioID,
            lines: lines,
            totalSpent: totalSpent,
            totalGifts: gifts.sum(of: \.amount),
            unallocatedSpend: totalSpent - lines.sum(of: \.spent)
        )
    }
}
