import Foundation

/// How far an expense has been paid.
public enum PaymentStatus: String, Sendable, CaseIterable {
    /// Nothing paid yet.
    case unpaid
    /// Something paid, but less than the amount due.
    case partial
    /// Exactly the amount due.
    case paid
    /// More than the amount due, so the vendor owes money back.
    case overpaid
}
