import Foundation

/// Something a collaborator may be allowed to do with the wedding budget.
public enum BudgetPermission: String, Sendable, CaseIterable {
    case viewBudget
    case editBudget
    case recordPayments
    case manageCollaborators
}
