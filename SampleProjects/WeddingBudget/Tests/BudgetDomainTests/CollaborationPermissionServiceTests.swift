import BudgetDomain
import Foundation
import Testing

@Suite struct CollaborationPermissionServiceTests {
    private let wedding = UUID()

    private func member(_ name: String, _ role: CollaboratorRole, _ status: CollaboratorStatus = .active) -> Collaborator {
        Collaborator(weddingID: wedding, userID: UUID(), name: name, role: role, status: status)
    }

    // MARK: Roles and permissions

    @Test func rolesGrantNestedPermissions() {
        #expect(CollaboratorRole.owner.permissions == Set(BudgetPermission.allCases))
        #expect(CollaboratorRole.editor.permissions == [.viewBudget, .editBudget, .recordPayments])
        #expect(CollaboratorRole.viewer.permissions == [.viewBudget])
    }

    @Test func activeCollaboratorHoldsTheirRolesPermissions() async throws {
        let editor = member("Sam", .editor)
        let service = CollaborationPermissionService(repository: FakeCollaboratorRepository(editor))

        let permissions = try await service.permissions(of: editor.userID, inWedding: wedding)

        #expect(permissions == CollaboratorRole.editor.permissions)
    }

    @Test(arguments: [CollaboratorStatus.invited, .left, .removed])
    func inactiveCollaboratorHoldsNoPermissions(status: CollaboratorStatus) async throws {
        let owner = member("Alex", .owner, status)
        let service = CollaborationPermissionService(repository: FakeCollaboratorRepository(owner))

        let permissions = try await service.permissions(of: owner.userID, inWedding: wedding)
        let canView = try await service.isAllowed(.viewBudget, for: owner.userID, inWedding: wedding)

        #expect(permissions.isEmpty)
        #expect(!canView)
    }

    @Test func strangerHoldsNoPermissions() async throws {
        let service = CollaborationPermissionService(repository: FakeCollaboratorRepository(member("Alex", .owner)))

        let permissions = try await service.permissions(of: UUID(), inWedding: wedding)

        #expect(permissions.isEmpty)
    }

    @Test func activeCollaboratorsLeaveOutEveryoneElse() async throws {
        let owner = member("Alex", .owner)
        let viewer = member("Kim", .viewer)
        let repository = FakeCollaboratorRepository(
            owner, member("Invited", .editor, .invited), viewer, member("Gone", .editor, .left)
        )

        let active = try await CollaborationPermissionService(repository: repository).activeCollaborators(inWedding: wedding)

        #expect(active == [owner, viewer])
    }

    // MARK: Leaving

    @Test func editorCanLeave() async throws {
        let owner = member("Alex", .owner)
        let editor = member("Sam", .editor)
        let repository = FakeCollaboratorRepository(owner, editor)

        try await CollaborationPermissionService(repository: repository).leave(userID: editor.userID, weddingID: wedding)

        #expect(await repository.savedCollaborators.map(\.id) == [editor.id])
        #expect(await repository.savedCollaborators.first?.status == .left)
    }

