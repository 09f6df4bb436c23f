import ArchLintLexer
import ArchLintOutline

/// One construct found in a view body: which check found it, where it starts, where it ends, and its message for a
/// given scope name.
struct ViewBodyFinding {
    var check: ViewBodyCheck
    var anchor: Int
    /// The construct's last token (inclusive).
    var end: Int
    var message: (String) -> String
    /// Where the construct's effect comes from, for a call judged by the project's effects.
    var trace: [FindingStep] = []
}

extension ViewBodyLogicRule {
    static let arithmetic: Set<String> = ["+", "-", "*", "/", "%"]
    static let compoundAssignments: Set<String> = ["+=", "-=", "*=", "/=", "%="]

    /// The name-based checks of a view scope; `isScreenState` tells whether a name holds the screen's own state
    /// (``ReceiverRole/screenState``).
    static func checks(in range: Range<Int>, file: OutlinedFile, view: ViewFacts, persistence: Bool,
                       isScreenState: (String) -> Bool = { _ in false },
                       isEntity: (String) -> Bool = { _ in false },
                       isDeclared: (String) -> Bool = { _ in true }) -> [ViewBodyFinding] {
        var found: [ViewBodyFinding] = []
        let tokens = file.tokens
        for index in range {
            let token = tokens[index]
            switch token.kind {
            case .identifier:
                let afterPeriod = file.previousCode(before: index).map { tokens[$0].kind == .period } ?? false
                if persistence, afterPeriod, let call = persistenceCall(file, index, view) { found.append(call) }
                if persistence, !afterPeriod, let insert = entityInsert(file, index, view, isEntity: isEntity,
                                                                              isDeclared: isDeclared) {
                    found.append(insert)
                }
                if DateArithmetic.isDateArithmetic(file, at: index),
                   case let start = file.expressionStart(endingAt: index),
                   case let end = file.nextCode(after: index).flatMap(file.partner(of:)) ?? index,
                   !onlyDisplays(file, start: start, end: end, scope: range, view: view,
                                 isScreenState: isScreenState) {
                    let text = file.source.text(in: Int(tokens[start].start)..<Int(token.end))
                    found.append(ViewBodyFinding(check: .dateArithmetic, anchor: start, end: end) { scope in
                        "`\(text)(…)` in `\(scope)` — date arithmetic belongs in a Domain type"
                    })
                }
            case .keyword where token.keyword == .guard || token.keyword == .if:
                if let validation = validation(file, index, view, limit: range.upperBound) { found.append(validation) }
            case .equal, .operator:
                if let assignment = derivedState(file, index, view, scope: range, isScreenState: isScreenState,
                                                 isEntity: isEntity) {
                    found.append(assignment)
                }
            default:
                break
            }
        }
        return found
    }

    /// `context.save()` where `context` is the view's model context.
    private static func persistenceCall(_ file: OutlinedFile, _ index: Int, _ view: ViewFacts) -> ViewBodyFinding? {
        guard IOVocabulary.savingOrFetchingCalls.contains(file.text(index)),
              let open = file.nextCode(after: index),
              file.tokens[open].kind == .leftParen else { return nil }
        let start = file.expressionStart(endingAt: index)
        var root = start
        if file.tokens[root].keyword == .self, let period = file.nextCode(after: root),
           file.tokens[period].kind == .period, let member = file.nextCode(after: period) {
            root = member
        }
        guard root < index, view.contextNames.contains(file.text(root)) else { return nil }
        let text = file.source.text(in: Int(file.tokens[start].start)..<Int(file.tokens[index].end))
        let close = file.partner(of: open) ?? open
        let arguments = close > open + 1 ? "(…)" : "()"
        return ViewBodyFinding(check: .persistence, anchor: start, end: close) { scope in
            "`\(text)\(arguments)` in `\(scope)` — persistence belongs in a repository (Data layer)"
        }
    }

