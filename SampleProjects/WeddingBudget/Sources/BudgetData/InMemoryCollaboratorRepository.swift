import BudgetDomain
import Foundation

/// Keeps collaborators in memory, for previews, tests and demos.
public actor InMemoryCollaboratorRepository: CollaboratorRepository {
    private var collaborators: [Collaborator]

    public init(collaborators: [Collaborator] = []) {
        self.collaborators = collaborators
    }

    public func fetchCollaborators(weddingID: UUID) -> [Collaborator] {
        collaborators.filter { $0.weddingID == weddingID }
    }

    /// Replaces the stored collaborator with the same id in place, keeping the list's order; appends otherwise.
    public func save(_ collaborator: Collaborator) {
        if let index = collaborators.firstIndex(where: { $0.id == collaborator.id }) {
            collaborators[index] = collaborator
        } else {
            collaborators.append(collaborator)
        }
    }
}
