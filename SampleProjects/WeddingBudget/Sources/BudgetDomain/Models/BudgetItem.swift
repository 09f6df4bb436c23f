import Foundation

/// A planned line of the wedding budget, such as “Flowers” under “Decor”.
public struct BudgetItem: Identifiable, Equatable, Sendable {
    public let id: UUID
    /// The budget scenario (e.g. “Small ceremony”) this line belongs to.
    public var scenarioID: UUID
    public var name: String
    public var category: String
    public var plannedAmount: Decimal

    public init(id: UUID = UUID(), scenarioID: UUID, name: String, category: String, plannedAmount: Decimal) {
        self.id = id
        self.scenarioID = scenarioID
        self.name = name
        self.category = category
        self.plannedAmount = plannedAmount
    }
}
