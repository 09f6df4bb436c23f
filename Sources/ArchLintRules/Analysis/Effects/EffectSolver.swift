import ArchLintOutline
import Foundation

/// The effects of the project's members, worked out when a rule first asks about a call to them: the members the
/// call can reach are found by reading their calls (from their files, read again on demand), and the fixed point is
/// taken over those members alone.
///
/// A member's effects come only from the members it reaches, so a set of members closed under "calls" has the
/// same fixed point on its own as inside the whole project. The evidence for an effect — the first call that gave
/// it — is the same too: members are visited in the order the whole project would visit them (their order in the
/// project), and work on a member outside the set never touches one inside it. So every answer, and every chain a
/// finding cites, is the same whichever rule asks first and on which thread.
public final class EffectSolver: @unchecked Sendable {
    /// Gives a project file again by its path, or `nil` when it cannot be read.
    public typealias Files = @Sendable (String) -> Source?

    /// A project file given again.
    public enum Source: Sendable {
        /// Its tokens, as the lint read them (a file kept for the rules, or one in an outline cache).
        case outlined(OutlinedFile)
        /// Its bytes: each member needed is lexed again from its own text, not the whole file.
        case bytes([UInt8])
    }

    /// What one call of a member resolves to, and its line.
    struct ResolvedCall {
        var line: Int
        var resolution: ProjectEffects.Resolution
    }

    /// Guards the effects, the evidence, the passes and the assignments; the calls read have a lock of their own.
    let lock = SpinningLock()
    private let files: Files?
    /// Per member read, what its calls resolve to.
    let calls = ReadCalls()
    /// The members whose effects are final: each went through a fixed point with everything it reaches.
    var settled: Set<Int> = []
    var effects: [Int: Effect] = [:]
    /// Per member, the evidence for each part of its effect.
    var evidence: [Int: EffectEvidence] = [:]
    /// Per settled member with an effect, how it passed its effects on to its callers in the fixed point that
    /// settled it (``Passes``).
    var passes: [Int: Passes] = [:]
    /// Per function, the properties of `self` it assigns with their values.
    private var assignments: [Int: [(property: String, value: String)]] = [:]
    /// Per type, its first function (in project order) to make each assignment (``operations(of:in:)``).
    private(set) var operations: [String: [Assignment: Int]] = [:]

    /// A property of `self` and the value a function assigns it (text without spaces).
    struct Assignment: Hashable {
        var property: String
        var value: String
    }

    init(files: Files?) {
        self.files = files
    }

    /// Calls `body` with the effects and evidence of the project's members once `targets` and all they reach
    /// are settled.
    ///
    /// The members reached are found, and their calls read, before the lock is taken: that is most of the work, it
    /// gives the same calls whichever thread does it, and so two rules asking at once each read on their own core.
    func withSettled<T>(_ targets: [Int], in tables: ProjectEffects,
                        _ body: (_ effects: [Int: Effect], _ evidence: [Int: EffectEvidence]) -> T) -> T {
        // Members once settled stay settled: targets settled now need nothing found.
        let reached = isSettled(targets) ? Reached() : reach(of: targets, in: tables)
        lock.lock()
        defer { lock.unlock() }
        if targets.contains(where: { !settled.contains($0) }) { settle(reached, in: tables) }
        return body(effects, evidence)
    }

    private func isSettled(_ targets: [Int]) -> Bool {
        lock.withLock { !targets.contains { !settled.contains($0) } }
    }

    /// The assignments to `self` of each function in `members`, in that order.
    func assignments(of members: [Int], in tables: ProjectEffects) -> [[(property: String, value: String)]] {
        lock.lock()
        defer { lock.unlock() }
        let missing = members.filter { assignments[$0] == nil }
        for (path, group) in Self.byFile(missing, in: tables) {
            let source = files?(path)
            for member in group {
                assignments[member] = Self.read(tables.member(member), in: source)
                    .map { $0.member.assignments(in: $0.file) } ?? []
            }
        }
        return members.map { assignments[$0] ?? [] }
    }

    /// For each assignment the functions of `type` (its own and its extensions') make, the first of them in project
    /// order to make it: found once per type, so that each assignment asked about costs one look.
    func operations(of type: String, in tables: ProjectEffects) -> [Assignment: Int] {
        if let known = lock.withLock({ operations[type] }) { return known }
        let functions = tables.functions(of: type)
        var found: [Assignment: Int] = [:]
        for (member, made) in zip(functions, assignments(of: functions, in: tables)) {
            for (property, value) in made where found[Assignment(property: property, value: value)] == nil {
                found[Assignment(property: property, value: value)] = member
            }
        }
        return lock.withLock {
            if let known = operations[type] { return known }
            operations[type] = found
            return found
        }
    }

