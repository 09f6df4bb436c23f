import ArchLintLexer
import ArchLintOutline

/// Finds date arithmetic in code: `….dateComponents(…)`, `….date(byAdding:…)`, `….timeIntervalSince(…)`.
enum DateArithmetic {
    /// The first token of each date-arithmetic expression in `range` (its receiver, or the call itself).
    static func expressions(in file: OutlinedFile, _ range: Range<Int>) -> [Int] {
        var starts: [Int] = []
        for index in range where file.tokens[index].kind == .identifier && isDateArithmetic(file, at: index) {
            starts.append(file.expressionStart(endingAt: index))
        }
        return starts
    }

    /// Whether the identifier at `index` names a date-arithmetic call.
    static func isDateArithmetic(_ file: OutlinedFile, at index: Int) -> Bool {
        guard let open = file.nextCode(after: index), file.tokens[open].kind == .leftParen else { return false }
        if file.token(index, is: "dateComponents") || file.token(index, is: "timeIntervalSince") { return true }
        if file.token(index, is: "date"), let label = file.nextCode(after: open), file.token(label, is: "byAdding") {
            return true
        }
        return false
    }
}
