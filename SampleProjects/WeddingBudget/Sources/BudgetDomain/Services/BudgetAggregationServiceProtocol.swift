import Foundation

/// Summarises a budget scenario.
public protocol BudgetAggregationServiceProtocol: Sendable {
    /// The scenario's lines and totals as they stand now.
    func overview(forScenario scenarioID: UUID) async throws -> BudgetOverview
}
