import ArchLintOutline
import Dispatch

/// What every member of the project does — reaches the network, queries or touches persistent storage, or neither —
/// decided once for the whole project, member by member, with the chain of calls that shows it.
///
/// Each call in a member's body is resolved from the text: its receiver's type from parameters, locals, stored
/// properties (annotations, initial values, `@Environment`), `T.shared` and other static members, `self`; then the
/// member by name (argument labels where names collide) on that type, its extensions in any file, its superclasses
/// and — for a protocol — every conforming type of the app (a call on a protocol reaches I/O when one of its app
/// implementations does, test doubles aside). A fixed point over these call edges carries effects to the callers.
/// A receiver that cannot be resolved gives no effect: unknown is never I/O. Members of logging and analytics types,
/// views and their controllers, and web views are never I/O (``EffectAPIs``).
public struct ProjectEffects: Sendable {
    struct Member: Sendable {
        var owner: String?
        var name: String
        var labels: String
        var kind: MemberCode.Kind
        var file: String
        var line: Int
        /// Its body and parameter list in its file, and how many tokens that file had when they were read.
        var code: MemberCode
        var tokenCount: Int
    }

    /// Why a member has an effect: the call that gives it, and what that call reaches.
    struct Evidence: Sendable {
        enum Target: Sendable {
            case member(Int)
            case api(String)
        }

        var line: Int
        var target: Target
    }

    private(set) var members: [Member] = []
    /// Members by owner ("" for free functions) and name.
    private var table: [String: [String: [Int]]] = [:]
    private var properties: [String: [String: ValuePath]] = [:]
    private var conformers: [String: [String]] = [:]
    /// For each protocol, the members of its app conformers (test doubles aside) by name, in the order of
    /// ``conformers``: what ``lookUp(_:on:labels:)`` gathers for a call on the protocol.
    private var conformerMembers: [String: [String: [Int]]] = [:]
    private var superclasses: [String: String] = [:]
    private var protocols: Set<String> = []
    private var projectTypes: Set<String> = []
    private var exempt: Set<String> = []
    /// The members read from each file, with the file's token count, for rules that ask for a file's members.
    private var membersOfFile: [String: (tokenCount: Int, members: [MemberCode])] = [:]
    /// The effects themselves, worked out for the members a rule asks about when it first asks.
    private var solver = EffectSolver(memberCount: 0, files: nil)

    public init() {}

    /// Most rounds of resolution a receiver path takes (locals that name locals, properties of properties).
    static let maximumResolutionDepth = 8

    /// Builds the tables of every member in `files` against the declared types of `index`. `files` gives a
    /// project file's tokens again (by path) when a member's calls are first needed; without it, no member's
    /// calls are read and no call reaches anything.
    public init(files: [(path: String, facts: EffectFacts)], index: ProjectIndex, sources: EffectSolver.Files?) {
        // The types' tables and the members' tables need nothing of each other: made at the same time.
        let parts = BuildingParts()
        DispatchQueue.concurrentPerform(iterations: 2) { part in
            if part == 0 {
                var types = ProjectEffects()
                types.readTypes(of: index)
                parts.types = types
            } else {
                var members = ProjectEffects()
                members.readMembers(of: files)
                parts.members = members
            }
        }
        self = parts.members
        projectTypes = parts.types.projectTypes
        protocols = parts.types.protocols
        superclasses = parts.types.superclasses
        conformers = parts.types.conformers
        exempt = parts.types.exempt
        conformerMembers = collectConformerMembers()
        solver = EffectSolver(memberCount: members.count, files: sources)
    }

