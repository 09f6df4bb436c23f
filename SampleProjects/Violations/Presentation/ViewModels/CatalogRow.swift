import Foundation

struct CatalogRow: Identifiable, Equatable {
    let id: String
    let title: String
    let priceText: String
}
