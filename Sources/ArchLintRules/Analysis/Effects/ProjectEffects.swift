import ArchLintOutline

/// What every member of the project does — reaches the network, queries or touches persistent storage, or neither —
/// decided member by member, with the chain of calls that shows it.
///
/// Little is done up front: pass 1 reads each app file's members and properties, without their bodies
/// (``EffectFacts``); what is known of a type is gathered when it is first looked up (``EffectTables``), and a
/// member's calls are read when a rule first asks what a call to it reaches (``EffectSolver``). A run pays for the
/// calls its rules ask about and what they reach, not for every call of the project; the answers are those of the
/// whole project's fixed point, whichever rule asks first.
///
/// Each call in a member's body is resolved from the text: its receiver's type from parameters, locals, stored
/// properties (annotations, initial values, `@Environment`), `T.shared` and other static members, `self`; then the
/// member by name (argument labels where names collide) on that type, its extensions in any file, its superclasses
/// and — for a protocol — every conforming type of the app (a call on a protocol reaches I/O when one of its app
/// implementations does, test doubles aside). A fixed point over these call edges carries effects to the callers.
/// A receiver that cannot be resolved gives no effect: unknown is never I/O. Members of logging and analytics types,
/// views and their controllers, and web views are never I/O (``IOExemptions``).
public struct ProjectEffects: Sendable {
    /// A member with the file it is declared in, and how many tokens that file had when it was read.
    struct Member: Sendable {
        var code: MemberCode
        var file: String
        var tokenCount: Int

        var owner: String? { code.owner }
        var name: String { code.name }
        var kind: MemberCode.Kind { code.kind }
        var line: Int { code.line }
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

    /// The project's members and what is known of its types, gathered as calls are resolved.
    private(set) var tables = EffectTables()
    /// The effects themselves, worked out for the members a rule asks about when it first asks.
    private(set) var solver = EffectSolver(files: nil)

    public init() {}

    /// Most rounds of resolution a receiver path takes (locals that name locals, properties of properties).
    static let maximumResolutionDepth = 8

    /// Takes the members of `files` and the declared types of `index`; nothing more is read until a rule asks what
    /// a call reaches. `sources` gives a project file again (by path) when a member's calls are first needed;
    /// without it, no member's calls are read and no call reaches anything.
    /// `names`, when given, are ``EffectTables/memberNames(of:)`` of the same files.
    init(files: [(path: String, facts: EffectFacts)], index: ProjectIndex, sources: EffectSolver.Files?,
         names: MemberNameTables?) {
        tables = EffectTables(files: files, index: index, sources: sources, names: names)
        solver = EffectSolver(files: sources)
    }

    /// Member `index` of the project, with where it is declared.
    func member(_ index: Int) -> Member {
        let (file, position) = tables.location(of: index)
        let read = tables.files[file]
        return Member(code: read.facts.member(at: position), file: read.path, tokenCount: read.tokenCount)
    }

    /// The simple name of the type member `index` belongs to, read in place.
    func owner(of index: Int) -> String? {
        tables.owner(of: index)
    }

    /// The path of the file member `index` is declared in.
    func path(of index: Int) -> String {
        tables.path(of: index)
    }

    func isExempt(_ owner: String?) -> Bool {
        owner.map(tables.isExempt) ?? false
    }

    /// Whether an API call's text names a database (SwiftData, Core Data, GRDB, Realm, SQLite).
    static func isDatabase(_ api: String) -> Bool {
        ["ModelContext", "ModelContainer", "NSManagedObjectContext", "NSPersistent", "Database", "Realm", "sqlite3"]
            .contains { api.hasPrefix($0) }
    }

    /// What a call resolves to.
    public enum Resolution: Sendable, Hashable {
        case members([Int])
        case api(Effect, String)
        case unknown
    }