    /// The project's types, protocols, superclasses, conformances and exempt types, from `index`.
    private mutating func readTypes(of index: ProjectIndex) {
        for entries in index.types.values {
            for entry in entries {
                projectTypes.insert(entry.name)
                if entry.kind == .protocol { protocols.insert(entry.name) }
                if entry.kind == .class, let first = entry.inherits.first { superclasses[entry.name] = ProjectIndex.simpleName(first) }
                for inherited in entry.inherits { conformers[ProjectIndex.simpleName(inherited), default: []].append(entry.name) }
                if EffectAPIs.isExempt(name: entry.name, inherits: entry.inherits) { exempt.insert(entry.name) }
            }
        }
        for entries in index.extensions.values {
            for entry in entries {
                for inherited in entry.inherits { conformers[ProjectIndex.simpleName(inherited), default: []].append(entry.name) }
                if EffectAPIs.isExempt(name: entry.name, inherits: entry.inherits) { exempt.insert(entry.name) }
            }
        }
        exempt.formUnion(index.viewTypes)
        // The index's tables are dictionaries, whose order changes from run to run: a protocol's conformers are
        // taken in name order, so that the chain a finding cites is the same every time.
        for name in conformers.keys { conformers[name]?.sort() }
    }

    /// The members of `files` with the properties they declare.
    private mutating func readMembers(of files: [(path: String, facts: EffectFacts)]) {
        membersOfFile.reserveCapacity(files.count)
        for (path, facts) in files {
            guard let tokenCount = facts.tokenCount else { continue }
            membersOfFile[path] = (tokenCount, facts.members)
            for (owner, entries) in facts.properties {
                properties[owner, default: [:]].merge(entries) { first, _ in first }
            }
            for code in facts.members {
                table[code.owner ?? "", default: [:]][code.name, default: []].append(members.count)
                members.append(Member(owner: code.owner, name: code.name, labels: code.labels, kind: code.kind,
                                      file: path, line: code.line, code: code, tokenCount: tokenCount))
            }
        }
    }

    /// ``conformerMembers`` for every protocol, the protocols shared among the cores.
    private func collectConformerMembers() -> [String: [String: [Int]]] {
        let list = protocols.filter { conformers[$0] != nil }.sorted()
        let slots = Slots<[String: [Int]]>(count: list.count, empty: [:])
        let tables = self
        DispatchQueue.concurrentPerform(iterations: list.count) { position in
            var byName: [String: [Int]] = [:]
            for conformer in tables.conformers[list[position]] ?? [] where !Self.isTestDouble(conformer) {
                for (name, entries) in tables.table[conformer] ?? [:] { byName[name, default: []] += entries }
            }
            slots.store(byName, at: position)
        }
        var found: [String: [String: [Int]]] = [:]
        found.reserveCapacity(list.count)
        for (position, table) in slots.results(empty: [:]).enumerated() { found[list[position]] = table }
        return found
    }

    func isExempt(_ owner: String?) -> Bool {
        owner.map(exempt.contains) ?? false
    }

    /// Whether an API call's text names a database (SwiftData, Core Data, GRDB, Realm, SQLite).
    static func isDatabase(_ api: String) -> Bool {
        ["ModelContext", "ModelContainer", "NSManagedObjectContext", "NSPersistent", "Database", "Realm", "sqlite3"]
            .contains { api.hasPrefix($0) }
    }

    /// What a call resolves to.
    public enum Resolution: Sendable {
        case members([Int])
        case api(Effect, String)
        case unknown
    }

    /// Resolves `call` made in a member of `owner` (or a view body of `owner`).
    public func resolve(_ call: CallSite, owner: String?) -> Resolution {
        guard let receiver = call.receiver else {
            if CallSites.isUppercaseName(call.name) {
                if EffectAPIs.readingInitializers.contains(call.name), call.labels.hasPrefix("contentsOf:") {
                    return .api(.storage, "\(call.name)(contentsOf:)")
                }
                let targets = lookUp("init", on: call.name, labels: call.labels)
                return targets.isEmpty ? .unknown : .members(targets)
            }
            if let owner, case let targets = lookUp(call.name, on: owner, labels: call.labels), !targets.isEmpty {
                return .members(targets)
            }
            if let free = table[""]?[call.name], !free.isEmpty { return .members(free) }
            if let effect = EffectAPIs.freeFunctions[call.name] { return .api(effect, "\(call.name)(…)") }
            return .unknown
        }
        guard let type = typeOf(receiver, owner: owner, depth: 0) else { return .unknown }
        guard !exempt.contains(type) else { return .unknown }
        var targets = lookUp(call.name, on: type, labels: call.labels)
        if call.isTrailingClosureOnly { targets = targets.filter { members[$0].kind == .function } }
        if !targets.isEmpty { return .members(targets) }
        let effect = EffectAPIs.effect(of: call.name, on: type)
        return effect.isEmpty ? .unknown : .api(effect, "\(type).\(call.name)(\(call.labels))")
    }

