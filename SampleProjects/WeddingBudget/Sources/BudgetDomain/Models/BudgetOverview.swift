import Foundation

/// The state of one budget scenario: a line per budget item and the scenario's totals.
public struct BudgetOverview: Equatable, Sendable {
    public let scenarioID: UUID
    /// One line per budget item, in the order the repository returned the items.
    public let lines: [BudgetLine]
    /// Every expense in the scenario, allocated or not.
    public let totalSpent: Decimal
    /// Every gift in the scenario, earmarked or general.
    public let totalGifts: Decimal
    /// Expense amounts not charged to any of the scenario's budget items.
    public let unallocatedSpend: Decimal

    public init(
        scenarioID: UUID,
        lines: [BudgetLine],
        totalSpent: Decimal,
        totalGifts: Decimal,
        unallocatedSpend: Decimal
    ) {
        self.scenarioID = scenarioID
        self.lines = lines
        self.totalSpent = totalSpent
        self.totalGifts = totalGifts
        self.unallocatedSpend = unallocatedSpend
    }

    public var totalPlanned: Decimal {
        lines.sum(of: \.planned)
    }

    /// Spent less gifts across the whole scenario.
    public var effectiveSpend: Decimal {
        totalSpent - totalGifts
    }

    /// Planned less effective spend; negative when the scenario is over budget.
    public var remaining: Decimal {
        totalPlanned - effectiveSpend
    }
}
