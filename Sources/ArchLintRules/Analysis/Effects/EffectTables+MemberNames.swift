/// Every member and every free function of the project by name: where a call on a protocol or of a free function
/// finds its candidates.
extension EffectTables {
    /// The members of the project (free functions alone with `freeOnly`) by name. Call with the lock held.
    func readMembersByName(freeOnly: Bool) -> MemberNames {
        Self.membersByName(files.map(\.facts), freeOnly: freeOnly)
    }

    /// Every member and every free function of the files of `declarations` by name, numbered as tables of those
    /// files number them, and each file's number by its path: made beside other work while the index is built, so
    /// that neither the tables nor the first call on a protocol or of a free function waits for them.
    static func memberNames(of declarations: [FileDeclarations]) -> MemberNameTables {
        var members: [EffectFacts] = []
        var fileOfPath: [String: Int] = [:]
        members.reserveCapacity(declarations.count)
        fileOfPath.reserveCapacity(declarations.count)
        for file in declarations where file.effects.tokenCount != nil {
            fileOfPath[file.path] = members.count
            members.append(file.effects)
        }
        return MemberNameTables(all: membersByName(members, freeOnly: false),
                                free: membersByName(members, freeOnly: true), fileOfPath: fileOfPath)
    }

    /// The members of `files` (each file's in order; free functions alone with `freeOnly`) by name.
    private static func membersByName(_ files: [EffectFacts], freeOnly: Bool) -> MemberNames {
        var entries: [MemberNames.Entry] = []
        entries.reserveCapacity(files.reduce(0) { $0 + $1.memberCount })
        var first = 0
        for facts in files {
            for position in 0..<facts.memberCount where !freeOnly || facts.isFree(at: position) {
                entries.append(MemberNames.Entry(hash: facts.layout(at: position).nameHash,
                                                 member: Int32(truncatingIfNeeded: first + position)))
            }
            first += facts.memberCount
        }
        return MemberNames(entries)
    }

    /// Every member and free function of the project named `name`, whatever its type.
    func members(named name: String) -> [Int] {
        let byName = lock.withLock { () -> MemberNames? in
            if membersByName == nil { membersByName = readMembersByName(freeOnly: false) }
            return membersByName
        }
        return byName?.members(named: name, in: self) ?? []
    }

    /// Free functions named `name`.
    func freeFunctions(named name: String) -> [Int] {
        lock.withLock {
            if freeFunctions == nil { freeFunctions = readMembersByName(freeOnly: true) }
            return freeFunctions?.members(named: name, in: self) ?? []
        }
    }
}