    /// Members named `name` of `type`: its own and its extensions', else its superclasses'; for a protocol, its
    /// extensions' and every app type's that conforms to it.
    private func lookUp(_ name: String, on type: String, labels: String) -> [Int] {
        var found: [Int] = []
        var current: String? = type
        var steps = 0
        while let name0 = current, steps < Self.maximumResolutionDepth {
            found = table[name0]?[name] ?? []
            if !found.isEmpty { break }
            current = superclasses[name0]
            steps += 1
        }
        if let entries = conformerMembers[type]?[name] { found += entries }
        if found.contains(where: { members[$0].kind == .property }) {
            found = found.filter { members[$0].kind != .property }
        }
        // Where names collide, the labels choose.
        if found.count > 1 {
            let matching = found.filter { members[$0].labels == labels }
            if !matching.isEmpty { found = matching }
        }
        return found
    }

    /// Conforming types kept for tests and previews: `MockFeedAPI`, `PreviewStore`, `InMemoryTripRepository`.
    static func isTestDouble(_ name: String) -> Bool {
        ["Mock", "Fake", "Stub", "Spy", "Dummy", "Preview", "InMemory", "Test"].contains { name.hasPrefix($0) }
    }

    /// The type of `path` in a member or view of `owner`, or `nil` when it cannot be told.
    public func typeOf(_ path: ValuePath, owner: String?) -> String? {
        typeOf(path, owner: owner, depth: 0)
    }

    /// The type of a value path, or `nil` when it cannot be told.
    func typeOf(_ path: ValuePath, owner: String?, depth: Int) -> String? {
        guard depth < Self.maximumResolutionDepth else { return nil }
        var type: String?
        switch path.root {
        case .selfValue:
            type = owner
        case .type(let name):
            type = name == "Self" ? owner : name
        case .construction(let name):
            type = name
        case .name(let name):
            if let owner, let property = property(name, of: owner) {
                type = typeOf(property, owner: owner, depth: depth + 1)
            } else if CallSites.isUppercaseName(name) {
                type = name
            }
        }
        for member in path.members {
            guard let current = type else { return nil }
            if let property = property(member, of: current) {
                type = typeOf(property, owner: current, depth: depth + 1)
            } else if let known = EffectAPIs.properties[current]?[member] {
                type = known
            } else if Self.singletonNames.contains(member) {
                type = current
            } else {
                return nil
            }
        }
        return type
    }

    /// Static members that conventionally hold a type's shared instance.
    static let singletonNames: Set<String> = ["shared", "default", "standard", "current", "instance",
                                              "sharedInstance", "main"]

    /// A property of `type` or of its superclasses.
    private func property(_ name: String, of type: String) -> ValuePath? {
        var current: String? = type
        var steps = 0
        while let name0 = current, steps < Self.maximumResolutionDepth {
            if let found = properties[name0]?[name] { return found }
            current = superclasses[name0]
            steps += 1
        }
        return nil
    }

    /// What `call` reaches, with the chain of calls down to the API; `nil` when it reaches no I/O or cannot be
    /// resolved. The first of several candidate members with an effect is the one cited.
    public func reach(of call: CallSite, owner: String?, file: String) -> Reach? {
        switch resolve(call, owner: owner) {
        case .unknown:
            return nil
        case .api(let effect, let text):
            return Reach(effect: effect, chain: [EffectStep(callee: text, file: file, line: call.line)])
        case .members(let targets):
            return solver.withSettled(targets, in: self) { effects, evidence in
                var effect: Effect = []
                for target in targets { effect.formUnion(effects[target]) }
                guard !effect.isEmpty else { return nil }
                let part: Effect = effect.contains(.network) ? .network : effect.contains(.query) ? .query : .storage
                guard let first = targets.first(where: { effects[$0].contains(part) }) else { return nil }
                return Reach(effect: effect, chain: chain(from: first, part: part, evidence: evidence))
            }
        }
    }

