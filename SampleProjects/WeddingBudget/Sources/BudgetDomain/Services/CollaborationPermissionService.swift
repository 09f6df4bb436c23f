import Foundation

/// Role and membership rules for a wedding's collaborators.
///
/// An actor because it keeps state across calls: the owners who are on their way out. Between reading the
/// collaborators and saving a change there is an `await`, so two owners leaving at once could each see the
/// other still in place. Recording a departure before that `await` lets the second request see the first.
public actor CollaborationPermissionService: CollaborationPermissionServiceProtocol {
    private let repository: any CollaboratorRepository
    /// Ids of owners who left or stepped down through this service. Kept after the save succeeds too, because a
    /// read that started before the save may still list them as active owners.
    private var departingOwnerIDs: Set<UUID> = []

    public init(repository: any CollaboratorRepository) {
        self.repository = repository
    }

    public func activeCollaborators(inWedding weddingID: UUID) async throws -> [Collaborator] {
        try await repository.fetchCollaborators(weddingID: weddingID).filter(\.isActive)
    }

    public func permissions(of userID: UUID, inWedding weddingID: UUID) async throws -> Set<BudgetPermission> {
        let members = try await activeCollaborators(inWedding: weddingID)
        return members.first { $0.userID == userID }?.role.permissions ?? []
    }

    public func leave(userID: UUID, weddingID: UUID) async throws {
        let members = try await activeCollaborators(inWedding: weddingID)
        var member = try activeMember(userID, in: members)
        if member.role == .owner {
            try reserveOwnerDeparture(of: member, among: members)
        }

        member.status = .left
        try await save(member)
    }

    public func changeRole(
        of userID: UUID,
        to role: CollaboratorRole,
        inWedding weddingID: UUID,
        by actingUserID: UUID
    ) async throws {
        let members = try await activeCollaborators(inWedding: weddingID)
        let actingMember = try activeMember(actingUserID, in: members)
        guard actingMember.role.permissions.contains(.manageCollaborators) else {
            throw CollaborationError.notPermitted(.manageCollaborators)
        }

        var member = try activeMember(userID, in: members)
        guard member.role != role else { return }
        if member.role == .owner {
            try reserveOwnerDeparture(of: member, among: members)
        } else if role == .owner {
            departingOwnerIDs.remove(member.id)
        }

        member.role = role
        try await save(member)
    }

    private func activeMember(_ userID: UUID, in members: [Collaborator]) throws(CollaborationError) -> Collaborator {
        guard let member = members.first(where: { $0.userID == userID }) else {
            throw .notACollaborator(userID: userID)
        }
        return member
    }

    /// Records that `owner` is going, unless no other owner would remain. No `await` here: check and record
    /// happen as one step on the actor.
    private func reserveOwnerDeparture(of owner: Collaborator, among members: [Collaborator]) throws(CollaborationError) {
        let otherOwners = members.filter {
            $0.role == .owner && $0.id != owner.id && !departingOwnerIDs.contains($0.id)
        }
        guard !otherOwners.isEmpty else { throw .lastOwner }
        departingOwnerIDs.insert(owner.id)
    }

    /// Saves `member`; if that fails, an owner's reserved departure is released so the next request sees them.
    private func save(_ member: Collaborator) async throws {
        do {
            try await repository.save(member)
        } catch {
            if member.status != .active || member.role != .owner {
                departingOwnerIDs.remove(member.id)
            }
            throw error
        }
    }
}
