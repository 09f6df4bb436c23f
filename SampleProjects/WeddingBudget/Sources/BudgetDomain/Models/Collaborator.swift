import Foundation

/// A person planning a wedding, with their role and standing.
public struct Collaborator: Identifiable, Equatable, Sendable {
    public let id: UUID
    public var weddingID: UUID
    public var userID: UUID
    public var name: String
    public var role: CollaboratorRole
    public var status: CollaboratorStatus

    public init(
        id: UUID = UUID(),
        weddingID: UUID,
        userID: UUID,
        name: String,
        role: CollaboratorRole,
        status: CollaboratorStatus = .active
    ) {
        self.id = id
        self.weddingID = weddingID
        self.userID = userID
        self.name = name
        self.role = role
        self.status = status
    }

    /// Whether this person may act on the wedding at all.
    public var isActive: Bool {
        status == .active
    }
}
