import ArchLintLexer
import ArchLintOutline

/// Finds date arithmetic in code: `….dateComponents(…)`, `….date(byAdding:…)`, `….timeIntervalSince(…)`,
/// `….addingTimeInterval(…)`; with `calendarRules`, also the calendar's questions about dates
/// (`isDateInToday(…)`, `startOfDay(for:)`, `isDate(_:inSameDayAs:)`…) and `timeIntervalSinceNow`.
enum DateArithmetic {
    /// Calls that compute a new date or a distance between dates.
    static let arithmeticCalls: Set<String> = ["dateComponents", "timeIntervalSince", "addingTimeInterval"]
    /// Calendar questions that decide a rule about a date: what counts as today, overdue, the same day.
    static let calendarCalls: Set<String> = ["isDateInToday", "isDateInTomorrow", "isDateInYesterday",
                                             "isDateInWeekend", "startOfDay", "isDate", "dateInterval",
                                             "nextDate", "component", "ordinality"]

    /// The first token of each date-arithmetic expression in `range` (its receiver, or the call itself).
    static func expressions(in file: OutlinedFile, _ range: Range<Int>) -> [Int] {
        var starts: [Int] = []
        for index in range where file.tokens[index].kind == .identifier && isDateArithmetic(file, at: index) {
            starts.append(file.expressionStart(endingAt: index))
        }
        return starts
    }

    /// Whether the identifier at `index` names a date-arithmetic call (or, with `calendarRules`, a calendar
    /// question or `timeIntervalSinceNow`).
    static func isDateArithmetic(_ file: OutlinedFile, at index: Int, calendarRules: Bool = false) -> Bool {
        // `lastUpdated.timeIntervalSinceNow < -3600` decides; `abs(date.timeIntervalSinceNow)` feeds a formatter.
        if calendarRules, file.token(index, is: "timeIntervalSinceNow") {
            return [file.nextCode(after: index), file.previousCode(before: index)].contains { neighbour in
                neighbour.map { file.tokens[$0].kind == .operator && ["<", ">", "<=", ">="].contains(file.text($0)) }
                    ?? false
            }
        }
        // `Date(timeInterval: 3600, since: start)`, `Date(timeIntervalSinceNow: -60)`
        if calendarRules, file.token(index, is: "Date"), let open = file.nextCode(after: index),
           file.tokens[open].kind == .leftParen, let label = file.nextCode(after: open),
           file.token(label, is: "timeInterval") || file.token(label, is: "timeIntervalSinceNow") {
            return true
        }
        guard let open = file.nextCode(after: index), file.tokens[open].kind == .leftParen,
              let period = file.previousCode(before: index), file.tokens[period].kind == .period else { return false }
        let name = file.text(index)
        if arithmeticCalls.contains(name) { return true }
        if calendarRules, calendarCalls.contains(name) { return true }
        if name == "date", let label = file.nextCode(after: open), file.token(label, is: "byAdding") { return true }
        return false
    }
}
