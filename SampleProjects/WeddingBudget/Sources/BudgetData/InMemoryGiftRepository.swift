import BudgetDomain
import Foundation

/// Keeps gifts in memory, for previews, tests and demos.
public actor InMemoryGiftRepository: GiftRepository {
    private var gifts: [Gift]

    public init(gifts: [Gift] = []) {
        self.gifts = gifts
    }

    /// Adds a gift, or replaces the one with the same id.
    public func save(_ gift: Gift) {
        if let index = gifts.firstIndex(where: { $0.id == gift.id }) {
            gifts[index] = gift
        } else {
            gifts.append(gift)
        }
    }

    public func fetchGifts(scenarioID: UUID) -> [Gift] {
        gifts.filter { $0.scenarioID == scenarioID }
    }
}
