import Foundation

/// One plant the nursery sells.
public struct CatalogItem: Decodable, Sendable {
    public let sku: String
    public let name: String
    public let price: Decimal
    public let wateringDays: Int
}