    /// Resolves `call` made in a member of `owner` (or a view body of `owner`) in the file at `file`, whose module
    /// tells which of several types of one name it means.
    public func resolve(_ call: CallSite, owner: String?, file: String?) -> Resolution {
        let module = file.flatMap(tables.module(ofFile:))
        guard let receiver = call.receiver else {
            if CallSites.isUppercaseName(call.name) {
                if IOVocabulary.contentReaders.contains(call.name), call.labels.hasPrefix("contentsOf:") {
                    return .api(.storage, "\(call.name)(contentsOf:)")
                }
                let targets = lookUp("init", on: tables.key(of: call.name, from: module), labels: call.labels)
                return targets.isEmpty ? .unknown : .members(targets)
            }
            if let owner, case let targets = lookUp(call.name, on: tables.key(of: owner, from: module),
                                                    labels: call.labels), !targets.isEmpty {
                return .members(targets)
            }
            if case let free = tables.freeFunctions(named: call.name), !free.isEmpty { return .members(free) }
            if let effect = IOVocabulary.callEffect(ofFunction: call.name) { return .api(effect, "\(call.name)(…)") }
            return .unknown
        }
        guard let type = typeOf(receiver, owner: owner.map { tables.key(of: $0, from: module) }, module: module,
                                depth: 0) else { return .unknown }
        let entry = tables.entry(of: type)
        guard !entry.isExempt else { return .unknown }
        var targets = lookUp(call.name, on: type, labels: call.labels)
        if call.isTrailingClosureOnly { targets = targets.filter { tables.kind(of: $0) == .function } }
        if !targets.isEmpty { return .members(targets) }
        let effect = IOVocabulary.effect(of: call.name, on: type.name)
        return effect.isEmpty ? .unknown : .api(effect, "\(type.name).\(call.name)(\(call.labels))")
    }

    /// Members named `name` of `type` that a call with `labels` reaches (``EffectTables/candidates(named:on:)``).
    private func lookUp(_ name: String, on type: TypeKey, labels: String) -> [Int] {
        tables.candidates(named: name, on: type).matching(labels)
    }

    /// Conforming types kept for tests and previews: `MockFeedAPI`, `PreviewStore`, `InMemoryTripRepository`.
    static func isTestDouble(_ name: String) -> Bool {
        RoleNames.testDoublePrefixes.contains { name.hasPrefix($0) }
    }

    /// The type of `path` in a member or view of `owner` in the file at `file`, or `nil` when it cannot be told.
    public func typeOf(_ path: ValuePath, owner: String?, file: String?) -> String? {
        let module = file.flatMap(tables.module(ofFile:))
        return typeOf(path, owner: owner.map { tables.key(of: $0, from: module) }, module: module, depth: 0)?.name
    }

    /// The type of a value path written in code of `module`, or `nil` when it cannot be told.
    func typeOf(_ path: ValuePath, owner: TypeKey?, module: String?, depth: Int) -> TypeKey? {
        guard depth < Self.maximumResolutionDepth else { return nil }
        var type: TypeKey?
        switch path.root {
        case .selfValue:
            type = owner
        case .type(let name):
            type = name == "Self" ? owner : tables.key(of: name, from: module)
        case .construction(let name):
            type = tables.key(of: name, from: module)
        case .name(let name):
            if let owner, let property = property(name, of: owner, from: module) {
                type = typeOf(property, named: name, of: owner, from: module, depth: depth + 1)
            } else if CallSites.isUppercaseName(name) {
                type = tables.key(of: name, from: module)
            }
        }
        for member in path.members {
            guard let current = type else { return nil }
            if let property = property(member, of: current, from: module) {
                type = typeOf(property, named: member, of: current, from: module, depth: depth + 1)
            } else if let handed = handedType(member, on: current) {
                type = handed
            } else if let known = IOVocabulary.propertyType(member, of: current.name) {
                type = TypeKey(name: known)
            } else if Self.singletonNames.contains(member) {
                type = current
            } else {
                return nil
            }
        }
        return type
    }

    /// The type of `property`, the value of property `name` of `type` (named from code of `module`), resolved at
    /// `depth`: found once for each type, name, module and depth, and kept.
    private func typeOf(_ property: (value: ValuePath, module: String?), named name: String, of type: TypeKey,
                        from module: String?, depth: Int) -> TypeKey? {
        let key = EffectTables.PropertyTypeKey(type: type, property: name, module: module, depth: depth)
        if let known = tables.propertyType(key) { return known }
        let found = typeOf(property.value, owner: type, module: property.module, depth: depth)
        tables.keep(found, for: key)
        return found
    }

