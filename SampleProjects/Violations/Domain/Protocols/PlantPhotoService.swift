import Foundation

/// Loads plant photos from wherever they are stored; a protocol, so its name may end in `Service`.
protocol PlantPhotoService: Sendable {
    func thumbnail(for plantID: UUID) async throws -> Data?
    func thumbnails(for plantIDs: [UUID]) async throws -> [UUID: Data]
}
