import Foundation

/// An exact decimal amount from text such as "12.50" (a `Double` literal would round first).
/// Malformed text gives NaN, which equals nothing, so a typo fails the test instead of passing quietly.
func money(_ text: String) -> Decimal {
    Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? .nan
}
