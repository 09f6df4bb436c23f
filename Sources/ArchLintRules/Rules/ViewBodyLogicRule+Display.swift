import ArchLintLexer
import ArchLintOutline

extension ViewBodyLogicRule {
    /// Modifiers whose arguments are geometry: a value there only places or sizes what is drawn.
    static let geometryModifiers: Set<String> = ["frame", "offset", "position", "padding", "rotationEffect",
                                                 "scaleEffect", "opacity", "chartXScale", "chartYScale"]

    /// Modifiers whose arguments only style what is drawn: a date compared there picks a font or a colour.
    static let styleModifiers: Set<String> = ["font", "fontWeight", "foregroundStyle", "foregroundColor", "tint",
                                              "background", "symbolRenderingMode", "bold", "italic",
                                              "strikethrough", "shadow", "blur", "saturation", "grayscale"]

    /// Calls whose argument is a duration of an animation or a pause (`Task.sleep(for: .seconds(…))`).
    static let timingCalls: Set<String> = ["sleep", "asyncAfter", "withAnimation", "animation", "delay"]

    /// Whether the date arithmetic spanning `start...end` only reaches the screen: an argument of a view, a chart
    /// mark, a value type built for display or a geometry modifier (`Text(start.addingTimeInterval(60), …)`,
    /// `RectangleMark(xEnd: .value("End", day.addingTimeInterval(width)))`), or a local whose every use is one of
    /// those or a string interpolation. A result assigned to a model, compared in a condition or passed to a
    /// function is not display.
    static func onlyDisplays(_ file: OutlinedFile, start: Int, end: Int, scope: Range<Int>,
                             view: ViewFacts? = nil, isScreenState: (String) -> Bool = { _ in false },
                             depth: Int = 0) -> Bool {
        if enclosingDisplayCall(file, at: start, scope: scope) { return true }
        if let view, choosesWhatToShow(file, at: start, scope: scope, view: view) { return true }
        // `let label = remaining(time: end.timeIntervalSince(now))`: a helper's argument, whose result is shown.
        if depth < 2, let helper = enclosingHelperCall(file, at: start, scope: scope) {
            return onlyDisplays(file, start: helper.start, end: helper.end, scope: scope, view: view,
                                isScreenState: isScreenState, depth: depth + 1)
        }
        // `state.date = state.date.addingTimeInterval(-900)`: a step of what the user edits, written into the
        // screen's own state.
        if let root = assignedRoot(file, containing: start, scope: scope),
           isScreenState(root) || view?.ownState.contains(root) == true {
            return true
        }
        guard let name = boundName(file, containing: start, scope: scope),
              !combinesWithAnAttribute(file, start: start, end: end, scope: scope) else { return false }
        let tokens = file.tokens
        var uses = 0
        var position = end + 1
        // A local lives to the end of the block that declares it.
        let blockEnd = enclosingBlockEnd(file, at: start, scope: scope)
        while position < blockEnd {
            let token = tokens[position]
            if token.kind == .identifier, file.text(position) == name,
               file.previousCode(before: position).map({ tokens[$0].kind != .period }) ?? true {
                if let next = file.nextCode(after: position), tokens[next].kind == .equal { return false }
                guard enclosingDisplayCall(file, at: position, scope: scope) || isFormatted(file, position)
                        || handsToScreenState(file, at: position, scope: scope, isScreenState: isScreenState)
                        || view.map({ choosesWhatToShow(file, at: position, scope: scope, view: $0) }) == true
                else { return false }
                uses += 1
            } else if token.kind == .stringLiteral, token.flags.contains(.interpolated),
                      file.text(position).contains("\\(\(name)") {
                uses += 1
            }
            position += 1
        }
        return uses > 0
    }

