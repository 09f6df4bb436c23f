import Foundation

/// Where a collaborator stands; only active collaborators hold permissions.
public enum CollaboratorStatus: String, Sendable, CaseIterable {
    case invited
    case active
    case left
    case removed
}