    /// Reads the calls of `members`, each file once; an exempt member's calls are not read. Many files are read
    /// with another thread of the pool joining in if one is free (``OfferedWork``): the answers are the same
    /// whichever thread reads a file.
    func read(_ members: [Int], in tables: ProjectEffects) {
        let groups = Self.byFile(members, in: tables)
        guard groups.count >= Self.filesWorthSharing else {
            for (path, group) in groups { read(group, of: path, in: tables) }
            return
        }
        OfferedWork.run(groups.count) { [self] place in
            read(groups[place].1, of: groups[place].0, in: tables)
        }
    }

    /// Fewer files than this are read on this thread alone: offering them costs more than it can give back.
    static let filesWorthSharing = 4

    /// Reads the calls of `group`, members of the file at `path`.
    private func read(_ group: [Int], of path: String, in tables: ProjectEffects) {
        let readable = group.filter { !tables.isExempt(tables.owner(of: $0)) }
        let source = readable.isEmpty ? nil : files?(path)
        var read: [(member: Int, calls: [ResolvedCall])] = []
        for member in group {
            guard readable.contains(member), let (file, code) = Self.read(tables.member(member), in: source) else {
                read.append((member, []))
                continue
            }
            // A call that resolves as an earlier call of the member did adds nothing: not to what the member
            // reaches, nor to the evidence, which the earlier call gives first. Neither does an unknown one.
            var seen: Set<ProjectEffects.Resolution> = [.unknown]
            read.append((member, code.calls(in: file).compactMap { call in
                let resolution = tables.resolve(call, owner: code.owner, file: path)
                guard seen.insert(resolution).inserted else { return nil }
                return ResolvedCall(line: call.line, resolution: resolution)
            }))
        }
        calls.keep(read)
    }

    /// `member` in a file that holds its tokens: its own, if that still has the tokens the member was read from,
    /// else one of its own text alone.
    private static func read(_ member: ProjectEffects.Member, in source: Source?)
        -> (file: OutlinedFile, member: MemberCode)? {
        switch source {
        case .outlined(let file)?:
            return file.tokens.count == member.tokenCount ? (file, member.code) : nil
        case .bytes(let bytes)?:
            return member.code.alone(in: bytes, path: member.file)
        case nil:
            return nil
        }
    }

    /// `members` grouped by their file, the files in the order their first member comes.
    private static func byFile(_ members: [Int], in tables: ProjectEffects) -> [(String, [Int])] {
        var groups: [(String, [Int])] = []
        var positions: [String: Int] = [:]
        for member in members {
            let path = tables.path(of: member)
            if let position = positions[path] {
                groups[position].1.append(member)
            } else {
                positions[path] = groups.count
                groups.append((path, [member]))
            }
        }
        return groups
    }

    /// Adds `effect` to a member with `evidence` for each part it did not have; whether anything was added. An API
    /// call of a database replaces a weaker API call as the evidence for storage (settings, files, the Keychain).
    func record(_ effect: Effect, for member: Int, _ why: ProjectEffects.Evidence) -> Bool {
        let gained = effect.subtracting(effects[member] ?? [])
        if gained.isEmpty, effect.contains(.storage), case .api(let text) = why.target,
           ProjectEffects.isDatabase(text), case .api(let current)? = evidence[member]?.storage?.target,
           !ProjectEffects.isDatabase(current) {
            evidence[member, default: EffectEvidence()].storage = why
        }
        guard !gained.isEmpty else { return false }
        effects[member, default: []].formUnion(gained)
        for part in EffectEvidence.parts where gained.contains(part) {
            evidence[member, default: EffectEvidence()][part] = why
        }
        return true
    }
}

/// The calls of each member read so far, for any thread: a member's calls are the same whoever reads them, so two
/// threads reading one member at once both keep the same list.
final class ReadCalls: @unchecked Sendable {
    private let lock = SpinningLock()
    private var calls: [Int: [EffectSolver.ResolvedCall]] = [:]

    /// Those of `members` not read yet.
    func unread(_ members: [Int]) -> [Int] {
        lock.withLock { members.filter { calls[$0] == nil } }
    }

    /// The calls of each of `members`, in order (none for a member not read).
    func of(_ members: [Int]) -> [(member: Int, calls: [EffectSolver.ResolvedCall])] {
        lock.withLock { members.map { ($0, calls[$0] ?? []) } }
    }

    func keep(_ read: [(member: Int, calls: [EffectSolver.ResolvedCall])]) {
        lock.withLock {
            for (member, found) in read { calls[member] = found }
        }
    }
}
