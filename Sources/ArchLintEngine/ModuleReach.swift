import ArchLintRules

/// What the declared dependencies of the project's modules reach, transitively, asked one question at a time: no
/// module's whole reach is kept. The modules are numbered once, each with whether its reach can be told at all,
/// its span in a depth-first forest of the graph (it reaches every module within it) and the height of its cycle
/// of modules (or of itself): it reaches a module outside its cycle only if it stands higher. Most questions are
/// settled by those; the rest search, each module once per question.
struct ModuleReach {
    private var number: [String: Int32] = [:]
    /// Each module's declared dependencies, by number, sorted.
    private var successors: [[Int32]] = []
    /// Each module's strongly connected component.
    private var component: [Int32] = []
    /// Each module's number in the depth-first forest, and the number after its last descendant's.
    private var reached: [Int32] = [], spanEnd: [Int32] = []
    /// By component: the longest path of dependencies below it.
    private var height: [Int32] = []
    /// By component: whether every target it reaches has a dependency list this reading can see.
    private var knowable: [Bool] = []
    /// The modules a question has already ruled out, marked with the question's number.
    private var ruledOut: [UInt32] = []
    private var question: UInt32 = 0

    init(modules: [String: ModuleInfo]) {
        let moduleNames = modules.keys.sorted()
        var names = moduleNames
        for (index, name) in names.enumerated() { number[name] = Int32(index) }
        // Dependencies on modules outside the project: nodes that reach nothing.
        for name in moduleNames {
            for dependency in modules[name]?.dependencies ?? [] {
                for module in dependency.modules where number[module] == nil {
                    number[module] = Int32(names.count)
                    names.append(module)
                }
            }
        }
        var unknown = [Bool](repeating: false, count: names.count)
        successors = names.enumerated().map { index, name in
            guard let info = modules[name] else { return [] }
            guard let dependencies = info.dependencies else {
                unknown[index] = true
                return []
            }
            return Set(dependencies.flatMap(\.modules).compactMap { number[$0] }).sorted()
        }
        let (component, count, reached, spanEnd) = StronglyConnected.components(successors: successors)
        self.component = component
        self.reached = reached
        self.spanEnd = spanEnd
        // Components are numbered after what they reach: one pass in that order settles height and knowability.
        height = [Int32](repeating: 0, count: count)
        knowable = [Bool](repeating: true, count: count)
        for node in Self.byComponent(component, count: count) {
            let own = Int(component[node])
            if unknown[node] { knowable[own] = false }
            for successor in successors[node] where component[Int(successor)] != own {
                let below = Int(component[Int(successor)])
                knowable[own] = knowable[own] && knowable[below]
                height[own] = max(height[own], height[below] + 1)
            }
        }
        ruledOut = [UInt32](repeating: 0, count: names.count)
    }

    /// Whether the reach of `module` can be told: no target on the way has a dependency list this reading cannot see.
    func isKnowable(_ module: String) -> Bool {
        guard let node = number[module] else { return true }
        return knowable[Int(component[Int(node)])]
    }

    /// Whether `module` names `other` among its own dependencies.
    func declares(_ module: String, _ other: String) -> Bool {
        guard let node = number[module], let target = number[other] else { return false }
        let list = successors[Int(node)]
        var low = 0, high = list.count
        while low < high {
            let middle = (low + high) / 2
            if list[middle] < target { low = middle + 1 } else { high = middle }
        }
        return low < list.count && list[low] == target
    }

    /// Whether `module` (itself counting) reaches `target` through declared dependencies, with a reach that can
    /// be told.
    mutating func reaches(_ module: String, _ target: String) -> Bool {
        firstReaching(target, from: [module]) != nil
    }

    /// The index of the first of `starts` whose dependencies (itself counting) reach `target`, with a reach that
    /// can be told. Each module is searched once for the whole question: one ruled out from one start is ruled out
    /// from the next.
    mutating func firstReaching(_ target: String, from starts: [String]) -> Int? {
        guard let goal = number[target] else { return nil }
        question &+= 1
        if question == 0 {
            ruledOut = [UInt32](repeating: 0, count: ruledOut.count)
            question = 1
        }
        let goalComponent = component[Int(goal)], goalHeight = height[Int(goalComponent)]
        let goalReached = reached[Int(goal)]
        /// `true` when `node` reaches the goal (in its cycle, or within its span), `false` when it cannot (it stands
        /// no higher, or a search has ruled it out), `nil` when its dependencies are to be searched.
        func mayReach(_ node: Int) -> Bool? {
            if component[node] == goalComponent || (reached[node] <= goalReached && goalReached < spanEnd[node]) {
                return true
            }
            guard height[Int(component[node])] > goalHeight, ruledOut[node] != question else { return false }
            return nil
        }
        for (position, start) in starts.enumerated() {
            guard let first = number[start].map(Int.init), knowable[Int(component[first])] else { continue }
            if let known = mayReach(first) {
                if known { return position }
                continue
            }
            ruledOut[first] = question
            var stack = [first]
            while let node = stack.popLast() {
                for successor in successors[node].lazy.map(Int.init) {
                    if let known = mayReach(successor) {
                        if known { return position }
                        continue
                    }
                    ruledOut[successor] = question
                    stack.append(successor)
                }
            }
        }
        return nil
    }

    /// The nodes ordered by their component's number.
    private static func byComponent(_ component: [Int32], count: Int) -> [Int] {
        var starts = [Int](repeating: 0, count: count + 1)
        for own in component { starts[Int(own) + 1] += 1 }
        for index in 0..<count { starts[index + 1] += starts[index] }
        var ordered = [Int](repeating: 0, count: component.count)
        for (node, own) in component.enumerated() {
            ordered[starts[Int(own)]] = node
            starts[Int(own)] += 1
        }
        return ordered
    }
}
