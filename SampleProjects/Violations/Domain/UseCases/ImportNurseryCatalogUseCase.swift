import Foundation
import NurseryData

/// Turns the nursery's catalogue into species the app can suggest.
struct ImportNurseryCatalogUseCase {
    let client: NurseryCatalogClient

    func execute() async throws -> [Species] {
        try await client.catalogue().map { item in
            Species(code: item.sku, commonName: item.name, wateringIntervalDays: item.wateringDays)
        }
    }
}
