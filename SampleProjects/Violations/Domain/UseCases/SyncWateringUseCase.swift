import Foundation

/// Tells the household server that plants were watered, so the other phones stop reminding.
struct SyncWateringUseCase {
    let serverURL: URL

    func execute(plantIDs: [UUID], at date: Date) async throws {
        var request = URLRequest(url: serverURL.appending(path: "waterings"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try JSONEncoder().encode(WateringBatch(plantIDs: plantIDs, date: date))
        _ = try await URLSession.shared.data(for: request)
    }
}

struct WateringBatch: Encodable {
    let plantIDs: [UUID]
    let date: Date
}