    /// The type a method of `type` hands on, for a value path's member that names one: `connection()`, its result
    /// (``CallSites/callMember(_:)``); `withConnection{}`, its trailing closure's parameter
    /// (``CallSites/closureParameter(_:)``). The first of the methods of that name whose signature names one.
    private func handedType(_ member: String, on type: TypeKey) -> TypeKey? {
        let isResult = member.hasSuffix("()")
        guard isResult || member.hasSuffix("{}") else { return nil }
        let name = String(member.dropLast(2))
        for candidate in tables.candidates(named: name, on: type).all where tables.kind(of: candidate) == .function {
            let signature = tables.signatureTypes(of: candidate)
            if let found = isResult ? signature.result : signature.closureParameter {
                return tables.key(of: found, from: tables.module(ofFile: tables.path(of: candidate)))
            }
        }
        return nil
    }

    /// Static members that conventionally hold a type's shared instance.
    static let singletonNames: Set<String> = ["shared", "default", "standard", "current", "instance",
                                              "sharedInstance", "main"]

    /// Whether `type` (or one of its superclasses) declares a property `name`, in any file.
    public func hasProperty(_ name: String, of type: String) -> Bool {
        property(name, of: tables.key(of: type, from: nil), from: nil) != nil
    }

    /// A property of `type` or of its superclasses (`type` named from code of `module`), with the module its value
    /// is written in.
    private func property(_ name: String, of type: TypeKey, from module: String?)
        -> (value: ValuePath, module: String?)? {
        var current: TypeKey? = type
        var steps = 0
        while let key = current, steps < Self.maximumResolutionDepth {
            let entry = tables.entry(of: key)
            let declaring = entry.module ?? module
            if let found = entry.properties[name] { return (found, declaring) }
            current = entry.superclass.map { tables.key(of: $0, from: declaring) }
            steps += 1
        }
        return nil
    }

    /// What `call` reaches, with the chain of calls down to the API; `nil` when it reaches no I/O or cannot be
    /// resolved. The first of several candidate members with an effect is the one cited.
    public func reach(of call: CallSite, owner: String?, file: String) -> Reach? {
        reach(of: call, resolved: resolve(call, owner: owner, file: file), file: file)
    }

    /// ``reach(of:owner:file:)`` for a call resolved already (`resolution` is ``resolve(_:owner:file:)``'s answer).
    public func reach(of call: CallSite, resolved resolution: Resolution, file: String) -> Reach? {
        switch resolution {
        case .unknown:
            return nil
        case .api(let effect, let text):
            return Reach(effect: effect, chain: [EffectStep(callee: text, file: file, line: call.line)])
        case .members(let targets):
            return solver.withSettled(targets, in: self) { effects, evidence in
                var effect: Effect = []
                for target in targets { effect.formUnion(effects[target] ?? []) }
                guard !effect.isEmpty else { return nil }
                let part: Effect = effect.contains(.network) ? .network : effect.contains(.query) ? .query : .storage
                guard let first = targets.first(where: { effects[$0]?.contains(part) == true }) else { return nil }
                let (steps, omitted) = chain(from: first, part: part, evidence: evidence)
                return Reach(effect: effect, chain: steps, omittedSteps: omitted)
            }
        }
    }

    /// Whether the project declares members named `name` (test doubles aside) and each of them, on whatever type,
    /// is seen to touch storage without a query or a request (a setting read, a file written): what a call of that
    /// name whose receiver cannot be resolved is then known to do. A member with no effect found says nothing: its
    /// calls may be ones the analysis cannot follow.
    public func declaresOnlyStorageMembers(named name: String) -> Bool {
        let members = tables.members(named: name).filter { !Self.isTestDouble(owner(of: $0) ?? "") }
        guard !members.isEmpty else { return false }
        return solver.withSettled(members, in: self) { effects, _ in
            members.allSatisfy { effects[$0] == .storage }
        }
    }

