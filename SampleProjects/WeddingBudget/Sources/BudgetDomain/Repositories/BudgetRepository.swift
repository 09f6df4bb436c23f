import Foundation

/// Where budget items are kept.
public protocol BudgetRepository: Sendable {
    /// Every budget item of the scenario.
    func fetchItems(scenarioID: UUID) async throws -> [BudgetItem]
}
