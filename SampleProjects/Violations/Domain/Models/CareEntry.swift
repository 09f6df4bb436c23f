import Foundation

enum CareKind: String, CaseIterable, Sendable {
    case watered, fertilized, repotted, misted
}

/// One thing the owner did for a plant.
struct CareEntry: Identifiable, Equatable, Sendable {
    let id: UUID
    let plantID: UUID
    let kind: CareKind
    let date: Date
    let amountMillilitres: Int
}
