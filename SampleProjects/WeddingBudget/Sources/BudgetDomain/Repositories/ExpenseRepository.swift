import Foundation

/// Where expenses and their allocations to budget items are kept.
public protocol ExpenseRepository: Sendable {
    /// Every expense of the scenario.
    func fetchExpenses(scenarioID: UUID) async throws -> [Expense]
    /// Every allocation of every expense in the scenario, in one request rather than one per expense.
    func fetchAllocations(scenarioID: UUID) async throws -> [ExpenseAllocation]
}