    /// `Bookmark(context: viewContext)`: a Core Data entity made in the view's model context, which inserts it. The
    /// type is a persisted entity of the project; or one it does not declare (generated from the data model) made
    /// in the view's `@Environment(\.managedObjectContext)`, not merely in a name like `context` (a closure's
    /// `TimelineView` context). A type of its own that takes the context otherwise (a view model) is not.
    private static func entityInsert(_ file: OutlinedFile, _ index: Int, _ view: ViewFacts,
                                     isEntity: (String) -> Bool, isDeclared: (String) -> Bool) -> ViewBodyFinding? {
        guard let open = file.nextCode(after: index), file.tokens[open].kind == .leftParen,
              let label = file.nextCode(after: open), file.token(label, is: "context"),
              !file.tokens[open].flags.contains(.firstOnLine), let close = file.partner(of: open),
              let colon = file.nextCode(after: label), file.tokens[colon].kind == .colon,
              var argument = file.nextCode(after: colon), CallSites.isUppercase(file, index) else { return nil }
        if file.tokens[argument].keyword == .self, let period = file.nextCode(after: argument),
           file.tokens[period].kind == .period, let member = file.nextCode(after: period) {
            argument = member
        }
        let text = file.text(index), context = file.text(argument)
        guard view.contextNames.contains(context), file.nextCode(after: argument) == close,
              isEntity(text) || !isDeclared(text) && view.managedObjectContexts.contains(context) else { return nil }
        return ViewBodyFinding(check: .persistence, anchor: index, end: close) { scope in
            "`\(text)(context:)` in `\(scope)` makes and inserts a Core Data entity — persistence belongs in a "
                + "repository (Data layer)"
        }
    }

    /// A validation rule: a `guard`/`if` that rejects input (emptiness, counts, comparisons, format checks) by
    /// returning or throwing, or an `if` whose format check (`host.contains(".")`) gates an action.
    private static func validation(_ file: OutlinedFile, _ index: Int, _ view: ViewFacts, limit: Int)
        -> ViewBodyFinding? {
        guard let shape = file.conditional(at: index, limit: limit) else { return nil }
        let isGuard = file.tokens[index].keyword == .guard
        let condition = shape.condition
        // `guard oldValue != newValue`, `if newPhase == .active`: a check for a change or a lifecycle phase.
        if InputChecks.checksAChange(file, condition) {
            return nil
        }
        // What the condition tests must come from the user: a name bound to an input control. Geometry, gesture
        // values, counters, load flags and what only chooses what to draw are not input.
        let testsInput = condition.contains { file.tokens[$0].kind == .identifier && view.inputs.contains(file.text($0)) }
        let callsAValidator = condition.contains { isValidatorCall(file, $0) }
        let leaves = InputChecks.leavesEarly(file, shape.block)
        let rejectsInput = (testsInput && condition.contains {
            InputChecks.rejectsInput(file, $0, isGuard: isGuard, isCollection: view.collections.contains)
        } || callsAValidator) && leaves
        let acts = !isGuard && performsAction(file, shape.block)
        let gatesAction = acts && (condition.contains { InputChecks.formatCheck(file, $0) }
            || testsInput && condition.contains { isMembershipCheck(file, $0, view: view) } || callsAValidator)
        guard rejectsInput || gatesAction else { return nil }
        let keyword = file.text(index)
        // The finding covers the condition; statements in the block are constructs of their own.
        return ViewBodyFinding(check: .validation, anchor: index, end: condition.upperBound - 1) { scope in
            "`\(keyword)` validation in `\(scope)` — validation belongs in a Domain type or use case; the view shows its error"
        }
    }

    /// `isValidEmail(email)`, `form.isValid`, `validate(name)`, `nameIsUnique()`: a call that decides validity.
    private static func isValidatorCall(_ file: OutlinedFile, _ position: Int) -> Bool {
        guard file.tokens[position].kind == .identifier, let open = file.nextCode(after: position),
              file.tokens[open].kind == .leftParen else { return false }
        let name = file.text(position)
        return name.hasPrefix("isValid") || name.hasPrefix("validate") || name.hasSuffix("IsUnique")
            || name == "isUnique"
    }

    /// `allowedSymbols.contains(query)`: membership of input in a list of allowed values (not in a collection the
    /// view holds for display).
    private static func isMembershipCheck(_ file: OutlinedFile, _ position: Int, view: ViewFacts) -> Bool {
        guard file.tokens[position].kind == .identifier, file.token(position, is: "contains"),
              let period = file.previousCode(before: position), file.tokens[period].kind == .period,
              let receiver = file.previousCode(before: period), let open = file.nextCode(after: position),
              file.tokens[open].kind == .leftParen, let close = file.partner(of: open) else { return false }
        if file.tokens[receiver].kind == .identifier, view.collections.contains(file.text(receiver)) { return false }
        return ((open + 1)..<close).contains { file.tokens[$0].kind == .identifier && view.inputs.contains(file.text($0)) }
    }