    /// Whether a member of `type` (its own or its extensions') reaches the network: what makes a project type a
    /// networking client. Its members are settled when first asked about, as a call to each of them would be.
    public func reachesNetwork(fromMembersOf type: String) -> Bool {
        let members = tables.members(of: type).values.joined().sorted()
        guard !members.isEmpty else { return false }
        return solver.withSettled(members, in: self) { effects, _ in
            members.contains { effects[$0]?.contains(.network) == true }
        }
    }

    /// A function of `type` (or of its superclasses) that assigns `property` the same `value` (as text without
    /// spaces; the current time in any spelling is `.now`): the operation that such an assignment from outside
    /// re-implements. `nil` when there is none.
    public func operation(setting property: String, to value: String, on type: String) -> EffectStep? {
        var current: String? = type
        var steps = 0
        while let name = current, steps < Self.maximumResolutionDepth {
            let operations = solver.operations(of: name, in: self)
            if let member = operations[EffectSolver.Assignment(property: property, value: value)] {
                let found = self.member(member)
                return EffectStep(callee: describe(member), owner: found.owner, file: found.file,
                                  line: found.line)
            }
            current = tables.superclass(of: name)
            steps += 1
        }
        return nil
    }

    /// The functions of `type` (its own and its extensions'), in project order.
    func functions(of type: String) -> [Int] {
        tables.members(of: type).values.joined().filter { tables.kind(of: $0) == .function }.sorted()
    }

    /// The members of `file` as read when the project's effects were built, or `nil` when its members were not
    /// read then (code outside the app) or the file has changed since (another count of tokens).
    public func members(of file: OutlinedFile) -> [MemberCode]? {
        guard let entry = tables.members(ofFile: file.path), entry.tokenCount == file.tokens.count else { return nil }
        return entry.members
    }

    /// The members of `type` named `name` (functions, initialisers and subscripts), for advice that names them.
    public func memberNames(of type: String) -> [String] {
        tables.members(of: type).filter { $0.value.contains { tables.kind(of: $0) != .property } }.map(\.key)
            .sorted()
    }

    /// The functions of a type the project declares (its own and its extensions'), each with its parameter list as
    /// written, or `nil` where that cannot be read: what advice that names a member checks the member against.
    public func functionSignatures(of type: String) -> [(name: String, parameters: String?)] {
        // A type the project only extends (a framework's) has none of its own.
        guard tables.declares(type) else { return [] }
        let byName = tables.members(of: type)
        var found: [(name: String, parameters: String?)] = []
        for name in byName.keys.sorted() {
            for member in byName[name] ?? [] where tables.kind(of: member) == .function {
                found.append((name, tables.parameterText(of: member)))
            }
        }
        return found
    }

    /// From member `start` down to the API, following the evidence for `part`: the first
    /// ``maximumNamedSteps`` members named, any further ones counted.
    private func chain(from start: Int, part: Effect, evidence: [Int: EffectEvidence])
        -> (steps: [EffectStep], omitted: Int) {
        var steps: [EffectStep] = []
        var omitted = 0
        var current = start
        var visited: Set<Int> = []
        while visited.insert(current).inserted {
            if steps.count < Self.maximumNamedSteps {
                let member = self.member(current)
                steps.append(EffectStep(callee: describe(current), owner: member.owner, file: member.file,
                                        line: member.line))
            } else {
                omitted += 1
            }
            guard let why = evidence[current]?[part] else { break }
            switch why.target {
            case .member(let next):
                current = next
            case .api(let text):
                steps.append(EffectStep(callee: text, file: path(of: current), line: why.line))
                return (steps, omitted)
            }
        }
        return (steps, omitted)
    }

    /// Most members a chain names; a message and a trace count those past them.
    public static let maximumNamedSteps = 8

    /// `Type.name`, or `Type.init(labels:)` for an initialiser.
    func describe(_ index: Int) -> String {
        let member = self.member(index)
        let name = member.kind == .initializer ? "init(\(tables.labels(of: index)))" : member.name
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
