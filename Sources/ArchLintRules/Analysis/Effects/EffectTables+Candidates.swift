/// The members a call can reach, found once for each type and name and kept: many calls of one name on one type
/// (a protocol with many conformers, a type with many overloads) share one list.
extension EffectTables {
    /// A call's name on a type.
    struct CandidateKey: Hashable {
        var type: TypeKey
        var name: String
    }

    /// The members a call of one name on one type can reach before its labels are looked at, and, where there are
    /// several, those same members grouped by the hash of their labels (each group in the same order).
    struct Candidates {
        var all: [Int] = []
        var byLabels: [UInt64: [Int]] = [:]

        /// Those a call with `labels` reaches: the members with those labels where names collide, else all.
        func matching(_ labels: String) -> [Int] {
            guard all.count > 1 else { return all }
            return byLabels[FNV1a64.hash(labels.utf8)] ?? all
        }
    }

    /// Members named `name` of `type`: its own and its extensions', else its superclasses'; for a protocol, its
    /// extensions' and every app type's that conforms to it. Functions win over properties of the same name.
    /// Found outside the lock and kept under it, as ``entry(of:)``.
    func candidates(named name: String, on type: TypeKey) -> Candidates {
        let candidateKey = CandidateKey(type: type, name: name)
        if let known = lock.withLock({ candidateLists[candidateKey] }) { return known }
        let own = entry(of: type)
        var entry = own
        var found: [Int] = []
        var steps = 0
        while true {
            found = entry.members[name] ?? []
            guard found.isEmpty, steps + 1 < ProjectEffects.maximumResolutionDepth, let superclass = entry.superclass
            else { break }
            entry = self.entry(of: key(of: superclass, from: entry.module ?? type.module))
            steps += 1
        }
        if own.isProtocol { found += conformerMembers(named: name, of: type.name) }
        if found.contains(where: { kind(of: $0) == .property }) {
            found = found.filter { kind(of: $0) != .property }
        }
        var made = Candidates(all: found)
        if found.count > 1 {
            for member in found { made.byLabels[labelsHash(of: member), default: []].append(member) }
        }
        return lock.withLock {
            if let known = candidateLists[candidateKey] { return known }
            candidateLists[candidateKey] = made
            return made
        }
    }
}
