import NurseryStock

/// Prices a plant by how many are left: scarce plants cost more.
public struct PriceList: Sendable {
    public var basePrice: Double

    public init(basePrice: Double) {
        self.basePrice = basePrice
    }

    public func price(for sku: String, in stock: StockLevels) -> Double {
        let left = stock.count(of: sku)
        return left < 3 ? basePrice * 1.2 : basePrice
    }
}
