import Foundation

struct Species: Identifiable, Equatable, Sendable {
    var id: String { code }
    let code: String
    let commonName: String
    let wateringIntervalDays: Int
}
