import Foundation
import NurseryData

/// Feeds the "New at the nursery" screen.
struct CatalogFeedRepository {
    let client: NurseryCatalogClient

    func rows() async throws -> [CatalogRow] {
        let items = try await client.catalogue()
        return items.map { item in
            CatalogRow(id: item.sku, title: item.name, priceText: item.price.formatted(.currency(code: "EUR")))
        }
    }
}
