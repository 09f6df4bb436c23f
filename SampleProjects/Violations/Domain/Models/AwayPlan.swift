import Foundation

/// Who looks after the plants while the owner is away, and for how long.
struct AwayPlan: Equatable, Sendable {
    enum Problem: Error, Equatable {
        case missingSitter
        case returnsBeforeLeaving
        case longerThanNinetyDays
    }

    var sitterName: String
    var leavesOn: Date
    var returnsOn: Date

    func days(calendar: Calendar = .current) -> Int {
        calendar.dateComponents([.day], from: leavesOn, to: returnsOn).day ?? 0
    }

    func validated(calendar: Calendar = .current) throws -> AwayPlan {
        guard !sitterName.trimmingCharacters(in: .whitespaces).isEmpty else { throw Problem.missingSitter }
        guard returnsOn > leavesOn else { throw Problem.returnsBeforeLeaving }
        guard days(calendar: calendar) <= 90 else { throw Problem.longerThanNinetyDays }
        return self
    }
}
