import ArchLintEngine
import ArchLintRules
import Testing
import TestSupport

/// Decisions about what an entity may do or accept, and the category each finding names.
extension PersistedEntityLogicRuleTests {
    @Test func flagsEligibilityAndPermissionPredicatesOverItsStateAndRelations() throws {
        let findings = assertFindings(id, path: "Data/Workshops/WorkshopEntity.swift", #"""
            @Model final class WorkshopEntity {
                var isArchived = false
                var isLocked = false
                var capacity = 0
                var attendees: [AttendeeEntity] = []
                var host: HostEntity?

                ↓var canBeSelected: Bool { !isArchived && attendees.count < capacity }
                ↓func canAccept(_ attendee: AttendeeEntity) -> Bool {
                    !isLocked && !attendees.contains(attendee) && attendee.workshops.count < 3
                }
                ↓var isEligibleForRepeat: Bool {
                    host?.isActive == true && attendees.allSatisfy { $0.hasPaid }
                }
                ↓func mayBeEdited(by user: UserEntity) -> Bool { host?.owner == user || user.isAdmin }
                ↓var isSignupAllowed: Bool { !isLocked && host != nil }
                ↓func eligibleForDiscount(_ attendee: AttendeeEntity) -> Bool { attendee.workshops.contains { $0.isArchived } }
                ↓func supports(_ level: String) -> Bool { attendees.first?.level == level }
                var canEdit: Bool { !isLocked }
                var isAvailableFlag: Bool { true }
                var isAvailableOffline: Bool { host?.localCopy != nil }
            }
            """#)
        #expect(findings.allSatisfy { $0.message.contains("is a business rule (an eligibility or permission predicate") })
    }

    @Test func flagsACountHeldToAStoredLimit() throws {
        let findings = assertFindings(id, path: "Data/Workshops/WorkshopEntity.swift", #"""
            @Model final class WorkshopEntity {
                var capacity = 0
                var attendees: [AttendeeEntity] = []
                var team: TeamEntity?

                ↓var isFull: Bool { attendees.count >= capacity }
                ↓var hasRoom: Bool { capacity > attendees.count }
                ↓func fitsTeam() -> Bool { attendees.count <= team!.maxSize }
                var attendeeCount: Int { attendees.count }
                var hasAttendees: Bool { attendees.count > 0 }
            }
            """#)
        #expect(findings.allSatisfy { $0.message.contains("is a business rule (a count held to a limit)") })
    }

    @Test func flagsMembershipInASetOfAllowedValuesAsValidation() throws {
        let findings = assertFindings(id, path: "Data/Parcels/ParcelEntity.swift", #"""
            @Model final class ParcelEntity {
                static let allowedCarriers: Set<String> = ["post", "courier"]
                static let sizes = ["S", "M", "L"]
                var carrier: String
                var size: String
                var unit: WeightUnit

                ↓var hasKnownCarrier: Bool { Self.allowedCarriers.contains(carrier) }
                ↓func fits(_ size: String) -> Bool { ParcelEntity.sizes.contains(size) }
                ↓var unitStatus: String? {
                    WeightUnit.allCases.contains(unit) ? nil : "unsupported unit"
                }
                var carrierNames: [String] { Self.allowedCarriers.sorted() }
            }
            """#)
        #expect(findings.allSatisfy { $0.message.contains("is validation (membership in a set of allowed values)") })
    }

    @Test func flagsAllocationOfFreeSlots() throws {
        let findings = assertFindings(id, path: "Data/Rooms/RoomEntity.swift", #"""
            @Model final class RoomEntity {
                static let allDesks = Array(1...24)
                var bookings: [DeskBookingEntity] = []

                ↓var freeDesks: Set<Int> { Set(Self.allDesks).subtracting(bookings.map(\.desk)) }
                ↓func nextFreeDesk() -> Int? {
                    let taken = bookings.map(\.desk)
                    return Self.allDesks.first { desk in !taken.contains(desk) }
                }
                ↓func firstFreeDesk() -> Int? {
                    for desk in Self.allDesks where !bookings.map(\.desk).contains(desk) {
                        return desk
                    }
                    return nil
                }
                var bookedDesks: [Int] { bookings.map(\.desk).sorted() }
            }
            """#)
        #expect(findings.allSatisfy { $0.message.contains("is a business rule (allocating what is free") })
    }

    @Test func flagsDeduplicationAndSupersessionBetweenInstances() throws {
        let findings = assertFindings(id, path: "Data/Journal/EntryEntity.swift", #"""
            @Model final class EntryEntity {
                var title: String
                var day: Date
                var revision: Int

                ↓func isDuplicate(of other: EntryEntity) -> Bool { title == other.title && day == other.day }
                ↓func supersedes(_ existing: EntryEntity?) -> Bool {
                    guard let existing else { return true }
                    return revision > existing.revision
                }
                ↓func alreadyIn(_ entries: [EntryEntity]) -> Bool {
                    entries.contains { $0.title == title }
                }
                ↓func isNewer(than dto: EntryDTO) -> Bool { revision > dto.revision }
                static ↓func deduplicated(_ entries: [EntryEntity]) -> [EntryEntity] {
                    var kept: [EntryEntity] = []
                    for entry in entries where !kept.contains(where: { $0.title == entry.title }) {
                        kept.append(entry)
                    }
                    return kept
                }
                static func == (lhs: EntryEntity, rhs: EntryEntity) -> Bool { lhs.title == rhs.title }
                static func < (lhs: EntryEntity, rhs: EntryEntity) -> Bool { lhs.day < rhs.day }
                func copyTitle(from other: EntryEntity) { title = other.title }
            }
            """#)
        #expect(findings.allSatisfy { $0.message.contains("is a business rule (de-duplication or supersession") })
    }

    @Test func flagsAnyMemberThatReturnsAValidationOutcomeWhateverItsPredicate() throws {
        let findings = assertFindings(id, path: "Data/Journal/EntryEntity.swift", #"""
            @Model final class EntryEntity {
                enum TitleCheck: Equatable {
                    case valid
                    case invalid(reason: String)
                }

                var title: String
                var tags: [String]

                ↓var titleCheck: TitleCheck { title.isEmpty ? .invalid(reason: "empty") : .valid }
                ↓var labelsValidationStatus: LabelsStatus {
                    if tags.isEmpty { return .missing }
                    return .fine
                }
                ↓func ruleViolations() -> [String] { tags.isEmpty ? ["no tags"] : [] }
            }
            """#)
        #expect(findings.allSatisfy { $0.message.contains("is validation (it returns a validation outcome)") })
    }

    @Test func namesTheCategoryOfWhatWasFound() throws {
        let findings = assertFindings(id, path: "Data/Ledger/LedgerEntity.swift", #"""
            @Model final class LedgerEntity {
                var lines: [LineEntity] = []
                var dueAt: Date
                var numberOfLines: Int = 0
                var score: Int = 0

                ↓var total: Double {
                    guard lines.count > 0 else { return 0 }
                    return lines.reduce(0) { $0 + ($1.amount > 0 ? $1.amount : 0) }
                }
                ↓var isOverdue: Bool { dueAt < Date() }
                ↓var level: Int { score >= 10 ? 2 : 1 }
                ↓func recount() {
                    guard numberOfLines != Int64(lines.count) else { return }
                    numberOfLines = lines.count
                }
                ↓func endsAt() -> Date { dueAt.addingTimeInterval(3600) }
            }
            """#)
        #expect(findings.map { $0.message.components(separatedBy: " — ")[0] } == [
            "`var total` on persisted entity `LedgerEntity` is a domain computation",
            "`var isOverdue` on persisted entity `LedgerEntity` is a rule about the current date",
            "`var level` on persisted entity `LedgerEntity` is a business rule (a threshold on a number)",
            "`func recount` on persisted entity `LedgerEntity` is a domain computation (a count stored beside what it counts)",
            "`func endsAt` on persisted entity `LedgerEntity` is date arithmetic",
        ])
    }

    /// What an entity does by role: a change of its own state decided by its state is a business operation, and a
    /// member named for a calculation computes. Unlinking after a `nil` check, stamping only when nothing changed
    /// the stamp, and copying from another value are bookkeeping and mapping.
    @Test func stateTransitionsAndCalculationsAreBusinessOperations() {
        assertFindings(id, path: "Data/Shifts/ShiftEntity.swift", #"""
            import SwiftData

            @Model final class ShiftEntity {
                var pausedAt: Date?
                var resumedAt: Date?
                var allowsSeveralPauses = false
                var team: TeamEntity?
                var note = ""

                ↓func pause(at date: Date) {
                    if allowsSeveralPauses {
                        resumedAt = nil
                    }
                    pausedAt = date
                }

                ↓func calculateOvertime() -> TimeInterval {
                    (resumedAt ?? .now).timeIntervalSince(pausedAt ?? .now)
                }

                func leaveTeam() {
                    guard team != nil else { return }
                    team = nil
                }

                func rename(_ note: String) {
                    guard self.note != note else { return }
                    self.note = note
                }

                func load(from shift: Shift, keepingNote: Bool) {
                    if !keepingNote { note = shift.note }
                    pausedAt = shift.pausedAt
                }
            }
            """#)
    }
}
