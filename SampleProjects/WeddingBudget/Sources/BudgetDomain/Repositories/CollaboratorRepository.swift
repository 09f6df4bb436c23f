import Foundation

/// Where the people planning a wedding together, and their roles, are kept.
public protocol CollaboratorRepository: Sendable {
    /// Everyone ever invited to the wedding, whatever their status.
    func fetchCollaborators(weddingID: UUID) async throws -> [Collaborator]
    /// Inserts the collaborator, or replaces the stored one with the same id.
    func save(_ collaborator: Collaborator) async throws
}