    /// Whether the statement holding the date arithmetic `start...end` also reads an attribute of an object
    /// (`- Double(plant.intervalDays * 24)`): a date distance measured against a model's period is a rule (how
    /// overdue, how long until due), whatever it is shown as.
    private static func combinesWithAnAttribute(_ file: OutlinedFile, start: Int, end: Int, scope: Range<Int>) -> Bool {
        guard let equal = assignment(file, holding: start, scope: scope, throughCalls: true) else { return false }
        let tokens = file.tokens
        var statementEnd = file.statementEnd(from: equal + 1, limit: scope.upperBound)
        // `if let due = … {`: the block is not part of the value.
        if let brace = ((equal + 1)..<statementEnd).first(where: { tokens[$0].kind == .leftBrace && $0 > end }) {
            statementEnd = brace
        }
        var readsAttribute = false, combines = false
        for position in (equal + 1)..<statementEnd where position < start || position > end {
            if tokens[position].kind == .operator, ["+", "-", "*", "/"].contains(file.text(position)) {
                combines = true
            }
            guard tokens[position].kind == .identifier, let period = file.previousCode(before: position),
                  tokens[period].kind == .period, let root = file.previousCode(before: period),
                  tokens[root].kind == .identifier, !CallSites.isUppercase(file, root),
                  file.previousCode(before: root).map({ tokens[$0].kind != .period }) ?? true else { continue }
            readsAttribute = true
        }
        return readsAttribute && combines
    }

    /// The name a `let`/`var` (or an `if let`) binds when the expression holding `start` is its initial value:
    /// `let days = …`, `let hidden = abs(now.distance(to: value)) < limit`.
    private static func boundName(_ file: OutlinedFile, containing start: Int, scope: Range<Int>) -> String? {
        guard let equal = assignment(file, holding: start, scope: scope, throughCalls: true),
              let name = file.previousCode(before: equal), file.tokens[name].kind == .identifier,
              let keyword = file.previousCode(before: name),
              file.tokens[keyword].keyword == .let || file.tokens[keyword].keyword == .var else { return nil }
        return file.text(name)
    }

    /// The `=` of the statement whose value holds `start`, walking back over whole groups and, with
    /// `throughCalls`, out of the calls it is an argument of; `nil` at a block, a statement's or an argument's
    /// boundary or a keyword other than `try`, `await` and `self`.
    private static func assignment(_ file: OutlinedFile, holding start: Int, scope: Range<Int>,
                                   throughCalls: Bool) -> Int? {
        let tokens = file.tokens
        var cursor = start - 1
        var steps = 0
        while cursor >= scope.lowerBound, steps < 256 {
            steps += 1
            let token = tokens[cursor]
            switch token.kind {
            case .rightParen, .rightBracket:
                guard let open = file.partner(of: cursor) else { return nil }
                cursor = open - 1
                continue
            case .leftBrace, .rightBrace, .semicolon, .comma:
                return nil
            case .leftParen where !throughCalls:
                return nil
            case .equal:
                return cursor
            default:
                if token.kind == .keyword, ![.try, .await, .self, .Self].contains(token.keyword) { return nil }
            }
            cursor -= 1
        }
        return nil
    }

    /// The `}` that closes the innermost block holding `position`, or the scope's end.
    private static func enclosingBlockEnd(_ file: OutlinedFile, at position: Int, scope: Range<Int>) -> Int {
        var inner = position
        while let open = unmatchedOpener(file, before: inner, scope: scope) {
            if file.tokens[open].kind == .leftBrace { return min(file.partner(of: open) ?? scope.upperBound, scope.upperBound) }
            inner = open
        }
        return scope.upperBound
    }

    /// The innermost `(`, `[` or `{` before `position` that is not closed before it.
    private static func unmatchedOpener(_ file: OutlinedFile, before position: Int, scope: Range<Int>) -> Int? {
        var cursor = position - 1
        while cursor >= scope.lowerBound {
            switch file.tokens[cursor].kind {
            case .rightParen, .rightBracket, .rightBrace:
                guard let open = file.partner(of: cursor) else { return nil }
                cursor = open - 1
                continue
            case .leftParen, .leftBracket, .leftBrace:
                return cursor
            default:
                cursor -= 1
            }
        }
        return nil
    }

