import ArchLintEngine
import ArchLintRules
import Testing
import TestSupport

/// The persistence idioms that look like logic and are not.
extension PersistedEntityLogicRuleTests {
    @Test func ignoresStaticQueryHelpersThatThrowBecauseTheFetchThrows() {
        assertFindings(id, path: "Data/Workshops/WorkshopEntity.swift", #"""
            import SwiftData

            @Model final class WorkshopEntity {
                var title: String
                var startsAt: Date

                init(title: String, startsAt: Date) {
                    self.title = title
                    self.startsAt = startsAt
                }

                static func upcoming(after date: Date, in context: ModelContext) throws -> [WorkshopEntity] {
                    let descriptor = FetchDescriptor<WorkshopEntity>(
                        predicate: #Predicate { $0.startsAt > date },
                        sortBy: [SortDescriptor(\.startsAt)]
                    )
                    return try context.fetch(descriptor)
                }

                static func count(in context: ModelContext) throws -> Int {
                    try context.fetchCount(FetchDescriptor<WorkshopEntity>())
                }
            }

            final class SeatRecord: NSManagedObject {
                @NSManaged var row: Int16

                static func all(in context: NSManagedObjectContext) throws -> [SeatRecord] {
                    let request = NSFetchRequest<SeatRecord>(entityName: "SeatRecord")
                    request.sortDescriptors = [NSSortDescriptor(key: "row", ascending: true)]
                    return try context.fetch(request)
                }

                static func first(in context: NSManagedObjectContext) throws -> SeatRecord {
                    guard let seat = try all(in: context).first else { throw SeatError.none }
                    return seat
                }
            }
            """#)
    }

    @Test func flagsAnInstanceFetchingThroughItsOwnContextAsAStoreOperation() throws {
        let findings = assertFindings(id, path: "Data/Workshops/WorkshopEntity.swift", #"""
            @Model final class WorkshopEntity {
                var id: UUID
                ↓func attendees() throws -> [AttendeeEntity] {
                    let id = self.id
                    guard let context = modelContext else { throw StoreError.detached }
                    return try context.fetch(FetchDescriptor(predicate: #Predicate<AttendeeEntity> { $0.workshopID == id }))
                }
                func attach(to modelContext: ModelContext) {
                    modelContext.insert(self)
                }
            }
            """#)
        #expect(try #require(findings.first).message.contains("is an operation on the store through its own model context"))
    }

    @Test func ignoresLifecycleHooks() {
        assertFindings(id, path: "Data/Parcels/ParcelRecord.swift", #"""
            import CoreData

            final class ParcelRecord: NSManagedObject {
                @NSManaged var createdAt: Date
                @NSManaged var updatedAt: Date
                @NSManaged var expiresAt: Date
                @NSManaged var weightGrams: Int32
                @NSManaged var labels: Set<LabelRecord>

                override func awakeFromInsert() {
                    super.awakeFromInsert()
                    setPrimitiveValue(Date(), forKey: "createdAt")
                    expiresAt = Date().addingTimeInterval(14 * 24 * 3600)
                }

                override func awakeFromFetch() {
                    super.awakeFromFetch()
                    if weightGrams < 0 { weightGrams = 0 }
                }

                override func willSave() {
                    super.willSave()
                    guard hasChanges, !isDeleted else { return }
                    if changedValues()["updatedAt"] == nil, updatedAt < Date().addingTimeInterval(-1) {
                        updatedAt = Date()
                    }
                }

                override func didSave() {
                    super.didSave()
                    if labels.count > 10 { print("many labels") }
                }

                override func prepareForDeletion() {
                    super.prepareForDeletion()
                    for label in labels where label.parcels.count == 1 {
                        managedObjectContext?.delete(label)
                    }
                }
            }
            """#)
    }

    @Test func ignoresMappingMembersThatAssignStoredPropertiesFromAParameterWhateverTheirName() {
        assertFindings(id, path: "Data/Readers/ReaderEntity.swift", #"""
            @Model final class ReaderEntity {
                var name: String
                var age: Int
                var email: String?
                var joinedAt: Date

                func update(with dto: ReaderDTO) {
                    name = dto.name.isEmpty ? "Unknown" : dto.name
                    age = max(0, Int(dto.age) ?? 0)
                    email = dto.email.contains("@") ? dto.email : nil
                    if let joined = dto.joinedAt {
                        self.joinedAt = joined
                    }
                }

                func fill(_ reader: Reader) {
                    self.name = reader.name.trimmingCharacters(in: .whitespaces)
                    self.age = reader.age > 0 ? reader.age : 0
                }

                ↓func renew(from dto: ReaderDTO) {
                    joinedAt = Calendar.current.date(byAdding: .year, value: dto.years, to: joinedAt) ?? joinedAt
                }

                ↓func promote(_ dto: ReaderDTO) {
                    guard dto.age >= 18 else { return }
                    name = dto.name
                }
            }
            """#)
    }

    @Test func ignoresIdentityMembersComposedOfFields() {
        assertFindings(id, path: "Data/Shelves/ShelfSlotEntity.swift", #"""
            @Model final class ShelfSlotEntity {
                var aisle: String
                var shelf: String
                var position: Int
                var year: Int
                var week: Int

                var id: String { aisle + shelf + String(position) }
                var compositeKey: String { aisle + "-" + shelf }
                var slotID: Int { year * 100 + week }
            }
            """#)
    }

    @Test func ignoresDisplayMembersTextColoursSymbolsAndLogDescriptions() {
        assertFindings(id, path: "Data/Readings/ReadingEntity.swift", #"""
            import SwiftUI

            @Model final class ReadingEntity {
                var value: Double
                var previous: Double
                var takenAt: Date
                var limit: Double

                var arrow: String { value - previous > 0 ? "▲" : "▼" }
                var trendSymbol: String { value >= previous ? "arrow.up" : "arrow.down" }
                var tint: Color { value > limit ? .red : .green }
                var badgeLeafColorData: ReadingBadgeLeafColorData { ReadingBadgeLeafColorData(hue: value - previous) }
                var label: LocalizedStringKey { value > 100 ? "High" : "Normal" }
                var summary: String { "\(value) on " + takenAt.formatted() }
                var description: String { "Reading(\(value), limit \(limit))" }

                func log() {
                    print("reading \(value) > \(limit): \(value > limit)")
                    logger.debug("delta \(value - previous)")
                }

                ↓var percentOfLimitText: String {
                    let percent = value / limit * 100
                    return "\(Int(percent)) %"
                }
            }
            """#)
    }

    @Test func ignoresDefaultsAndTimestampsSetAtCreation() {
        assertFindings(id, path: "Data/Visits/VisitEntity.swift", #"""
            @Model final class VisitEntity {
                var id: String
                var startsAt: Date
                var endsAt: Date
                var createdAt: Date
                var reminderAt: Date

                init(startsAt: Date, minutes: Int) {
                    self.id = UUID().uuidString
                    self.startsAt = startsAt
                    self.endsAt = startsAt.addingTimeInterval(TimeInterval(minutes * 60))
                    self.createdAt = .now
                    self.reminderAt = Calendar.current.date(byAdding: .hour, value: -1, to: startsAt) ?? startsAt
                }

                ↓init(checkedStart startsAt: Date) throws {
                    guard startsAt > .now else { throw VisitError.inThePast }
                    self.id = UUID().uuidString
                    self.startsAt = startsAt
                    self.endsAt = startsAt
                    self.createdAt = .now
                    self.reminderAt = startsAt
                }
            }
            """#)
    }
}
