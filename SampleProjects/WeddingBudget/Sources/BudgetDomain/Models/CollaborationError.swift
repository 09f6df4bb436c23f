import Foundation

/// Why a change to a wedding's collaborators was refused.
public enum CollaborationError: LocalizedError, Equatable, Sendable {
    /// The user is not an active collaborator on the wedding.
    case notACollaborator(userID: UUID)
    /// The user's role does not grant the permission the change needs.
    case notPermitted(BudgetPermission)
    /// The change would leave the wedding without an active owner.
    case lastOwner

    public var errorDescription: String? {
        switch self {
        case .notACollaborator:
            "This person is not an active collaborator on the wedding."
        case let .notPermitted(permission):
            "Your role does not allow this (\(permission.rawValue))."
        case .lastOwner:
            "The last owner cannot leave or step down; make someone else an owner first."
        }
    }
}
