// archlint:disable:next domain-framework-import
import Foundation

struct Fertilizer: Equatable, Sendable {
    let name: String
    let millilitresPerLitre: Double

    func dose(forLitres litres: Double) -> Double {
        (millilitresPerLitre * litres * 10).rounded() / 10
    }
}
