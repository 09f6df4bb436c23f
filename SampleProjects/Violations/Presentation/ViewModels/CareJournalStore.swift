import Combine
import CoreData

@MainActor
final class CareJournalStore: ObservableObject {
    @Published private(set) var lines: [String] = []
    private let context: NSManagedObjectContext

    init(context: NSManagedObjectContext) {
        self.context = context
    }

    func reload(plantID: UUID) {
        let request = NSFetchRequest<NSManagedObject>(entityName: "CareLogRecord")
        request.predicate = NSPredicate(format: "plantID == %@", plantID as CVarArg)
        let records = (try? context.fetch(request)) ?? []
        lines = records.compactMap { $0.value(forKey: "kind") as? String }
    }
}
