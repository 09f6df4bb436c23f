import ArchLintLexer
import ArchLintOutline

/// The lists of dependency entries a manifest declares for its targets to share
/// (`let baseDeps: [Target.Dependency] = ["Domain", …]`, `let testDeps = baseDeps + ["TestSupport"]`), and the
/// reading of a `dependencies:` value built from them (`baseDeps + [.product(…)]`).
struct SharedDependencyLists {
    private let file: OutlinedFile
    /// The token after `=` of each `let`/`var` declaration, by name; the first declaration of a name counts.
    private var declarations: [String: Int] = [:]
    /// The tokens of the declared lists that hold dependency entries, so that their `.target(name:)` entries are
    /// not taken for targets.
    private(set) var entryRanges: [Range<Int>] = []

    init(file: OutlinedFile) {
        self.file = file
        let tokens = file.tokens
        var typed: Set<String> = []
        for index in tokens.indices where tokens[index].keyword == .let || tokens[index].keyword == .var {
            guard let name = file.nextCode(after: index), tokens[name].kind == .identifier,
                  var cursor = file.nextCode(after: name) else { continue }
            let text = file.text(name)
            // `: [Target.Dependency]`, `: [PackageDescription.Target.Dependency]`
            if tokens[cursor].kind == .colon {
                while let next = file.nextCode(after: cursor), tokens[next].kind != .equal,
                      [.identifier, .period, .leftBracket, .rightBracket, .colon].contains(tokens[next].kind) {
                    if file.token(next, is: "Dependency") { typed.insert(text) }
                    cursor = next
                }
                guard let next = file.nextCode(after: cursor) else { continue }
                cursor = next
            }
            guard tokens[cursor].kind == .equal, let value = file.nextCode(after: cursor) else { continue }
            if declarations[text] == nil { declarations[text] = value }
        }
        // The lists that hold dependencies: typed so, or used in a `dependencies:` value, or in such a list.
        var holding = typed.filter { declarations[$0] != nil }
        for index in tokens.indices where file.token(index, is: "dependencies") {
            guard let colon = file.nextCode(after: index), tokens[colon].kind == .colon,
                  let value = file.nextCode(after: colon) else { continue }
            holding.formUnion(terms(at: value).names)
        }
        var queue = Array(holding)
        while let name = queue.popLast() {
            guard let value = declarations[name] else { continue }
            let (names, end) = terms(at: value)
            entryRanges.append(value..<end)
            for other in names where declarations[other] != nil && holding.insert(other).inserted { queue.append(other) }
        }
    }

    /// Whether token `index` lies in a declared list of dependency entries.
    func holdsEntry(_ index: Int) -> Bool {
        entryRanges.contains { $0.contains(index) }
    }

    /// The entries of the expression starting at `start` — list literals and declared lists joined by `+` — and
    /// the index after it; `nil` entries when a term is anything else.
    func expression(at start: Int) -> (entries: [PackageManifest.Dependency]?, end: Int) {
        var visiting: Set<String> = []
        return expression(at: start, visiting: &visiting)
    }

    private func expression(at start: Int, visiting: inout Set<String>)
        -> (entries: [PackageManifest.Dependency]?, end: Int) {
        var entries: [PackageManifest.Dependency]? = []
        let end = walk(from: start) { term in
            let found: [PackageManifest.Dependency]?
            switch term {
            case .literal(let range):
                found = PackageManifest.dependencies(in: range, of: file) { list(named: $0, visiting: &visiting) }
            case .name(let name): found = list(named: name, visiting: &visiting)
            case .other: found = nil
            }
            if let found, let known = entries { entries = known + found } else { entries = nil }
        }
        return (entries, end)
    }

    /// The names the expression at `start` joins, and the index after it.
    private func terms(at start: Int) -> (names: Set<String>, end: Int) {
        var names: Set<String> = []
        let end = walk(from: start) { term in
            switch term {
            case .name(let name):
                names.insert(name)
            case .literal(let range):
                // `["Core", swiftAtomics]`: an entry declared on its own.
                for index in range where file.tokens[index].kind == .identifier
                    && declarations[file.text(index)] != nil {
                    names.insert(file.text(index))
                }
            case .other:
                break
            }
        }
        return (names, end)
    }

    private enum Term {
        /// The tokens between a list literal's brackets.
        case literal(Range<Int>)
        case name(String)
        /// A call, a member, anything this reading cannot see.
        case other
    }

    /// Visits the terms of `a + [b] + c` from `start`; returns the index after the expression.
    private func walk(from start: Int, _ visit: (Term) -> Void) -> Int {
        let tokens = file.tokens
        var cursor = start
        while cursor < tokens.count {
            var end = cursor + 1
            switch tokens[cursor].kind {
            case .leftBracket:
                let close = Int(file.outline.partner[cursor])
                guard close > cursor else { visit(.other); return end }
                visit(.literal(cursor + 1..<close))
                end = close + 1
            case .stringLiteral:
                // `let core: Target.Dependency = "Core"`
                visit(.literal(cursor..<cursor + 1))
            case .period:
                // `let atomics: Target.Dependency = .product(name: "Atomics", package: "swift-atomics")`
                guard let name = file.nextCode(after: cursor), tokens[name].kind == .identifier,
                      let open = file.nextCode(after: name), tokens[open].kind == .leftParen else {
                    visit(.other)
                    return end
                }
                let close = Int(file.outline.partner[open])
                guard close > open else { visit(.other); return end }
                visit(.literal(cursor..<close + 1))
                end = close + 1
            case .identifier:
                // `shared()`, `shared.filter { … }`: not a list this reading can see.
                if let next = file.nextCode(after: cursor), [.leftParen, .period, .leftBrace].contains(tokens[next].kind) {
                    visit(.other)
                    return end
                }
                visit(.name(file.text(cursor)))
            default:
                visit(.other)
                return end
            }
            guard let next = file.nextCode(after: end - 1), tokens[next].kind == .operator, file.text(next) == "+",
                  let following = file.nextCode(after: next) else { return end }
            cursor = following
        }
        return cursor
    }

    /// The entries of the list (or the one entry) declared as `name`, marked as coming from it.
    private func list(named name: String, visiting: inout Set<String>) -> [PackageManifest.Dependency]? {
        guard let value = declarations[name], visiting.insert(name).inserted else { return nil }
        defer { visiting.remove(name) }
        return expression(at: value, visiting: &visiting).entries?.map { entry in
            var shared = entry
            if shared.sharedList == nil { shared.sharedList = name }
            return shared
        }
    }
}