    /// The root of the target when the expression holding `start` is the value of an assignment in its statement:
    /// `state` in `state.entryDate = state.entryDate.addingTimeInterval(-900)`.
    private static func assignedRoot(_ file: OutlinedFile, containing start: Int, scope: Range<Int>) -> String? {
        guard let equal = assignment(file, holding: start, scope: scope, throughCalls: false),
              let target = file.previousCode(before: equal), file.tokens[target].kind == .identifier else {
            return nil
        }
        var root = file.expressionStart(endingAt: target)
        guard root < target else { return nil }
        if file.tokens[root].keyword == .self, let period = file.nextCode(after: root),
           let member = file.nextCode(after: period) {
            root = member
        }
        return file.text(root)
    }

    /// `date.formatted(…)`, `date.description`: a local shown as text.
    private static func isFormatted(_ file: OutlinedFile, _ position: Int) -> Bool {
        guard let period = file.nextCode(after: position), file.tokens[period].kind == .period,
              let member = file.nextCode(after: period) else { return false }
        return file.text(member) == "formatted" || file.text(member) == "description"
    }

    /// Whether the use at `position` is an argument of a call on the screen's own state
    /// (`viewModel.setMonth(for: lastMonth)`): the view hands the value over.
    private static func handsToScreenState(_ file: OutlinedFile, at position: Int, scope: Range<Int>,
                                           isScreenState: (String) -> Bool) -> Bool {
        guard let open = enclosingParenthesis(file, at: position, scope: scope),
              let callee = file.previousCode(before: open), file.tokens[callee].kind == .identifier else { return false }
        let start = file.expressionStart(endingAt: callee)
        guard start < callee, file.tokens[start].kind == .identifier || file.tokens[start].keyword == .self else {
            return false
        }
        var root = start
        if file.tokens[root].keyword == .self, let period = file.nextCode(after: root),
           let member = file.nextCode(after: period) {
            root = member
        }
        return isScreenState(file.text(root))
    }

    /// The `(` of the innermost call whose arguments hold `position`, within its statement (a `[` between is
    /// passed over; a `{` ends the search).
    private static func enclosingParenthesis(_ file: OutlinedFile, at position: Int, scope: Range<Int>) -> Int? {
        var inner = position
        while let open = unmatchedOpener(file, before: inner, scope: scope) {
            switch file.tokens[open].kind {
            case .leftParen: return open
            case .leftBrace: return nil
            default: inner = open
            }
        }
        return nil
    }

    /// A call of one of the view's own helper functions (`remaining(time: …)`, no receiver) whose arguments hold
    /// `position`: its start and end.
    private static func enclosingHelperCall(_ file: OutlinedFile, at position: Int, scope: Range<Int>)
        -> (start: Int, end: Int)? {
        guard let open = enclosingParenthesis(file, at: position, scope: scope),
              let callee = file.previousCode(before: open), file.tokens[callee].kind == .identifier,
              !CallSites.isUppercase(file, callee), let close = file.partner(of: open) else { return nil }
        guard let period = file.previousCode(before: callee), file.tokens[period].kind == .period else {
            return (callee, close)
        }
        // A standard-library function named with its module: `Swift.max(0, …)`.
        guard let module = file.previousCode(before: period), file.token(module, is: "Swift") else { return nil }
        return (module, close)
    }

