import Foundation
import NurseryData
import Observation

@Observable
@MainActor
final class CatalogViewModel {
    private let client: NurseryCatalogClient
    private(set) var rows: [CatalogRow] = []

    init(client: NurseryCatalogClient) {
        self.client = client
    }

    func load() async {
        let items = (try? await client.catalogue()) ?? []
        rows = items.map { CatalogRow(id: $0.sku, title: $0.name, priceText: "\($0.price)") }
    }
}
