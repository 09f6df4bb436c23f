import Foundation

extension Sequence {
    /// The total of `amount` over the elements; zero for an empty sequence.
    func sum(of amount: (Element) -> Decimal) -> Decimal {
        reduce(Decimal.zero) { total, element in total + amount(element) }
    }
}
