import BudgetDomain
import Foundation

/// Keeps budget items in memory, for previews, tests and demos.
public actor InMemoryBudgetRepository: BudgetRepository {
    private var items: [BudgetItem]

    public init(items: [BudgetItem] = []) {
        self.items = items
    }

    /// Adds an item, or replaces the one with the same id.
    public func save(_ item: BudgetItem) {
        if let index = items.firstIndex(where: { $0.id == item.id }) {
            items[index] = item
        } else {
            items.append(item)
        }
    }

    public func fetchItems(scenarioID: UUID) -> [BudgetItem] {
        items.filter { $0.scenarioID == scenarioID }
    }
}
