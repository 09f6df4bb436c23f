import Foundation

struct LogCareUseCase {
    let store: CoreDataCareLogStore

    init(store: CoreDataCareLogStore) {
        self.store = store
    }

    func execute(plantID: UUID, kind: CareKind, millilitres: Int, at date: Date) async throws {
        let entry = CareEntry(id: UUID(), plantID: plantID, kind: kind, date: date, amountMillilitres: millilitres)
        try await store.append(entry)
    }
}
