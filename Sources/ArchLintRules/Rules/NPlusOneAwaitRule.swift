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

    public func check(_ file: OutlinedFile, in context: RuleContext) -> [Violation] {
        guard context.layer != nil else { return [] }
        let repositoryNames = Self.repositoryTypedNames(in: file, index: context.index)
        var violations: [Violation] = []
        // One pass over the file with a stack of open loop bodies and skipped closures, so that nested loops
        // cost each token once (scanning every loop body on its own is quadratic in the nesting depth).
        var starts: [Int: Int] = [:]
        for loop in Self.loops(in: file) { starts[loop.lowerBound] = max(starts[loop.lowerBound] ?? 0, loop.upperBound) }
        var open: [(end: Int, isLoop: Bool)] = []
        var index = 0
        while index < file.tokens.count {
            while let top = open.last, top.end <= index { open.removeLast() }
            if let end = starts[index] { open.append((end, true)) }
            guard open.last?.isLoop == true else {
                index += 1
                continue
            }
            let token = file.tokens[index]
            // Skip closures that run their awaits in parallel (`group.addTask { … }`).
            if token.kind == .identifier, Self.parallelClosures.contains(file.text(index)),
               let brace = Self.trailingClosure(after: index, in: file), let close = file.partner(of: brace) {
                open.append((close + 1, false))
            } else if token.keyword == .await, let call = Self.receiver(afterAwait: index, in: file),
                      Self.isDataSource(call.receiver, repositoryNames) {
                violations.append(Violation(at: token, .nPlusOne(call.text)))
            }
            index += 1
        }
        return violations.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    /// Bodies of `for … in` loops (not `for await` / `for try await`) and of `forEach` closures.
    static func loops(in file: OutlinedFile) -> [Range<Int>] {
        var loops: [Range<Int>] = []
        for (index, token) in file.tokens.enumerated() {
            if token.keyword == .for {
                guard let next = file.nextCode(after: index), file.tokens[next].keyword != .await else { continue }
                if file.tokens[next].keyword == .try, let after = file.nextCode(after: next),
                   file.tokens[after].keyword == .await { continue }
                var cursor = next
                while cursor < file.tokens.count, file.tokens[cursor].kind != .leftBrace {
                    // Another `for` before the `{` is not valid Swift; stopping there keeps a run of stray
                    // `for`s from walking the same tokens once each.
                    if file.tokens[cursor].keyword == .for { break }
                    if [.leftParen, .leftBracket].contains(file.tokens[cursor].kind), let close = file.partner(of: cursor) {
                        cursor = close
                    }
                    if file.tokens[cursor].kind == .rightBrace { break }
                    cursor += 1
                }
                if cursor < file.tokens.count, file.tokens[cursor].kind == .leftBrace, let close = file.partner(of: cursor) {
                    loops.append((cursor + 1)..<close)
                }
            } else if token.kind == .identifier, file.token(index, is: "forEach"),
                      let period = file.previousCode(before: index), file.tokens[period].kind == .period,
                      let brace = trailingClosure(after: index, in: file), let close = file.partner(of: brace) {
                loops.append((brace + 1)..<close)
            }
        }
        return loops
    }

    /// The `{` of the closure passed to a call at `index`: `name { … }` or `name({ … })`.
    static func trailingClosure(after index: Int, in file: OutlinedFile) -> Int? {
        guard var next = file.nextCode(after: index) else { return nil }
        if file.tokens[next].kind == .leftParen {
            guard let inner = file.nextCode(after: next), file.tokens[inner].kind == .leftBrace else {
                guard let close = file.partner(of: next), let after = file.nextCode(after: close) else { return nil }
                next = after
                return file.tokens[next].kind == .leftBrace ? next : nil
            }
            return inner
        }
        return file.tokens[next].kind == .leftBrace ? next : nil
    }

    /// For `await repo.fetch(…)` (optionally `await try?`-free, `self.`-prefixed), the receiver names and a short text.
    static func receiver(afterAwait index: Int, in file: OutlinedFile) -> (receiver: [String], text: String)? {
        var cursor = index
        var names: [String] = []
        while let next = file.nextCode(after: cursor) {
            let token = file.tokens[next]
            guard token.kind == .identifier || token.kind == .backtickIdentifier || token.keyword == .self else { break }
            guard let after = file.nextCode(after: next) else { break }
            if file.tokens[after].kind == .period {
                names.append(file.text(next))
                cursor = after
            } else if file.tokens[after].kind == .leftParen || file.tokens[after].kind == .leftBrace {
                guard !names.isEmpty, let first = file.nextCode(after: index) else { return nil }
                let text = file.source.text(in: Int(file.tokens[first].start)..<Int(token.end)) + "(…)"
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
            if file.tokens[typeToken].kind == .identifier, file.text(typeToken).hasSuffix("Repository") {
                names.insert(file.text(name))
            }
        }
        return names
    }

    private static func isRepositoryType(_ type: String) -> Bool {
        var text = Substring(type.filter { !$0.isWhitespace })
        for prefix in ["any", "some"] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        while text.last == "?" || text.last == "!" { text = text.dropLast() }
        return text.hasSuffix("Repository")
    }
}

extension String {
    fileprivate static func nPlusOne(_ call: String) -> String {
        "`await \(call)` inside a loop — one query per item; fetch in bulk once and group with "
            + "`Dictionary(grouping:by:)`"
    }
}
