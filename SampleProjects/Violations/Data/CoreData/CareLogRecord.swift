import CoreData

enum CareLogRecordError: Error {
    case negativeAmount
}

final class CareLogRecord: TimestampedRecord {
    @NSManaged var entryID: UUID
    @NSManaged var plantID: UUID
    @NSManaged var kind: String
    @NSManaged var amountMillilitres: Int32

    convenience init(entry: CareEntry, context: NSManagedObjectContext) throws {
        guard entry.amountMillilitres >= 0 else { throw CareLogRecordError.negativeAmount }
        self.init(context: context)
        entryID = entry.id
        plantID = entry.plantID
        kind = entry.kind.rawValue
        amountMillilitres = Int32(entry.amountMillilitres)
    }

    func hoursSinceLogged(now: Date = .now) -> Double {
        now.timeIntervalSince(createdAt) / 3600
    }

    func toDomain() -> CareEntry? {
        guard let kind = CareKind(rawValue: kind) else { return nil }
        return CareEntry(id: entryID, plantID: plantID, kind: kind, date: createdAt,
                         amountMillilitres: Int(amountMillilitres))
    }
}
