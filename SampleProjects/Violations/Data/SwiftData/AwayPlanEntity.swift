import Foundation
import SwiftData

enum AwayPlanError: Error {
    case missingSitter
    case returnsBeforeLeaving
}

@Model
final class AwayPlanEntity {
    var sitterName: String
    var leavesOn: Date
    var returnsOn: Date
    var dayCount: Int

    init(sitterName: String = "", leavesOn: Date = .now, returnsOn: Date = .now) {
        self.sitterName = sitterName
        self.leavesOn = leavesOn
        self.returnsOn = returnsOn
        self.dayCount = 0
    }

    func validate() throws {
        guard !sitterName.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw AwayPlanError.missingSitter
        }
        guard returnsOn > leavesOn else {
            throw AwayPlanError.returnsBeforeLeaving
        }
    }

    var durationInDays: Int {
        Calendar.current.dateComponents([.day], from: leavesOn, to: returnsOn).day ?? 0
    }
}
