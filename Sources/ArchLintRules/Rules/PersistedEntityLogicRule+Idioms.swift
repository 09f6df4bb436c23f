import ArchLintLexer
import ArchLintOutline

/// The persistence idioms that look like logic and are not: lifecycle hooks, query helpers, mapping from a
/// parameter, identity composed of fields, and members that describe the entity for a screen or a log.
extension PersistedEntityLogicRule {
    /// Core Data's lifecycle hooks: defaults at insertion, bookkeeping before and after a save, cleanup before a
    /// deletion. They belong to the entity by the framework's design.
    static let lifecycleHooks: Set<String> = ["awakeFromInsert", "awakeFromFetch", "awake", "willSave", "didSave",
                                              "prepareForDeletion", "willTurnIntoFault", "didTurnIntoFault"]
    /// Free functions that only write a log line.
    static let loggingFunctions: Set<String> = ["print", "debugPrint", "dump", "NSLog", "os_log"]
    /// A logger's levels: `logger.debug(…)`, `Log.data.error(…)`.
    static let loggingLevels: Set<String> = ["log", "trace", "debug", "info", "notice", "warning", "error", "fault",
                                             "critical"]
    /// Names of members that identify an instance: `id`, `identifier`, `uniqueKey`, `compositeID`.
    static let identityWords: Set<String> = ["id", "identifier", "key"]

    /// A call at `index` that only writes a log line (`print(…)`, `logger.info(…)`, `os_log(…)`): the first token
    /// of its receiver and its closing parenthesis, or `nil`.
    static func loggingCall(_ file: OutlinedFile, _ index: Int) -> (start: Int, close: Int)? {
        guard let open = file.nextCode(after: index), file.tokens[open].kind == .leftParen,
              let close = file.partner(of: open) else { return nil }
        let name = file.text(index)
        let period = file.previousCode(before: index).flatMap { file.tokens[$0].kind == .period ? $0 : nil }
        if period == nil { return loggingFunctions.contains(name) ? (index, close) : nil }
        guard loggingLevels.contains(name) else { return nil }
        let start = file.expressionStart(endingAt: index)
        let logsThere = (start..<index).contains { position in
            file.tokens[position].kind == .identifier
                && NameWords.split(file.text(position)).contains { ["log", "logger", "logging"].contains($0.lowercased()) }
        }
        return logsThere ? (start, close) : nil
    }

    /// `override func willSave()`, `func awakeFromInsert()`: a hook the framework calls.
    static func isLifecycleHook(_ member: Member) -> Bool {
        member.kind == .function && lifecycleHooks.contains(member.name)
    }

    /// A member that builds a query or fetches and throws only because the fetch does (no `throw` of its own):
    /// `static func all(in context: ModelContext) throws -> [Trip] { try context.fetch(FetchDescriptor()) }`.
    static func isQueryHelper(_ evidence: Evidence) -> Bool {
        (evidence.buildsQuery || evidence.fetches) && !evidence.throwsItself
    }

    /// `id`, `identifier`, `uniqueKey`, `compositeID`: a member that says which instance this is, composed of its
    /// fields (`"\(a)-\(b)"`, `a + b + c`).
    static func isIdentity(_ member: Member) -> Bool {
        guard member.kind == .property || member.kind == .function,
              let last = NameWords.split(member.name).last?.lowercased() else { return false }
        return identityWords.contains(last) || last == "ids"
    }

    /// A member that describes the entity for a screen or a log: its result is text, a colour, an image or a
    /// symbol (`var arrow: String`, `var tint: Color`), it is a `description`, or it only writes log lines.
    static func isDisplay(_ member: Member, _ evidence: Evidence) -> Bool {
        if member.result == .display { return true }
        if ["description", "debugDescription", "localizedDescription"].contains(member.name) { return true }
        return member.kind == .function && member.result == .none && evidence.codeTokens == 0
    }

    /// A method whose statements assign the entity's properties from its parameters (`update(with dto:)`,
    /// `apply(_ values:)`, `fill(from:)`), unwrapping and converting on the way, whatever it is called. Moving a
    /// date or computing a value from the parameters is not mapping.
    static func isMapping(_ member: Member, _ evidence: Evidence, _ file: OutlinedFile) -> Bool {
        guard member.kind == .function || member.kind == .staticMember, let body = member.body,
              !member.parameters.isEmpty, !evidence.dateArithmetic, !evidence.computes, !evidence.accumulates
        else { return false }
        var readsParameter = false
        guard assignsOnly(body, parameters: member.parameterNames, readsParameter: &readsParameter, file) else {
            return false
        }
        return readsParameter
    }

    /// Whether every statement of `range` is an assignment to a property (`self.name = dto.name`, `name = dto.name`,
    /// `entity.name = dto.name`), a local `let`, a `return` of a name, or an `if let`/`guard let` that only unwraps
    /// around such statements.
    private static func assignsOnly(_ range: Range<Int>, parameters: Set<String>, readsParameter: inout Bool,
                                    _ file: OutlinedFile) -> Bool {
        let tokens = file.tokens
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            let token = tokens[cursor]
            if token.isComment || token.kind == .semicolon { cursor += 1; continue }
            if token.keyword == .if || token.keyword == .guard {
                guard let shape = file.conditional(at: cursor, limit: range.upperBound),
                      shape.condition.contains(where: { tokens[$0].keyword == .let || tokens[$0].keyword == .var }),
                      !shape.condition.contains(where: {
                          tokens[$0].kind == .operator && InputChecks.comparisons.contains(file.text($0))
                      }) else { return false }
                if shape.condition.contains(where: { parameters.contains(file.text($0)) }) { readsParameter = true }
                if token.keyword == .if {
                    guard assignsOnly(shape.block, parameters: parameters, readsParameter: &readsParameter, file)
                    else { return false }
                }
                cursor = shape.block.upperBound + 1
                continue
            }
            let end = file.statementEnd(from: cursor, limit: range.upperBound)
            guard end > cursor else { return false }
            let statement = cursor..<end
            if token.keyword == .let || token.keyword == .return || token.keyword == .var {
                // A local value on the way, or handing back what was filled.
            } else if let equal = statement.first(where: { tokens[$0].kind == .equal }),
                      !statement[..<equal].contains(where: { [.leftParen, .leftBrace].contains(tokens[$0].kind) }) {
                if statement[(equal + 1)...].contains(where: { parameters.contains(file.text($0)) }) {
                    readsParameter = true
                }
            } else {
                return false
            }
            cursor = end
        }
        return true
    }
}
