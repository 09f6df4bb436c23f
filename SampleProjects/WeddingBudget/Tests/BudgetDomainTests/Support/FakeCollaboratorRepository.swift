import BudgetDomain
import Foundation

/// Collaborators in memory, with switches for the situations the service must survive.
actor FakeCollaboratorRepository: CollaboratorRepository {
    struct SaveFailed: Error, Equatable {}

    private(set) var collaborators: [Collaborator]
    private(set) var savedCollaborators: [Collaborator] = []
    private var failuresLeft = 0
    private var readersToGather = 0
    private var gatheredReaders: [CheckedContinuation<Void, Never>] = []

    init(_ collaborators: Collaborator...) {
        self.collaborators = collaborators
    }

    /// Makes the next `count` saves fail.
    func failNextSaves(_ count: Int) {
        failuresLeft = count
    }

    /// Holds reads back until `count` of them are waiting, then lets them all return the same snapshot.
    /// That forces the interleaving where concurrent requests all read before any of them writes.
    func gatherReaders(_ count: Int) {
        readersToGather = count
    }

    func fetchCollaborators(weddingID: UUID) async -> [Collaborator] {
        let snapshot = collaborators.filter { $0.weddingID == weddingID }
        if readersToGather > 1 {
            await withCheckedContinuation { continuation in
                gatheredReaders.append(continuation)
                if gatheredReaders.count == readersToGather {
                    readersToGather = 0
                    gatheredReaders.forEach { $0.resume() }
                    gatheredReaders.removeAll()
                }
            }
        }
        return snapshot
    }

    func save(_ collaborator: Collaborator) throws {
        if failuresLeft > 0 {
            failuresLeft -= 1
            throw SaveFailed()
        }
        savedCollaborators.append(collaborator)
        if let index = collaborators.firstIndex(where: { $0.id == collaborator.id }) {
            collaborators[index] = collaborator
        } else {
            collaborators.append(collaborator)
        }
    }
}
