import Foundation

/// How one budget item stands: what was planned, spent, given and what is left.
public struct BudgetLine: Identifiable, Equatable, Sendable {
    public var id: UUID { budgetItemID }
    public let budgetItemID: UUID
    public let name: String
    public let category: String
    public let planned: Decimal
    /// The allocations charged to this item.
    public let spent: Decimal
    /// Gifts earmarked for this item.
    public let gifts: Decimal

    public init(budgetItemID: UUID, name: String, category: String, planned: Decimal, spent: Decimal, gifts: Decimal) {
        self.budgetItemID = budgetItemID
        self.name = name
        self.category = category
        self.planned = planned
        self.spent = spent
        self.gifts = gifts
    }

    /// What the couple pays themselves: spent less gifts. Negative when gifts outrun spending so far.
    public var effectiveSpend: Decimal {
        spent - gifts
    }

    /// Planned less effective spend; negative when over budget.
    public var remaining: Decimal {
        planned - effectiveSpend
    }

    public var isOverBudget: Bool {
        remaining < 0
    }
}
