/// A protocol's conformers' members: what a call on a protocol can reach.
extension EffectTables {
    /// For a protocol, the members named `name` of every app type that conforms to it (test doubles aside): its
    /// conformers in name order, each once however many times it declares the conformance (in its declaration and
    /// in extensions), each conformer's members in project order. Found from the members of that name, so a run asks
    /// about no more declarations than those.
    func conformerMembers(named name: String, of type: String) -> [Int] {
        guard types[type]?.contains(where: { $0.kind == .protocol }) == true else { return [] }
        // Looked up under the lock, found outside it (as ``entry(of:)``).
        if let known = lock.withLock({ conformerMembers[type]?[name] }) { return known }
        var byOwner: [String: [Int]] = [:]
        for member in members(named: name) {
            guard let owner = owner(of: member) else { continue }
            byOwner[owner, default: []].append(member)
        }
        var found: [Int] = []
        for owner in byOwner.keys.sorted() where !ProjectEffects.isTestDouble(owner) {
            let conforms = [types[owner] ?? [], extensions[owner] ?? []].contains { declarations in
                declarations.indices.contains { position in
                    declarations[position].inherits.contains { ProjectIndex.simpleName($0) == type }
                }
            }
            if conforms { found += byOwner[owner] ?? [] }
        }
        return lock.withLock {
            if let known = conformerMembers[type]?[name] { return known }
            conformerMembers[type, default: [:]][name] = found
            return found
        }
    }
}
