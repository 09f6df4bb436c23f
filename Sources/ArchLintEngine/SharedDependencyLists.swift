import ArchLintLexer
import ArchLintOutline

/// The lists of dependency entries a manifest declares for its targets to share
/// (`let baseDeps: [Target.Dependency] = ["Domain", …]`, `let testDeps = baseDeps + ["TestSupport"]`), and the
/// reading of a `dependencies:` value built from them (`baseDeps + [.product(…)]`).
struct SharedDependencyLists {
    private let file: OutlinedFile
    /// The token after `=` of each `let`/`var` declaration, by name; the first declaration of a name counts.
    private var declarations: [String: Int] = [:]
    /// The items of each declared list that holds dependency entries, read once.
    private var listItems: [String: [DependencyItem]] = [:]
    /// The entries written in those lists, by the index of their first token, marked with the list.
    var listEntries: [Int: PackageManifest.Dependency] = [:]
    /// What each of those lists comes to: the first tokens of its entries, in order, each once; `nil` inside when
    /// it cannot be told (a term this reading cannot see, a name declared nowhere, a cycle).
    var expansions: [String: [Int]?] = [:]
    /// How many more entries expansions may copy: lists made of lists can come to far more entries than the
    /// manifest has tokens, and past this they are not knowable.
    var budget: Int
    /// The tokens of the declared lists that hold dependency entries, sorted and joined where they overlap, so
    /// that their `.target(name:)` entries are not taken for targets.
    private var entryRanges: [Range<Int>] = []

    init(file: OutlinedFile) {
        self.file = file
        let tokens = file.tokens
        budget = 16 * tokens.count + 65_536
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
            holding.formUnion(read(at: value).names)
        }
        var queue = holding.sorted()
        var ranges: [Range<Int>] = []
        while let name = queue.popLast() {
            guard let value = declarations[name] else { continue }
            let (items, names, end) = read(at: value)
            listItems[name] = items
            for case .entry(var entry, let token) in items where listEntries[token] == nil {
                entry.sharedList = name
                listEntries[token] = entry
            }
            ranges.append(value..<end)
            for other in names.sorted() where declarations[other] != nil && holding.insert(other).inserted {
                queue.append(other)
            }
        }
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = entryRanges.last, range.lowerBound <= last.upperBound {
                entryRanges[entryRanges.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                entryRanges.append(range)
            }
        }
        expandLists()
    }

    /// Whether token `index` lies in a declared list of dependency entries.
    func holdsEntry(_ index: Int) -> Bool {
        // The one range that can hold it: the last to start at or before it.
        var low = 0, high = entryRanges.count
        while low < high {
            let middle = (low + high) / 2
            if entryRanges[middle].lowerBound <= index { low = middle + 1 } else { high = middle }
        }
        return low > 0 && entryRanges[low - 1].contains(index)
    }

    /// The entries of the expression starting at `start` — list literals and declared lists joined by `+` — and
    /// the index after it; `nil` entries when a term is anything else.
    mutating func expression(at start: Int) -> (entries: [PackageManifest.Dependency]?, end: Int) {
        let (items, _, end) = read(at: start)
        var own: [Int: PackageManifest.Dependency] = [:]
        for case .entry(let entry, let token) in items { own[token] = entry }
        let entries = expansion(of: items)?.compactMap { own[$0] ?? listEntries[$0] }
        return (entries, end)
    }

    /// The items of the declared list `name`, if it holds dependency entries.
    func items(of name: String) -> [DependencyItem]? {
        listItems[name]
    }

    /// The declared lists that hold dependency entries, in the order the manifest declares them.
    var listNames: [String] {
        listItems.keys.sorted { declarations[$0, default: 0] < declarations[$1, default: 0] }
    }

    /// What the expression at `start` is made of: its items, the declared names it mentions (a name inside a
    /// list literal counts wherever it stands), and the index after it.
    private func read(at start: Int) -> (items: [DependencyItem], names: Set<String>, end: Int) {
        var items: [DependencyItem] = []
        var names: Set<String> = []
        let end = walk(from: start) { term in
            switch term {
            case .name(let name):
                items.append(.list(name))
                names.insert(name)
            case .literal(let range):
                items += PackageManifest.dependencyItems(in: range, of: file)
                // `["Core", swiftAtomics]`: an entry declared on its own.
                for index in range where file.tokens[index].kind == .identifier
                    && declarations[file.text(index)] != nil {
                    names.insert(file.text(index))
                }
            case .other:
                items.append(.unreadable)
            }
        }
        return (items, names, end)
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
}
