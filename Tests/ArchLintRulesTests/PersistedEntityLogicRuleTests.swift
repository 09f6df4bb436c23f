import ArchLintEngine
import ArchLintRules
import Testing
import TestSupport

@Suite struct PersistedEntityLogicRuleTests {
    let id = PersistedEntityLogicRule.id

    @Test func flagsValidationOnAModelClassOnceOnItsFuncKeyword() throws {
        let findings = assertFindings(id, path: "Data/Library/BookEntity.swift", #"""
            import SwiftData

            @Model
            final class BookEntity {
                var isbn: String
                var copiesOwned: Int

                init(isbn: String, copiesOwned: Int) {
                    self.isbn = isbn
                    self.copiesOwned = copiesOwned
                }

                ↓func validate() throws {
                    guard isbn.count == 13 else { throw BookRuleViolation.malformedISBN }
                    guard copiesOwned >= 0 else { throw BookRuleViolation.negativeCopies }
                }
            }
            """#)
        let finding = try #require(findings.first)
        #expect(finding.message == "`func validate` on persisted entity `BookEntity` is validation — keep the entity "
            + "to storage and mapping; put the rule in a Domain type")
    }

    @Test func aDayAsTheKeyOfAGroupingIsNoRuleAboutADate() {
        // Bucketing the entity's entries by day, for sections, in either spelling; `isDueToday` asks the calendar a
        // question about the date and is still flagged.
        assertFindings(id, path: "Data/Journal/JournalEntity.swift", #"""
            import SwiftData
            import Foundation

            @Model
            final class JournalEntity {
                var entries: [Date] = []
                var dueAt: Date = Date()

                func entriesByDay() -> [Date: [Date]] {
                    Dictionary(grouping: entries) { Calendar.current.startOfDay(for: $0) }
                }

                func entriesGroupedByDay() -> [Date: [Date]] {
                    let calendar = Calendar.current
                    return Dictionary(grouping: entries, by: { calendar.startOfDay(for: $0) })
                }

                ↓var isDueToday: Bool {
                    Calendar.current.startOfDay(for: dueAt) == Calendar.current.startOfDay(for: .now)
                }
            }
            """#)
    }

    @Test func flagsMembersNamedAsValidation() {
        assertFindings(id, path: "Data/Library/BookEntity.swift", #"""
            @Model final class BookEntity {
                var title = ""
                ↓func validated() -> BookEntity { self }
                ↓func validateTitle() -> Bool { !title.isEmpty }
                ↓var isValid: Bool { !title.isEmpty }
                ↓func isValidISBN() -> Bool { title.count == 13 }
                static ↓func validate(_ book: BookEntity) -> Bool { true }
                func validatorName() -> String { "" }
                var isValidating: Bool { false }
                var validatedAt: Date?
            }
            """#)
    }

    /// A rule that rejects input checks a value and then throws. Throwing alone decides nothing: a command that
    /// forwards to a client, a throwing getter, a `guard let` that unwraps before going on.
    @Test func aThrowIsValidationOnlyBehindACheckOfAValue() throws {
        let findings = assertFindings(id, path: "Data/Trips/TripEntity.swift", #"""
            @Model final class TripEntity {
                var nights = 0
                ↓func book(nights: Int) throws {
                    guard nights > 0 else { throw TripError.nights }
                    self.nights = nights
                }
                func rename(_ name: String) throws(TripError) {}
                func sync(with client: TripClient) async throws {
                    guard nights != 0 else { throw TripError.nights }
                    try await client.upload(nights: nights)
                }
                func parent(in context: ModelContext) throws -> TripEntity {
                    guard let found = try context.fetch(FetchDescriptor<TripEntity>()).first else {
                        throw TripError.missing
                    }
                    return found
                }
                var checkedNights: Int {
                    get throws { nights }
                }
                var remoteNights: Int {
                    get async throws { nights }
                }
            }
            """#)
        #expect(try #require(findings.first).message.contains("is validation (a `guard` that checks a value and throws)"))
    }

    @Test func flagsAGuardThatThrowsInAnyMemberInitialisersIncluded() {
        assertFindings(id, path: "Data/Trips/TripEntity.swift", #"""
            @Model final class TripEntity {
                var nights: Int
                ↓init(nights: Int) throws {
                    guard nights > 0 else { throw TripError.noNights }
                    self.nights = nights
                }
                ↓func update(with values: [Int]) {
                    values.forEach { value in
                        do {
                            guard value > 0 else { throw TripError.noNights }
                        } catch {}
                    }
                }
            }
            """#)
    }

    @Test func flagsDateArithmeticInFunctionsAndPropertiesNotInDefaultsSetAtCreation() {
        assertFindings(id, path: "Data/Trips/TripEntity.swift", #"""
            @Model final class TripEntity {
                var departure: Date
                var returnDate: Date
                var nights = 0
                ↓var duration: TimeInterval { returnDate.timeIntervalSince(departure) }
                ↓func nightsCount(_ calendar: Calendar) -> Int {
                    calendar.dateComponents([.day], from: departure, to: returnDate).day ?? 0
                }
                convenience init(departure: Date) {
                    self.init(departure: departure, returnDate: Calendar.current.date(byAdding: .day, value: 1, to: departure)!)
                }
                init(departure: Date, returnDate: Date) {
                    self.departure = departure
                    self.returnDate = returnDate
                }
            }
            """#)
    }

    @Test func findsCodeGeneratedCoreDataEntitiesByTheirEvidenceInCode() {
        let properties = MarkedSource("Data/Store/Shelf+CoreDataProperties.swift", #"""
            import CoreData

            extension Shelf {
                @nonobjc public class func fetchRequest() -> NSFetchRequest<Shelf> {
                    NSFetchRequest<Shelf>(entityName: "Shelf")
                }
                @NSManaged public var name: String?
            }
            """#)
        let managed = MarkedSource("Data/Store/ReadingSession+Fields.swift", #"""
            import CoreData

            extension ReadingSession {
                @NSManaged public var startedAt: Date?
                @NSManaged public var pages: Int16
            }
            """#)
        let usage = MarkedSource("Data/Store/LibraryImporter.swift", #"""
            import CoreData

            struct LibraryImporter {
                let context: NSManagedObjectContext
                func run() throws {
                    let request = NSFetchRequest<Loan>(entityName: "Loan")
                    _ = try context.fetch(request)
                    let label = Label(context: context)
                    let results: FetchedResults<Tag>? = nil
                    _ = (label, results)
                }
            }

            final class LibraryModel {
                init(context: NSManagedObjectContext) {}
            }

            func makeModel(_ context: NSManagedObjectContext) -> LibraryModel { LibraryModel(context: context) }
            """#)
        let logic = MarkedSource("Data/Store/Entities+Rules.swift", #"""
            import Foundation

            extension Shelf {
                ↓var isNameAcceptable: Bool { !(name ?? "").trimmingCharacters(in: .whitespaces).isEmpty }
                var wrappedName: String { name ?? "Untitled" }
            }

            extension ReadingSession {
                ↓var isStale: Bool { (startedAt ?? .distantPast).timeIntervalSinceNow < -3600 }
                ↓func endsAt() -> Date? { startedAt?.addingTimeInterval(TimeInterval(pages) * 90) }
                ↓func rename(_ title: String) {
                    guard title.count >= 3 else { return }
                }
            }

            extension Loan {
                ↓var isOverdue: Bool { (dueAt ?? .now) < Date() }
                ↓var isToday: Bool { Calendar.current.isDateInToday(dueAt ?? .now) }
                ↓var fine: Double { Double(daysLate) * dailyRate }
                var days: Double { Double(minutes) / 1440 }
                var title: String { (firstName ?? "") + " " + (lastName ?? "") }
            }

            extension LibraryModel {
                var total: Int { shelves.count + loans.count }
            }

            extension Tag {
                ↓var isBlank: Bool { (title ?? "").trimmingCharacters(in: .whitespaces).count < 1 }
                ↓var needsReview: Bool { uses >= 10 }
                var children: [Tag]? {
                    guard let related, related.count > 0 else { return nil }
                    return related.allObjects as? [Tag]
                }
                func update(flag: Bool) {
                    guard self.flag != flag else { return }
                    self.flag = flag
                    touch(at: Date())
                }
                var colorName: String {
                    if priority == 1 { return "green" }
                    return done == true ? "gray" : "red"
                }
            }
            """#)
        assertFindings(id, [properties, managed, usage, logic])
    }

    @Test func flagsCountersOrderingsAndDateInitialisersButNotQueriesGenericsOrText() {
        let entity = MarkedSource("Data/Study/StudyPlan.swift", #"""
            import SwiftData

            @Model
            final class StudyPlan {
                var sessions: Int = 0
                var finished = false
                var startsAt = Date.now
                var endsAt = Date.now
                var every: Int = 0
                var lessons: [Lesson] = []

                ↓func logSession() {
                    sessions += 1
                    if sessions == 4 { finished = true }
                }

                ↓func repeatPlan() {
                    startsAt = Date(timeInterval: TimeInterval(every), since: startsAt)
                }

                ↓func isRunning(at time: Date) -> Bool {
                    startsAt <= time && time < endsAt
                }

                var orderedLessons: [Lesson] {
                    lessons.sorted { $0.startsAt < $1.startsAt }
                }

                var lessonsByTitle: [Lesson] {
                    lessons.sorted { first, second in
                        first.title.uppercased() < second.title.uppercased()
                    }
                }

                var pending: Set<Lesson> {
                    Set(lessons) as? Set<Lesson> ?? Set()
                }

                var title: String {
                    String(sessions) + String(localized: " sessions")
                }

                var fileName: String { title.trimmingCharacters(in: .whitespaces) }

                var age: String { "\(abs(startsAt.timeIntervalSinceNow))" }

                var latest: Lesson? { lessons.sorted { $0.endsAt ?? Date() < $1.endsAt ?? Date() }.last }

                ↓func reset() {
                    lessons.forEach { modelContext?.delete($0) }
                }

                static func stale(olderThan hours: Int) -> Predicate<StudyPlan> {
                    let cutoff = Date().addingTimeInterval(-Double(hours) * 3600)
                    return #Predicate<StudyPlan> { $0.endsAt < cutoff }
                }
            }
            """#)
        assertFindings(id, [entity])
    }

    @Test func flagsMembersOfAnExtensionDeclaredInAnotherFile() {
        let entity = MarkedSource("Data/Fitness/RunEntity.swift", #"""
            import SwiftData

            @Model
            final class RunEntity {
                var startedAt: Date
                var finishedAt: Date
                var meters: Double
            }
            """#)
        let pace = MarkedSource("Data/Fitness/RunEntity+Pace.swift", #"""
            extension RunEntity {
                ↓var secondsPerKilometre: Double {
                    finishedAt.timeIntervalSince(startedAt) / (meters / 1000)
                }

                ↓var isValidRun: Bool {
                    meters > 0 && finishedAt > startedAt
                }

                var kilometres: Double { meters / 1000 }
            }
            """#)
        assertFindings(id, [entity, pace])
    }

    @Test func followsAChainOfProjectClassesDeclaredInOtherFilesToNSManagedObject() {
        let base = MarkedSource("Data/Pantry/BaseRecord.swift", "class BaseRecord: NSManagedObject {}\n")
        let stamped = MarkedSource("Data/Pantry/TimestampedRecord.swift", #"""
            class TimestampedRecord: BaseRecord {
                @NSManaged var createdAt: Date
                ↓func validateCreation() -> Bool { true }
            }
            """#)
        let item = MarkedSource("Data/Pantry/PantryItemRecord.swift", #"""
            import CoreData

            final class PantryItemRecord: TimestampedRecord, Identifiable {
                @NSManaged var expiresAt: Date

                ↓func daysUntilExpiry(from now: Date) -> Int {
                    Calendar.current.dateComponents([.day], from: now, to: expiresAt).day ?? 0
                }
            }
            """#)
        let qualified = MarkedSource("Data/Pantry/ShelfRecord.swift", #"""
            final class ShelfRecord: CoreData.NSManagedObject {
                ↓func validate() {}
            }
            @SwiftData.Model final class ShelfEntity {
                ↓func validate() {}
            }
            """#)
        assertFindings(id, [item, stamped, base, qualified])
    }

    @Test func appliesInAnyLayerAndInUnlayeredFiles() {
        assertFindings(id, path: "Models/Trip.swift", "@Model final class Trip {\n    ↓func validate() {}\n}\n")
        assertFindings(id, path: "Presentation/Trip.swift", "@Model final class Trip {\n    ↓func validate() {}\n}\n")
    }

    @Test func ignoresStoredPropertiesRelationshipsAndPlainInitialisers() {
        assertFindings(id, path: "Data/Library/LoanEntity.swift", #"""
            import SwiftData

            @Model
            final class LoanEntity {
                @Attribute(.unique) var id: UUID
                var bookTitle: String
                var dueAt: Date = Date.now
                @Relationship(deleteRule: .cascade, inverse: \MemberEntity.loans) var member: MemberEntity?
                @Transient var isSelected = false
                var title: String { bookTitle.uppercased() }

                init(id: UUID, bookTitle: String) {
                    self.id = id
                    self.bookTitle = bookTitle
                }

                init?(text: String) {
                    guard !text.isEmpty else { return nil }
                    self.id = UUID()
                    self.bookTitle = text
                }
            }

            final class PantryRecord: NSManagedObject {
                @NSManaged var name: String
                @NSManaged var expiresAt: Date
            }
            """#)
    }

    @Test func ignoresMappingCodableAndFetchDescriptorHelpers() {
        let entity = MarkedSource("Data/Library/LoanEntity.swift", #"""
            @Model final class LoanEntity: Codable {
                var bookTitle: String
                var dueAt: Date

                required init(from decoder: Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    bookTitle = try container.decode(String.self, forKey: .bookTitle)
                    dueAt = try container.decode(Date.self, forKey: .dueAt)
                }

                func encode(to encoder: Encoder) throws {
                    var container = encoder.container(keyedBy: CodingKeys.self)
                    try container.encode(bookTitle, forKey: .bookTitle)
                }
            }
            """#)
        let mapping = MarkedSource("Data/Library/LoanEntity+Mapping.swift", #"""
            extension LoanEntity {
                convenience init(_ loan: Loan) {
                    self.init(bookTitle: loan.bookTitle, dueAt: loan.dueAt)
                }

                func toDomain() throws -> Loan { try Loan(bookTitle: bookTitle, dueAt: dueAt) }
                func asLoan() throws -> Loan { try toDomain() }
                static func makeEntity(_ loan: Loan) throws -> LoanEntity { LoanEntity(loan) }

                func update(from loan: Loan) {
                    bookTitle = loan.bookTitle
                    dueAt = loan.dueAt
                }

                static func due(before date: Date) -> FetchDescriptor<LoanEntity> {
                    FetchDescriptor(predicate: #Predicate { $0.dueAt < date }, sortBy: [SortDescriptor(\.dueAt)])
                }

                static var overdue: Predicate<LoanEntity> {
                    let now = Date.now
                    return #Predicate { $0.dueAt < now }
                }
            }
            """#)
        assertFindings(id, [entity, mapping])
    }

    @Test func ignoresClassesThatAreNotEntitiesAndDomainStructs() {
        let run = MarkedSource("Domain/Fitness/Run.swift", #"""
            struct Run {
                var startedAt: Date
                var finishedAt: Date
                var seconds: TimeInterval { finishedAt.timeIntervalSince(startedAt) }
                func validated() throws -> Run {
                    guard finishedAt > startedAt else { throw RunError.finishedBeforeStart }
                    return self
                }
            }
            final class RunTimer {
                func validate() throws {}
            }
            final class Cache: NSCache<NSString, NSString> {
                func validate() throws {}
            }
            """#)
        assertFindings(id, [run])
    }

    @Test func judgesSameNamedTypesByTheirOwnDeclarationAndLayer() {
        let entity = MarkedSource("Data/Schema/SchemaV1.swift", #"""
            enum SchemaV1 {
                @Model final class Trip {
                    var departure: Date
                    ↓func validate() throws {}
                }
            }
            extension SchemaV1.Trip {
                ↓var isValid: Bool { true }
            }
            """#)
        let domain = MarkedSource("Domain/Trips/Trip.swift", #"""
            struct Trip {
                var departure: Date
                var returnDate: Date
            }
            final class TripPlanner {
                final class Trip {
                    func validate() throws {}
                }
            }
            """#)
        let domainExtension = MarkedSource("Domain/Trips/Trip+Nights.swift", #"""
            extension Trip {
                var nights: Int {
                    Calendar.current.dateComponents([.day], from: departure, to: returnDate).day ?? 0
                }
                func validate() throws {}
            }
            """#)
        assertFindings(id, [entity, domain, domainExtension])
    }

    @Test func isOffInTheSwiftDataProfile() {
        let source = "@Model final class Trip {\n    func validate() throws {}\n}\n"
        let result = LintHarness.lint([("Data/Trip.swift", source)], configuration: Configuration(profile: .swiftdata))
        #expect(!result.findings.contains { $0.ruleID == id })
        #expect(!result.rules.contains { $0.id == id })
        #expect(LintHarness.lint([("Data/Trip.swift", source)]).findings.map(\.ruleID) == [id])
    }
}
