/// Tarjan's strongly connected components of a directed graph, and a cycle through a component.
enum StronglyConnected {
    /// The component of each node of a graph whose nodes are numbered `0..<successors.count`, the components
    /// numbered in the order they complete: every successor of a component is in it or in one numbered lower.
    /// With them, the depth-first forest the search made: each node's number in the order it was reached, and the
    /// number after its last descendant's, so that a node reaches every node numbered within its span.
    static func components(successors: [[Int32]])
        -> (of: [Int32], count: Int, reached: [Int32], spanEnd: [Int32]) {
        let count = successors.count
        var component = [Int32](repeating: -1, count: count)
        var order = [Int32](repeating: -1, count: count), lowlink = [Int32](repeating: 0, count: count)
        var spanEnd = [Int32](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var stack: [Int32] = []
        var visited: Int32 = 0, completed: Int32 = 0
        // Iterative, so that a long chain of targets cannot exhaust the stack.
        for root in 0..<count where order[root] < 0 {
            var work: [(node: Int, next: Int)] = [(root, 0)]
            order[root] = visited; lowlink[root] = visited; visited += 1
            stack.append(Int32(root)); onStack[root] = true
            while let (node, next) = work.last {
                if next < successors[node].count {
                    work[work.count - 1].next += 1
                    let successor = Int(successors[node][next])
                    if order[successor] < 0 {
                        order[successor] = visited; lowlink[successor] = visited; visited += 1
                        stack.append(Int32(successor)); onStack[successor] = true
                        work.append((successor, 0))
                    } else if onStack[successor] {
                        lowlink[node] = min(lowlink[node], order[successor])
                    }
                    continue
                }
                work.removeLast()
                spanEnd[node] = visited
                if let parent = work.last?.node { lowlink[parent] = min(lowlink[parent], lowlink[node]) }
                if lowlink[node] == order[node] {
                    while let member = stack.popLast() {
                        onStack[Int(member)] = false
                        component[Int(member)] = completed
                        if Int(member) == node { break }
                    }
                    completed += 1
                }
            }
        }
        return (component, Int(completed), order, spanEnd)
    }

    /// The components of a graph of named nodes, each sorted, the nodes and their successors taken in name order.
    static func components(of edges: [String: [String]]) -> [[String]] {
        let names = Set(edges.keys).union(edges.values.joined()).sorted()
        let number = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, Int32($0)) })
        let successors = names.map { name in (edges[name] ?? []).sorted().compactMap { number[$0] } }
        let (component, count, _, _) = components(successors: successors)
        var members = [[String]](repeating: [], count: count)
        for (node, name) in names.enumerated() { members[Int(component[node])].append(name) }
        return members
    }

    /// The shortest path from `start` back to it inside `members`, without the closing `start`; `edges` lists
    /// each node's successors in the order they are tried.
    static func cycle(from start: String, within members: Set<String>, edges: [String: [String]]) -> [String]? {
        var previous: [String: String] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for successor in edges[node] ?? [] where members.contains(successor) {
                if successor == start {
                    var path = [node]
                    while let before = previous[path[path.count - 1]] { path.append(before) }
                    return path.reversed()
                }
                if previous[successor] == nil, successor != start {
                    previous[successor] = node
                    queue.append(successor)
                }
            }
        }
        return nil
    }
}
