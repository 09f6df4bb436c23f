extension SharedDependencyLists {
    /// Works out what each declared list comes to, each once: a list after the lists it names, on a stack of its
    /// own rather than by recursion, so that neither a long chain of lists nor lists named many times costs more
    /// than one expansion each.
    mutating func expandLists() {
        /// The lists being expanded: a name met again among them closes a cycle.
        var open: Set<String> = []
        for root in listNames where expansions[root] == nil {
            var stack: [(name: String, next: Int)] = [(root, 0)]
            open.insert(root)
            while let (name, next) = stack.last {
                let items = self.items(of: name) ?? []
                if next < items.count {
                    stack[stack.count - 1].next += 1
                    if case .list(let other) = items[next], expansions[other] == nil, !open.contains(other),
                       self.items(of: other) != nil {
                        open.insert(other)
                        stack.append((other, 0))
                    }
                    continue
                }
                stack.removeLast()
                open.remove(name)
                // The lists it names are expanded by now, or open (a cycle), or declared nowhere: `nil` for either.
                expansions[name] = .some(expansion(of: items))
            }
        }
    }

    /// The first tokens of the entries `items` come to, in order, each once, from the expansions of the lists
    /// they name; `nil` when an item is unreadable, names a list not expanded, or the budget runs out.
    mutating func expansion(of items: [DependencyItem]) -> [Int]? {
        var tokens: [Int] = []
        var seen: Set<Int> = []
        for item in items {
            switch item {
            case .entry(_, let token):
                if seen.insert(token).inserted { tokens.append(token) }
            case .list(let name):
                guard let expanded = expansions[name] ?? nil, budget >= expanded.count else { return nil }
                budget -= expanded.count
                for token in expanded where seen.insert(token).inserted { tokens.append(token) }
            case .unreadable:
                return nil
            }
        }
        return tokens
    }
}
