import ArchLintLexer
import ArchLintOutline

/// Flags an `await` on a repository, service or client call inside a `for … in` loop or `forEach`: one
/// query per item. Docs: Rules/n-plus-one-await.md
public struct NPlusOneAwaitRule: Rule {
    public static let id = "n-plus-one-await"
    static let receiverSuffixes = ["repository", "service", "client", "api"]
    /// Closures whose awaits run in parallel by construction.
    static let parallelClosures: Set<String> = ["addTask", "addTaskUnlessCancelled", "addDiscardingTask"]

    public init() {}

    /// App code that awaits inside a loop, wherever it is: the only place the rule looks.
    public static func reads(unlayered file: OutlinedFile, survey: TokenSurvey, isAppCode: Bool) -> Bool {
        isAppCode && FileDeclarations.awaitsInALoop(file, survey: survey)
    }

    public func check(_ file: OutlinedFile, in context: RuleContext) -> [Violation] {
        // App code in any layer or none; tests await fakes per fixture on purpose.
        guard context.layer != nil || context.isAppCode else { return [] }
        let repositoryNames = Self.repositoryTypedNames(in: file, index: context.index)
        var queries = LoopQueries(file: file, effects: context.index.effects)
        var violations: [Violation] = []
        // One pass over the file with a stack of open loop bodies and skipped closures, so that nested loops
        // cost each token once (scanning every loop body on its own is quadratic in the nesting depth).
        // Loop bodies in the order they start, met as the walk reaches them (a look-up per token costs more).
        var seen: Set<Int> = []
        let starts = Self.loops(in: file).filter { seen.insert($0.body.lowerBound).inserted }
            .sorted { $0.body.lowerBound < $1.body.lowerBound }
        var nextStart = 0
        var open: [(end: Int, loop: Loop?)] = []
        var uses = LoopVariableUses()
        var index = 0
        while index < file.tokens.count {
            while let top = open.last, top.end <= index { open.removeLast() }
            if nextStart < starts.count, starts[nextStart].body.lowerBound == index {
                open.append((starts[nextStart].body.upperBound, starts[nextStart]))
                nextStart += 1
            }
            guard let innermost = open.last?.loop else {
                index += 1
                continue
            }
            let token = file.tokens[index]
            // Skip closures that run their awaits in parallel (`group.addTask { … }`) or later, once per event
            // (`publisher.sink { … }`).
            if token.kind == .identifier,
               Self.parallelClosures.contains(file.text(index)) || Self.laterClosures.contains(file.text(index)),
               let brace = Self.trailingClosure(after: index, in: file), let close = file.partner(of: brace) {
                open.append((close + 1, nil))
            } else if token.keyword == .switch, let dispatch = Self.dispatch(at: index, in: file, loop: innermost) {
                open.append((dispatch.body.upperBound, dispatch))
            } else if token.keyword == .await || token.kind == .identifier,
                      let query = queries.query(at: index, in: file, repositoryNames: repositoryNames,
                                                loop: innermost.body) {
                let statement = index..<queries.statementEnd(from: index, limit: innermost.body.upperBound)
                // A loop dispatched by kind (`switch item { … }`) runs a query per kind unless it uses the item.
                let dispatched = Set(open.compactMap { $0.loop?.dispatches })
                if open.contains(where: { $0.loop.map { !$0.repeats && !dispatched.contains($0.body.lowerBound) } ?? false })
                    || open.contains(where: { $0.loop.map { uses.isUsed($0, in: statement, file) } ?? false }) {
                    violations.append(Violation(at: file.tokens[query.anchor], query.message, trace: query.trace))
                }
                index = max(index, query.end)
            }
            index += 1
        }
        return violations.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    /// For `await repo.fetch(…)` (`self.`/`Self.`-prefixed, optional-chained or not), the receiver names and a
    /// short text.
    static func receiver(afterAwait index: Int, in file: OutlinedFile) -> (receiver: [String], text: String)? {
        var cursor = index
        var names: [String] = []
        while let next = file.nextCode(after: cursor) {
            let token = file.tokens[next]
            guard token.kind == .identifier || token.kind == .backtickIdentifier || token.keyword == .self
                || token.keyword == .Self else { break }
            guard var after = file.nextCode(after: next) else { break }
            // `repository?.load()`, `repository!.load()`
            if [.questionMark, .exclamationMark].contains(file.tokens[after].kind),
               let period = file.nextCode(after: after), file.tokens[period].kind == .period {
                after = period
            }
            if file.tokens[after].kind == .period {
                names.append(file.text(next))
                cursor = after
            } else if file.tokens[after].kind == .leftParen || file.tokens[after].kind == .leftBrace {
                guard !names.isEmpty, let first = file.nextCode(after: index) else { return nil }
                // A chain written over several lines reads as one: `a\n    .b.c` → `a.b.c`.
                let text = file.source.text(in: Int(file.tokens[first].start)..<Int(token.end))
                    .filter { !$0.isWhitespace } + "(…)"
                return (names, text)
            } else {
                break
            }
        }
        return nil
    }

    static func isDataSource(_ receiver: [String], _ repositoryNames: Set<String>) -> Bool {
        receiver.contains { name in
            let lower = name.lowercased()
            return receiverSuffixes.contains { lower.hasSuffix($0) } || repositoryNames.contains(name)
        }
    }

    /// Properties and parameters typed as a protocol whose name ends in `Repository`.
    static func repositoryTypedNames(in file: OutlinedFile, index: ProjectIndex) -> Set<String> {
        var names: Set<String> = []
        for property in file.outline.properties {
            if let type = property.typeAnnotation, isRepositoryType(type) { names.insert(property.name) }
        }
        for (position, token) in file.tokens.enumerated() where token.kind == .colon {
            guard let name = file.previousCode(before: position), file.tokens[name].kind == .identifier,
                  let type = file.nextCode(after: position) else { continue }
            var typeToken = type
            if file.tokens[typeToken].keyword == .any || file.tokens[typeToken].keyword == .some,
               let next = file.nextCode(after: typeToken) {
                typeToken = next
            }
            if file.tokens[typeToken].kind == .identifier, file.text(typeToken).hasSuffix(RoleNames.repositorySuffix) {
                names.insert(file.text(name))
            }
        }
        return names
    }

    private static func isRepositoryType(_ type: String) -> Bool {
        var text = Substring(type.filter { !$0.isWhitespace })
        for prefix in ["any", "some"] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        while text.last == "?" || text.last == "!" { text = text.dropLast() }
        return text.hasSuffix(RoleNames.repositorySuffix)
    }
}

