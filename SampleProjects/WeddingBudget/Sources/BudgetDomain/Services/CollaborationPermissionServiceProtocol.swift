import Foundation

/// Answers who may do what on a wedding, and changes roles without ever leaving it ownerless.
public protocol CollaborationPermissionServiceProtocol: Sendable {
    /// The wedding's active collaborators; invited, departed and removed people are left out.
    func activeCollaborators(inWedding weddingID: UUID) async throws -> [Collaborator]
    /// What the user may do; nothing unless they are an active collaborator.
    func permissions(of userID: UUID, inWedding weddingID: UUID) async throws -> Set<BudgetPermission>
    /// Marks the user as having left; refused for the last active owner.
    func leave(userID: UUID, weddingID: UUID) async throws
    /// Gives the user a new role on behalf of `actingUserID`, who must be allowed to manage collaborators.
    func changeRole(
        of userID: UUID,
        to role: CollaboratorRole,
        inWedding weddingID: UUID,
        by actingUserID: UUID
    ) async throws
}

extension CollaborationPermissionServiceProtocol {
    /// Whether the user holds `permission` on the wedding.
    public func isAllowed(_ permission: BudgetPermission, for userID: UUID, inWedding weddingID: UUID) async throws -> Bool {
        try await permissions(of: userID, inWedding: weddingID).contains(permission)
    }
}
