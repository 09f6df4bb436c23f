import CoreData

class TimestampedRecord: NSManagedObject {
    @NSManaged var createdAt: Date

    override func awakeFromInsert() {
        super.awakeFromInsert()
        createdAt = .now
    }
}
