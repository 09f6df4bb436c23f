import NurseryData
import NurseryPricing

/// How many of each plant the nursery holds, and what the shelf is worth.
public struct StockLevels: Sendable {
    private var counts: [String: Int]

    public init(items: [CatalogItem]) {
        counts = Dictionary(items.map { ($0.sku, 1) }, uniquingKeysWith: +)
    }

    public func count(of sku: String) -> Int {
        counts[sku, default: 0]
    }

    public func shelfValue(with prices: PriceList) -> Double {
        counts.keys.reduce(0) { $0 + prices.price(for: $1, in: self) * Double(count(of: $1)) }
    }
}