    /// What member `member` reaches (its index in ``members``), for tests and tools.
    func effect(ofMember member: Int) -> Effect {
        solver.withSettled([member], in: self) { effects, _ in effects[member] }
    }

    /// A function of `type` (or of its superclasses) that assigns `property` the same `value` (as text without
    /// spaces; the current time in any spelling is `.now`): the operation that such an assignment from outside
    /// re-implements. `nil` when there is none.
    public func operation(setting property: String, to value: String, on type: String) -> EffectStep? {
        var current: String? = type
        var steps = 0
        while let name = current, steps < Self.maximumResolutionDepth {
            let functions = (table[name] ?? [:]).values.joined().filter { members[$0].kind == .function }.sorted()
            let assigned = solver.assignments(of: functions, in: self)
            for (member, assignments) in zip(functions, assigned)
            where assignments.contains(where: { $0.property == property && $0.value == value }) {
                let found = members[member]
                return EffectStep(callee: Self.describe(found), owner: found.owner, file: found.file,
                                  line: found.line)
            }
            current = superclasses[name]
            steps += 1
        }
        return nil
    }

    /// The members of `file` as read when the project's effects were built, or `nil` when its members were not
    /// read then (code outside the app) or the file has changed since (another count of tokens).
    public func members(of file: OutlinedFile) -> [MemberCode]? {
        guard let entry = membersOfFile[file.path], entry.tokenCount == file.tokens.count else { return nil }
        return entry.members
    }

    /// The members of `type` named `name` (functions, initialisers and subscripts), for advice that names them.
    public func memberNames(of type: String) -> [String] {
        (table[type] ?? [:]).filter { $0.value.contains { members[$0].kind != .property } }.map(\.key).sorted()
    }

    /// From member `start` down to the API, following the evidence for `part`.
    private func chain(from start: Int, part: Effect, evidence: [[Evidence?]]) -> [EffectStep] {
        let slot = part == .network ? 0 : part == .query ? 1 : 2
        var steps: [EffectStep] = []
        var current = start
        var visited: Set<Int> = []
        while visited.insert(current).inserted {
            let member = members[current]
            steps.append(EffectStep(callee: Self.describe(member), owner: member.owner, file: member.file,
                                    line: member.line))
            guard let why = evidence[current][slot] else { break }
            switch why.target {
            case .member(let next):
                current = next
            case .api(let text):
                steps.append(EffectStep(callee: text, file: member.file, line: why.line))
                return steps
            }
        }
        return steps
    }

    static func describe(_ member: Member) -> String {
        let name = member.kind == .initializer ? "init(\(member.labels))" : member.name
        guard let owner = member.owner else { return name }
        return "\(owner).\(name)"
    }
}

extension CallSites {
    static func isUppercaseName(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }
}

/// One slot per item for work shared among the cores, each written by one thread.
private final class Slots<Value>: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<Value>
    private let count: Int

    init(count: Int, empty: Value) {
        self.count = count
        slots = .allocate(capacity: count)
        slots.initialize(repeating: empty, count: count)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    func store(_ value: Value, at index: Int) {
        slots[index] = value
    }

    /// The results, moved out of their slots.
    func results(empty: Value) -> [Value] {
        (0..<count).map { index in
            var value = empty
            swap(&value, &slots[index])
            return value
        }
    }
}

/// The two halves of ``ProjectEffects/init(files:index:sources:)``'s tables, made on two threads.
private final class BuildingParts: @unchecked Sendable {
    var types = ProjectEffects()
    var members = ProjectEffects()
}
