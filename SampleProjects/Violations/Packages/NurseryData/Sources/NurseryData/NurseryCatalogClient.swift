import Foundation

/// Reads the nursery's public catalogue.
public struct NurseryCatalogClient: Sendable {
    public let baseURL: URL
    public let session: URLSession

    public init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    public func catalogue() async throws -> [CatalogItem] {
        let (data, _) = try await session.data(from: baseURL.appending(path: "catalogue.json"))
        return try JSONDecoder().decode([CatalogItem].self, from: data)
    }
}