    /// Whether a block does something (assigns, awaits, calls a function) rather than choose a view to show.
    private static func performsAction(_ file: OutlinedFile, _ block: Range<Int>) -> Bool {
        let lowercase = UInt8(ascii: "a")...UInt8(ascii: "z")
        if let first = block.first(where: { !file.tokens[$0].isComment }), file.tokens[first].kind == .identifier,
           !lowercase.contains(file.source.bytes[Int(file.tokens[first].start)]) {
            return false
        }
        return block.contains { position in
            let token = file.tokens[position]
            if token.kind == .equal || token.keyword == .try || token.keyword == .await { return true }
            guard token.kind == .identifier, lowercase.contains(file.source.bytes[Int(token.start)]),
                  let next = file.nextCode(after: position) else { return false }
            return file.tokens[next].kind == .leftParen
        }
    }

    /// `trip.duration = <computation>`: derived state written into something that is not the view's own state.
    private static func derivedState(_ file: OutlinedFile, _ index: Int, _ view: ViewFacts, scope: Range<Int>,
                                     isScreenState: (String) -> Bool,
                                     isEntity: (String) -> Bool) -> ViewBodyFinding? {
        let limit = scope.upperBound
        let tokens = file.tokens
        if tokens[index].kind == .operator, !compoundAssignments.contains(file.text(index)) { return nil }
        guard let target = file.previousCode(before: index), tokens[target].kind == .identifier else { return nil }
        let start = file.expressionStart(endingAt: target)
        guard start < target else { return nil }
        // `if case .loaded = state`, `let item: Models.Item = try await …`, `guard let x = …`: bindings.
        if tokens[start].kind == .keyword, tokens[start].keyword != .self { return nil }
        if let before = file.previousCode(before: start),
           tokens[before].kind == .colon || [.case, .let, .var].contains(tokens[before].keyword) {
            return nil
        }
        var root = start
        if tokens[root].keyword == .self, let period = file.nextCode(after: root),
           let member = file.nextCode(after: period) {
            // `self.count = …` sets one of the view's own properties, which in a body can only be its state.
            guard member < target else { return nil }
            root = member
        }
        let rootName = file.text(root)
        guard !view.ownState.contains(rootName), !view.isViewModel(rootName), !isScreenState(rootName),
              !isUIObject(rootName), !isPresentationState(rootName, member: file.text(target)),
              !isSystemSingleton(rootName),
              !isLocalCopy(rootName, before: root, in: file, scope: scope, isEntity: isEntity) else { return nil }
        let end = file.statementEnd(from: index + 1, limit: limit)
        guard end > index + 1 else { return nil }
        let text = file.source.text(in: Int(tokens[start].start)..<Int(tokens[target].end))
        let assignment = file.text(index)
        if tokens[index].kind == .equal, isBookkeepingTime(file.text(target)), stampsTheTime(file, (index + 1)..<end) {
            return ViewBodyFinding(check: .derivedState, anchor: start, end: end - 1) { scope in
                "`\(text) = …` in `\(scope)` stamps the model with the time — a business rule; let a use case or "
                    + "the model's own update set it"
            }
        }
        guard computes(file, (index + 1)..<end) else { return nil }
        return ViewBodyFinding(check: .derivedState, anchor: start, end: end - 1) { scope in
            "`\(text) \(assignment) …` in `\(scope)` — derived state belongs in a Domain type; compute it there and let "
                + "the view read it"
        }
    }

    /// Words that name navigation and presentation state: what the screen shows, not what the model holds.
    static let presentationWords = ["sheet", "alert", "present", "route", "destination", "path", "navigation",
                                    "selected", "selection", "tab", "focus", "show", "scroll", "popover", "dialog",
                                    "toast", "cover", "expanded", "router", "coordinator", "navigator"]

    /// `router.presentedSheet = …`, `coordinator.path = …`, `state.isShowingAlert = …`.
    static func isPresentationState(_ root: String, member: String) -> Bool {
        let root = root.lowercased(), member = member.lowercased()
        return presentationWords.contains { root.contains($0) || member.contains($0) }
    }

    /// Name endings of UIKit and AppKit objects and layout controllers (`cell`, `viewController`, `controller`):
    /// what is written into them configures what is drawn.
    static let uiObjectSuffixes = ["cell", "view", "controller", "layer", "button", "label", "window", "bar"]

    /// `cell.backgroundConfiguration = …`, `controller.contentWidth = …`: a UI object, not a model.
    static func isUIObject(_ root: String) -> Bool {
        let lower = root.lowercased()
        return uiObjectSuffixes.contains { lower.hasSuffix($0) }
    }

