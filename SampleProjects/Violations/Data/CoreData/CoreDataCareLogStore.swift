import CoreData

final class CoreDataCareLogStore: CareLogRepository, @unchecked Sendable {
    private let container: NSPersistentContainer

    init(container: NSPersistentContainer) {
        self.container = container
    }

    func entries(for plantID: UUID) async throws -> [CareEntry] {
        try await entries(matching: NSPredicate(format: "plantID == %@", plantID as CVarArg))
    }

    func entries(for plantIDs: [UUID], since date: Date) async throws -> [CareEntry] {
        let predicate = NSPredicate(format: "plantID IN %@ AND createdAt >= %@", plantIDs as NSArray, date as NSDate)
        return try await entries(matching: predicate)
    }

    func append(_ entry: CareEntry) async throws {
        let context = container.newBackgroundContext()
        try await context.perform {
            _ = try CareLogRecord(entry: entry, context: context)
            try context.save()
        }
    }

    func changes() -> AsyncThrowingStream<CareEntry, any Error> {
        AsyncThrowingStream { $0.finish() }
    }

    private func entries(matching predicate: NSPredicate) async throws -> [CareEntry] {
        let context = container.newBackgroundContext()
        return try await context.perform {
            let request = NSFetchRequest<CareLogRecord>(entityName: "CareLogRecord")
            request.predicate = predicate
            return try context.fetch(request).compactMap { $0.toDomain() }
        }
    }
}
