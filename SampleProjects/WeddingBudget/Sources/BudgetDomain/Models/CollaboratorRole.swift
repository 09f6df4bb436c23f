import Foundation

/// A collaborator's role, which decides what they may do.
public enum CollaboratorRole: String, Sendable, CaseIterable {
    /// Full control, including who else may plan; every wedding keeps at least one.
    case owner
    /// Plans the budget and records payments.
    case editor
    /// Reads the budget only.
    case viewer

    public var permissions: Set<BudgetPermission> {
        switch self {
        case .owner: Set(BudgetPermission.allCases)
        case .editor: [.viewBudget, .editBudget, .recordPayments]
        case .viewer: [.viewBudget]
        }
    }
}