    @Test func lastOwnerCannotLeave() async {
        let owner = member("Alex", .owner)
        let repository = FakeCollaboratorRepository(owner, member("Sam", .editor))

        await #expect(throws: CollaborationError.lastOwner) {
            try await CollaborationPermissionService(repository: repository).leave(userID: owner.userID, weddingID: wedding)
        }
        #expect(await repository.savedCollaborators.isEmpty)
    }

    @Test func anInvitedOwnerDoesNotCountAsAnotherOwner() async {
        let owner = member("Alex", .owner)
        let repository = FakeCollaboratorRepository(owner, member("Jo", .owner, .invited))

        await #expect(throws: CollaborationError.lastOwner) {
            try await CollaborationPermissionService(repository: repository).leave(userID: owner.userID, weddingID: wedding)
        }
    }

    @Test func ownerCanLeaveWhileAnotherOwnerStays() async throws {
        let alex = member("Alex", .owner)
        let jo = member("Jo", .owner)
        let repository = FakeCollaboratorRepository(alex, jo)
        let service = CollaborationPermissionService(repository: repository)

        try await service.leave(userID: alex.userID, weddingID: wedding)

        #expect(try await service.activeCollaborators(inWedding: wedding) == [jo])
    }

    @Test func twoOwnersLeavingAtOnceCannotBothGo() async throws {
        let alex = member("Alex", .owner)
        let jo = member("Jo", .owner)
        let repository = FakeCollaboratorRepository(alex, jo)
        await repository.gatherReaders(2)
        let service = CollaborationPermissionService(repository: repository)

        async let alexLeaving = outcome { try await service.leave(userID: alex.userID, weddingID: wedding) }
        async let joLeaving = outcome { try await service.leave(userID: jo.userID, weddingID: wedding) }
        let outcomes = await [alexLeaving, joLeaving]

        #expect(outcomes.compactMap { $0 as? CollaborationError } == [.lastOwner])
        #expect(outcomes.filter { $0 == nil }.count == 1)
        #expect(try await service.activeCollaborators(inWedding: wedding).filter { $0.role == .owner }.count == 1)
    }

    @Test func failedSaveKeepsTheOwnerCounted() async throws {
        let alex = member("Alex", .owner)
        let jo = member("Jo", .owner)
        let repository = FakeCollaboratorRepository(alex, jo)
        await repository.failNextSaves(1)
        let service = CollaborationPermissionService(repository: repository)

        await #expect(throws: FakeCollaboratorRepository.SaveFailed()) {
            try await service.leave(userID: alex.userID, weddingID: wedding)
        }
        // Alex is still an active owner, so Jo may go.
        try await service.leave(userID: jo.userID, weddingID: wedding)

        #expect(try await service.activeCollaborators(inWedding: wedding) == [alex])
    }

    @Test func strangerCannotLeave() async {
        let stranger = UUID()
        let service = CollaborationPermissionService(repository: FakeCollaboratorRepository(member("Alex", .owner)))

        await #expect(throws: CollaborationError.notACollaborator(userID: stranger)) {
            try await service.leave(userID: stranger, weddingID: wedding)
        }
    }

    // MARK: Changing roles

    @Test func ownerPromotesAnEditorWhoCanThenLetTheFirstOwnerStepDown() async throws {
        let alex = member("Alex", .owner)
        let sam = member("Sam", .editor)
        let repository = FakeCollaboratorRepository(alex, sam)
        let service = CollaborationPermissionService(repository: repository)

        try await service.changeRole(of: sam.userID, to: .owner, inWedding: wedding, by: alex.userID)
        try await service.changeRole(of: alex.userID, to: .viewer, inWedding: wedding, by: sam.userID)

        let roles = await repository.collaborators.map(\.role)
        #expect(roles == [.viewer, .owner])
    }

    @Test func editorCannotChangeRoles() async {
        let viewer = member("Kim", .viewer)
        let editor = member("Sam", .editor)
        let repository = FakeCollaboratorRepository(member("Alex", .owner), editor, viewer)

        await #expect(throws: CollaborationError.notPermitted(.manageCollaborators)) {
            try await CollaborationPermissionService(repository: repository)
                .changeRole(of: viewer.userID, to: .editor, inWedding: wedding, by: editor.userID)
        }
        #expect(await repository.savedCollaborators.isEmpty)
    }

    @Test func lastOwnerCannotStepDown() async {
        let alex = member("Alex", .owner)
        let repository = FakeCollaboratorRepository(alex)

        await #expect(throws: CollaborationError.lastOwner) {
            try await CollaborationPermissionService(repository: repository)
                .changeRole(of: alex.userID, to: .editor, inWedding: wedding, by: alex.userID)
        }
    }

    @Test func lastOwnerMessageSaysWhatToDo() {
        #expect(
            CollaborationError.lastOwner.errorDescription
                == "The last owner cannot leave or step down; make someone else an owner first."
        )
    }

    /// `nil` when `work` succeeds, otherwise what it threw.
    private func outcome(_ work: () async throws -> Void) async -> (any Error)? {
        do {
            try await work()
            return nil
        } catch {
            return error
        }
    }
}