    /// Whether `root` is a local the view body declares before `position` as a copy it may change
    /// (`var draft = model.item`) or an object it makes (`let picker = PickerController(…)`): setting it up before
    /// handing it on writes no model. A persisted entity it makes (`let item = Reminder(context: context)`) is the
    /// model.
    /// Tokens looked back through for a local's declaration.
    static let maximumLocalDistance = 4096

    static func isLocalCopy(_ root: String, before position: Int, in file: OutlinedFile, scope: Range<Int>,
                            isEntity: (String) -> Bool) -> Bool {
        let tokens = file.tokens
        // A local is declared within a few screens of its use; the bound keeps a body of many assignments linear.
        let start = max(scope.lowerBound, position - maximumLocalDistance)
        // The name's bytes against each identifier's, in place: no string per token.
        let name = Array(root.utf8), bytes = file.source.bytes
        func spellsRoot(_ index: Int) -> Bool {
            let token = tokens[index]
            guard Int(token.end) - Int(token.start) == name.count else { return false }
            return name.indices.allSatisfy { bytes[Int(token.start) + $0] == name[$0] }
        }
        var cursor = position - 1
        while cursor > start {
            if tokens[cursor].kind == .identifier, spellsRoot(cursor),
               let keyword = file.previousCode(before: cursor),
               tokens[keyword].keyword == .var || tokens[keyword].keyword == .let {
                if tokens[keyword].keyword == .var { return true }
                guard let equal = file.nextCode(after: cursor), tokens[equal].kind == .equal,
                      let value = file.nextCode(after: equal) else { return false }
                return tokens[value].kind == .identifier && CallSites.isUppercase(file, value)
                    && file.nextCode(after: value).map { tokens[$0].kind == .leftParen } == true
                    && !isEntity(file.text(value))
            }
            cursor -= 1
        }
        return false
    }

    /// A system type's shared object (`UIPasteboard.general.string = …`, `UIApplication.shared.…`): UI plumbing.
    private static func isSystemSingleton(_ root: String) -> Bool {
        ["UI", "NS", "WK", "AV", "MK", "CL", "UN"].contains { root.hasPrefix($0) }
            && root.dropFirst(2).first.map(\.isUppercase) == true
    }

    /// Words of a record-keeping timestamp (`updatedAt`, `modifiedDate`, `timestamp`), which the model or a use
    /// case should keep on every change; a date the user records (`lastWateredAt = .now` for "watered today") is
    /// input.
    static let bookkeepingWords = ["updated", "modified", "edited", "changed", "created", "timestamp", "saved",
                                   "synced"]

    private static func isBookkeepingTime(_ member: String) -> Bool {
        let member = member.lowercased()
        return bookkeepingWords.contains { member.contains($0) }
    }

    /// Whether the assigned value is exactly the current time: `Date()`, `.now`, `Date.now`, `Date.init()`.
    private static func stampsTheTime(_ file: OutlinedFile, _ range: Range<Int>) -> Bool {
        let code = range.filter { !file.tokens[$0].isComment }.map { file.text($0) }
        return code == ["Date", "(", ")"] || code == [".", "now"] || code == ["Date", ".", "now"]
            || code == ["Date", ".", "init", "(", ")"]
    }

    /// Whether an assigned value is computed: arithmetic, date arithmetic, or a method call.
    private static func computes(_ file: OutlinedFile, _ range: Range<Int>) -> Bool {
        for index in range {
            let token = file.tokens[index]
            if token.kind == .operator, !token.flags.contains(.prefixOperator), !token.flags.contains(.postfixOperator),
               arithmetic.contains(file.text(index)) {
                return true
            }
            if token.kind == .leftParen, let previous = file.previousCode(before: index),
               file.tokens[previous].kind == .identifier, let period = file.previousCode(before: previous),
               file.tokens[period].kind == .period, endsExpression(file, file.previousCode(before: period)) {
                let first = file.source.bytes[Int(file.tokens[previous].start)]
                if first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") { return true }
            }
        }
        return false
    }

    /// Whether the token before a `.` ends an expression, making `x.name(…)` a method call; otherwise the dot
    /// starts an implicit member (`= .sheet(item)`), a case or a static value rather than a computation.
    private static func endsExpression(_ file: OutlinedFile, _ index: Int?) -> Bool {
        guard let index else { return false }
        let token = file.tokens[index]
        switch token.kind {
        case .identifier, .backtickIdentifier, .rightParen, .rightBracket, .rightBrace, .questionMark,
             .exclamationMark, .stringLiteral, .integerLiteral, .floatLiteral:
            return true
        case .keyword:
            return [.self, .Self, .super].contains(token.keyword)
        default:
            return false
        }
    }
}
