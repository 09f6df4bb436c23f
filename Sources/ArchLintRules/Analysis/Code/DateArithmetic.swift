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

    /// Whether the call at `index` is `startOfDay(for:)` as the key of `Dictionary(grouping:by:)`, in its trailing
    /// closure or its `by:` argument: items bucketed by day, for sections, not a rule about a date.
    static func isGroupingKey(_ file: OutlinedFile, at index: Int, within body: Range<Int>) -> Bool {
        guard file.token(index, is: "startOfDay") else { return false }
        // The innermost closure around the call.
        var open = index - 1
        while open >= body.lowerBound {
            if file.tokens[open].kind == .leftBrace, let close = file.partner(of: open), close > index { break }
            open -= 1
        }
        // `Dictionary(grouping: items) { … }` or `Dictionary(grouping: items, by: { … })`.
        guard open >= body.lowerBound, let call = file.callee(ofClosureAt: open), let paren = call.paren,
              file.token(call.name, is: "Dictionary"), let label = file.nextCode(after: paren) else { return false }
        return file.token(label, is: "grouping")
    }

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
