import ArchLintLexer
import ArchLintOutline

extension ViewBodyLogicRule {
    /// Modifiers whose arguments are geometry: a value there only places or sizes what is drawn.
    static let geometryModifiers: Set<String> = ["frame", "offset", "position", "padding", "rotationEffect",
                                                 "scaleEffect", "opacity", "chartXScale", "chartYScale"]

    /// Whether the date arithmetic spanning `start...end` only reaches the screen: an argument of a view, a chart
    /// mark, a value type built for display or a geometry modifier (`Text(start.addingTimeInterval(60), …)`,
    /// `RectangleMark(xEnd: .value("End", day.addingTimeInterval(width)))`), or a local whose every use is one of
    /// those or a string interpolation. A result assigned to a model, compared in a condition or passed to a
    /// function is not display.
    static func onlyDisplays(_ file: OutlinedFile, start: Int, end: Int, scope: Range<Int>) -> Bool {
        if enclosingDisplayCall(file, at: start, scope: scope) { return true }
        guard let name = boundName(file, before: start) else { return false }
        let tokens = file.tokens
        var uses = 0
        var position = end + 1
        while position < scope.upperBound {
            let token = tokens[position]
            if token.kind == .identifier, file.text(position) == name {
                if let next = file.nextCode(after: position), tokens[next].kind == .equal { return false }
                guard enclosingDisplayCall(file, at: position, scope: scope) else { return false }
                uses += 1
            } else if token.kind == .stringLiteral, token.flags.contains(.interpolated),
                      file.text(position).contains("\\(\(name)") {
                uses += 1
            }
            position += 1
        }
        return uses > 0
    }

    /// The name a `let`/`var` binds when the expression at `start` is its whole initial value's start.
    private static func boundName(_ file: OutlinedFile, before start: Int) -> String? {
        guard let equal = file.previousCode(before: start), file.tokens[equal].kind == .equal,
              let name = file.previousCode(before: equal), file.tokens[name].kind == .identifier,
              let keyword = file.previousCode(before: name),
              file.tokens[keyword].keyword == .let || file.tokens[keyword].keyword == .var else { return nil }
        return file.text(name)
    }

    /// Whether a call that encloses `position` within its statement builds something shown: a type's initialiser
    /// (`Text(…)`, `BarMark(…)`, `CGFloat(…)`) or a geometry modifier.
    private static func enclosingDisplayCall(_ file: OutlinedFile, at position: Int, scope: Range<Int>) -> Bool {
        let tokens = file.tokens
        var cursor = position - 1
        var steps = 0
        while cursor >= scope.lowerBound, steps < 4096 {
            steps += 1
            let token = tokens[cursor]
            switch token.kind {
            case .rightParen, .rightBracket, .rightBrace:
                guard let open = file.partner(of: cursor) else { return false }
                cursor = open - 1
                continue
            case .leftBrace:
                return false
            case .leftParen:
                if let callee = file.previousCode(before: cursor), tokens[callee].kind == .identifier {
                    if CallSites.isUppercase(file, callee) { return true }
                    if geometryModifiers.contains(file.text(callee)),
                       file.previousCode(before: callee).map({ tokens[$0].kind == .period }) ?? false {
                        return true
                    }
                }
            default:
                if token.keyword == .if || token.keyword == .guard || token.keyword == .while
                    || token.keyword == .return || token.kind == .equal && file.partner(of: cursor) == nil
                    && !isInsideParentheses(file, cursor, scope) {
                    return false
                }
            }
            cursor -= 1
        }
        return false
    }

    /// Whether an unmatched `(` comes before `position` in its statement (an `=` there is an argument's default).
    private static func isInsideParentheses(_ file: OutlinedFile, _ position: Int, _ scope: Range<Int>) -> Bool {
        var cursor = position - 1
        while cursor >= scope.lowerBound {
            switch file.tokens[cursor].kind {
            case .rightParen, .rightBracket, .rightBrace:
                guard let open = file.partner(of: cursor) else { return false }
                cursor = open - 1
                continue
            case .leftParen: return true
            case .leftBrace: return false
            default: cursor -= 1
            }
        }
        return false
    }
}
