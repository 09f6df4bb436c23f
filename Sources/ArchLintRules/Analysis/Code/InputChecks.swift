import ArchLintLexer
import ArchLintOutline

/// How code checks input: the conditions of a validation rule, told apart from checks for a change, a state or a
/// load that runs once. Shared by the rules that look for validation where it does not belong.
enum InputChecks {
    static let comparisons: Set<String> = ["<", ">", "<=", ">=", "==", "!="]
    /// Names that mark a condition as a check for a change or a phase rather than for input.
    static let changeNames: Set<String> = ["oldValue", "newValue", "oldPhase", "newPhase", "scenePhase"]
    /// Methods that check a string's format when given a literal: `email.contains("@")`, `url.hasPrefix("https")`.
    static let formatMethods: Set<String> = ["contains", "hasPrefix", "hasSuffix", "starts", "range", "wholeMatch",
                                             "firstMatch", "rangeOfCharacter"]

    /// Whether the token at `position` of a condition checks input the way a validation rule does.
    /// `isCollection` tells whether a name holds a collection: its emptiness says whether there is anything to act
    /// on (a selection, loaded rows), which is not a rule about input.
    static func rejectsInput(_ file: OutlinedFile, _ position: Int, isGuard: Bool,
                             isCollection: (String) -> Bool = { _ in false }) -> Bool {
        let token = file.tokens[position]
        if token.kind == .operator {
            let text = file.text(position)
            guard comparisons.contains(text) else { return false }
            let operands = [file.previousCode(before: position), file.nextCode(after: position)].compactMap { $0 }
            // `x.count > 0`: the `count` decides (below).
            if operands.contains(where: { file.tokens[$0].kind == .identifier && file.token($0, is: "count") }) {
                return false
            }
            // `state == .loaded`, `item != nil`, `flag == true`: a state check, not a rule about input.
            if operands.contains(where: { operand in
                [.nil, .true, .false].contains(file.tokens[operand].keyword) || file.tokens[operand].kind == .period
            }) {
                return false
            }
            // `selection != options.first`: an equality between two values compares state; against a literal
            // (`code == ""`, `pin.count != 4`) or as an order (`end > start`, `amount > 0`) it is a rule.
            if text == "==" || text == "!=" {
                return operands.contains { isLiteral(file, $0) }
            }
            return true
        }
        guard token.kind == .identifier else { return false }
        switch file.text(position) {
        case "trimmingCharacters":
            return true
        case "count":
            // `name.count < 3` is a length rule; `items.count > 0` asks whether there is anything, like `isEmpty`.
            guard let comparison = file.nextCode(after: position), file.tokens[comparison].kind == .operator,
                  let bound = file.nextCode(after: comparison) else { return true }
            if file.token(bound, is: "0") || file.token(bound, is: "1") {
                return !isCollection(receiverName(file, position) ?? "")
            }
            return true
        case "isEmpty":
            // `guard !name.isEmpty` and `if name.isEmpty { return }` reject empty input; `guard items.isEmpty`
            // and `if !items.isEmpty { return }` run something once, while there is nothing yet.
            let start = file.expressionStart(endingAt: position)
            let negated = file.previousCode(before: start).map { file.tokens[$0].kind == .exclamationMark
                || (file.tokens[$0].kind == .operator && file.token($0, is: "!")) } ?? false
            return negated == isGuard && !isCollection(receiverName(file, position) ?? "")
        default:
            return formatCheck(file, position)
        }
    }

    /// The member right before `.count` / `.isEmpty`: `selection` in `selection.isEmpty`, `rows` in
    /// `model.rows.count`.
    private static func receiverName(_ file: OutlinedFile, _ position: Int) -> String? {
        guard let period = file.previousCode(before: position), file.tokens[period].kind == .period,
              let receiver = file.previousCode(before: period), file.tokens[receiver].kind == .identifier
        else { return nil }
        return file.text(receiver)
    }

    private static func isLiteral(_ file: OutlinedFile, _ index: Int) -> Bool {
        [.stringLiteral, .integerLiteral, .floatLiteral].contains(file.tokens[index].kind)
    }

    /// `text.contains("@")`, `host.hasPrefix("https")`: a format check of a string against a literal.
    static func formatCheck(_ file: OutlinedFile, _ position: Int) -> Bool {
        guard file.tokens[position].kind == .identifier, formatMethods.contains(file.text(position)),
              let period = file.previousCode(before: position), file.tokens[period].kind == .period,
              let open = file.nextCode(after: position), file.tokens[open].kind == .leftParen,
              var argument = file.nextCode(after: open) else { return false }
        // `starts(with: "+")`, `range(of: "@")`: skip the label.
        if file.tokens[argument].kind == .identifier, let colon = file.nextCode(after: argument),
           file.tokens[colon].kind == .colon, let value = file.nextCode(after: colon) {
            argument = value
        }
        return file.tokens[argument].kind == .stringLiteral || file.tokens[argument].kind == .regexLiteral
    }

    /// Whether a condition names a change or a phase (`oldValue != newValue`, `newPhase == .active`).
    static func checksAChange(_ file: OutlinedFile, _ condition: Range<Int>) -> Bool {
        condition.contains { file.tokens[$0].kind == .identifier && changeNames.contains(file.text($0)) }
    }

    /// Whether `block` throws or returns without a value. `return Text(…)` in a `some View` helper chooses what
    /// to show; it does not reject input.
    static func leavesEarly(_ file: OutlinedFile, _ block: Range<Int>) -> Bool {
        block.contains { position in
            let token = file.tokens[position]
            if token.keyword == .throw { return true }
            guard token.keyword == .return else { return false }
            guard let next = file.nextCode(after: position) else { return true }
            let following = file.tokens[next]
            return following.kind == .rightBrace || following.kind == .semicolon
                || following.flags.contains(.firstOnLine)
        }
    }
}
