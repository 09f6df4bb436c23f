/// How a question's members are settled: the fixed point is taken over the members not settled yet, and over the
/// settled members with an effect only where the order in which they pass their effects on is not known.
///
/// The fixed point (as the whole project would take it) records every API call first, in member order; then, from
/// the last member an API call gave an effect to back to the first, that member passes its effects on to its
/// callers, each caller that gains passes on in turn, last gained first, until none gains: one block of passes
/// per such root. A member settled before passes only to members of its own closed set, and new members only to new
/// ones: so new members gain from a settled member exactly when it passes, in the block of its root.
extension EffectSolver {
    /// What the members a question asks about reach: those not settled yet (their calls read), and the settled
    /// members with an effect they call. Members settled without an effect are left out, and so is what is
    /// reached only through them: such a member never passes anything to its callers.
    struct Reached {
        var unsettled: Set<Int> = []
        var settledCallees: Set<Int> = []
    }

    /// How a settled member passed its effects on: how many times, and, for the last time, in the block of which
    /// root (the member an API call gave an effect to).
    struct Passes {
        var count = 0
        var root = 0
    }

    /// What `targets` reach (``Reached``), their calls read. Settled members are not walked.
    func reach(of targets: [Int], in tables: ProjectEffects) -> Reached {
        // Read once: kept only while the members are found, so that settling them copies neither.
        let (settled, effects) = lock.withLock { (self.settled, self.effects) }
        var reached = Reached()
        var frontier: [Int] = []
        func visit(_ member: Int) {
            if settled.contains(member) {
                if effects[member]?.isEmpty == false { reached.settledCallees.insert(member) }
            } else if reached.unsettled.insert(member).inserted {
                frontier.append(member)
            }
        }
        targets.forEach(visit)
        while !frontier.isEmpty {
            let current = frontier
            frontier = []
            read(calls.unread(current), in: tables)
            for (_, read) in calls.of(current) {
                for call in read {
                    guard case .members(let found) = call.resolution else { continue }
                    found.forEach(visit)
                }
            }
        }
        return reached
    }

    /// Settles what a question reached. Call with the lock held.
    ///
    /// When each settled callee with an effect passed its effects on once (all of them, then), each in the block of
    /// another root, the new members are settled alone, those passes taking their place among the new members'
    /// roots. Otherwise the settled members with an effect that the new ones reach are taken again with them, in
    /// project order, which gives each the same answer.
    func settle(_ reached: Reached, in tables: ProjectEffects) {
        let order = reached.unsettled.sorted()
        // Another thread may have settled some of these since they were found.
        if !order.contains(where: { settled.contains($0) }) {
            let seeds = reached.settledCallees.sorted()
            let roots = seeds.compactMap { passes[$0]?.count == 1 ? passes[$0]?.root : nil }
            if roots.count == seeds.count, Set(roots).count == roots.count {
                settle(order, seeds: Array(zip(seeds, roots)), in: tables)
                return
            }
        }
        settle(withSettledCallees(reached).sorted(), seeds: [], in: tables)
    }

    /// The members `reached` names, and every settled member with an effect that its settled callees reach.
    private func withSettledCallees(_ reached: Reached) -> Set<Int> {
        var all = reached.unsettled.union(reached.settledCallees)
        var frontier = Array(reached.settledCallees)
        while !frontier.isEmpty {
            var next: [Int] = []
            for (_, read) in calls.of(frontier) {
                for call in read {
                    guard case .members(let found) = call.resolution else { continue }
                    for target in found where effects[target]?.isEmpty == false && all.insert(target).inserted {
                        next.append(target)
                    }
                }
            }
            frontier = next
        }
        return all
    }

    /// Takes the fixed point over `order` (in project order), members whose calls are read and that, with the
    /// settled `seeds`, make a set closed under calls but for members settled without an effect. Each seed passes
    /// its effects on once, in the block of its root. Call with the lock held.
    private func settle(_ order: [Int], seeds: [(member: Int, root: Int)], in tables: ProjectEffects) {
        let calls = self.calls.of(order)
        var local: [Int: Int] = [:]
        local.reserveCapacity(order.count)
        for (position, member) in order.enumerated() {
            local[member] = position
            effects[member] = []
            evidence[member] = EffectEvidence()
            passes[member] = nil
        }
        let seedPlaces = Dictionary(uniqueKeysWithValues: seeds.enumerated().map { ($1.member, $0) })
        var callers: [[(caller: Int, line: Int)]] = Array(repeating: [], count: order.count)
        var seedCallers: [[(caller: Int, line: Int)]] = Array(repeating: [], count: seeds.count)
        // Each block: where it stands among the roots, its root, and the seed that passes in it, if it is one's.
        var blocks: [(place: Int, root: Int, seed: Int?)] = []
        for (member, read) in calls {
            for call in read {
                switch call.resolution {
                case .members(let found):
                    for target in found where target != member {
                        if let position = local[target] {
                            callers[position].append((member, call.line))
                        } else if let place = seedPlaces[target] {
                            seedCallers[place].append((member, call.line))
                        }
                    }
                case .api(let effect, let text):
                    if record(effect, for: member, .init(line: call.line, target: .api(text))) {
                        blocks.append((member, member, nil))
                    }
                case .unknown:
                    break
                }
            }
        }
        if !seeds.isEmpty {
            // A seed's root is settled, so no root here has its number; roots of one number are one member's blocks,
            // alike, so any sort keeps the order.
            blocks += seeds.enumerated().map { place, seed in (seed.root, seed.root, place) }
            blocks.sort { $0.place < $1.place }
        }
        for block in blocks.reversed() {
            var pending: [Int] = []
            if let place = block.seed {
                let seed = seeds[place].member
                for (caller, line) in seedCallers[place] where !tables.isExempt(tables.owner(of: caller)) {
                    if record(effects[seed] ?? [], for: caller, .init(line: line, target: .member(seed))) {
                        pending.append(caller)
                    }
                }
            } else {
                pending = [block.root]
            }
            while let member = pending.popLast() {
                guard let position = local[member] else { continue }
                passes[member, default: Passes()].count += 1
                passes[member]?.root = block.root
                for (caller, line) in callers[position] where !tables.isExempt(tables.owner(of: caller)) {
                    if record(effects[member] ?? [], for: caller, .init(line: line, target: .member(member))) {
                        pending.append(caller)
                    }
                }
            }
        }
        settled.formUnion(order)
    }
}