    /// Whether `position` is in the condition of an `if` that only chooses what to show: its branches draw views
    /// (`if now.timeIntervalSince(refreshed) < 120 { Text("just now") }`) or set the view's own or presentation
    /// state (`showBanner = true`).
    private static func choosesWhatToShow(_ file: OutlinedFile, at position: Int, scope: Range<Int>,
                                          view: ViewFacts) -> Bool {
        let tokens = file.tokens
        var cursor = position - 1
        var steps = 0
        while cursor >= scope.lowerBound, steps < 512 {
            steps += 1
            let token = tokens[cursor]
            if token.kind == .rightParen || token.kind == .rightBracket {
                guard let open = file.partner(of: cursor) else { return false }
                cursor = open - 1
                continue
            }
            if token.kind == .leftBrace || token.kind == .rightBrace || token.kind == .semicolon { return false }
            if token.keyword == .guard || token.keyword == .while || token.keyword == .return { return false }
            if token.keyword == .if {
                guard let shape = file.conditional(at: cursor, limit: scope.upperBound),
                      shape.condition.contains(position) else { return false }
                var blocks = [shape.block]
                // `else { … }` and `else if … { … }` branches choose too.
                var after = shape.block.upperBound
                while let elseKeyword = file.nextCode(after: after), tokens[elseKeyword].keyword == .else,
                      let next = file.nextCode(after: elseKeyword) {
                    if tokens[next].kind == .leftBrace, let close = file.partner(of: next) {
                        blocks.append((next + 1)..<close)
                        break
                    }
                    guard tokens[next].keyword == .if,
                          let inner = file.conditional(at: next, limit: scope.upperBound) else { return false }
                    blocks.append(inner.block)
                    after = inner.block.upperBound
                }
                return blocks.allSatisfy { onlyShows(file, $0, view: view) }
            }
            cursor -= 1
        }
        return false
    }

    /// Whether a block only draws views or sets the view's own or presentation state.
    private static func onlyShows(_ file: OutlinedFile, _ block: Range<Int>, view: ViewFacts) -> Bool {
        let tokens = file.tokens
        let code = block.filter { !tokens[$0].isComment }
        guard let first = code.first else { return true }
        if tokens[first].kind == .identifier,
           CallSites.isUppercase(file, first) || view.viewHelpers.contains(file.text(first)) { return true }
        // Only assignments to the view's own state or to presentation state.
        var sawAssignment = false
        for position in code where tokens[position].kind == .equal {
            guard let target = file.previousCode(before: position), tokens[target].kind == .identifier else {
                return false
            }
            // A local the block declares (`let days = Int(hours / 24)`) is judged where it is used.
            if let keyword = file.previousCode(before: target),
               tokens[keyword].keyword == .let || tokens[keyword].keyword == .var {
                continue
            }
            // A label chosen for display: a local set to a string (`timeText = "in ~\(days)d"`).
            if file.previousCode(before: target).map({ tokens[$0].kind != .period }) ?? true,
               let value = file.nextCode(after: position), tokens[value].kind == .stringLiteral,
               file.statementEnd(from: value, limit: block.upperBound) == value + 1 {
                sawAssignment = true
                continue
            }
            let root = file.expressionStart(endingAt: target)
            let rootName = tokens[root].keyword == .self
                ? file.nextCode(after: root).flatMap(file.nextCode(after:)).map(file.text) ?? ""
                : file.text(root)
            // The view's own values (`@State var showBanner`), not an object it holds (`@State var model`), whose
            // members are the model's state unless they name what is presented.
            let ownValue = view.ownState.contains(rootName) && root == target
            guard ownValue || isPresentationState(rootName, member: file.text(target)) else { return false }
            sawAssignment = true
        }
        return sawAssignment && !code.contains { tokens[$0].keyword == .await || tokens[$0].keyword == .try }
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
                    if geometryModifiers.contains(file.text(callee)) || styleModifiers.contains(file.text(callee)),
                       file.previousCode(before: callee).map({ tokens[$0].kind == .period }) ?? false {
                        return true
                    }
                    if timingCalls.contains(file.text(callee)) { return true }
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
        enclosingParenthesis(file, at: position, scope: scope) != nil
    }
}
