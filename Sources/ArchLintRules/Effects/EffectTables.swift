import ArchLintOutline
import Foundation

/// The project's members and types as effects analysis looks them up. Every file's members stay in the file's
/// list (a member's number is its place in the project: files in order, members in file order); what is known of a
/// type — its members by name, its properties, whether it is exempt — is gathered from the files that declare or
/// extend it the first time a call on it is resolved; a protocol's conformers' members come from the members of
/// every name, gathered once, the first time a call on a protocol is. A project whose rules ask about few calls pays
/// for few types.
final class EffectTables: @unchecked Sendable {
    /// One file's members and the properties it declares, in the order they are written.
    struct FileMembers: Sendable {
        var path: String
        var tokenCount: Int
        var facts: EffectFacts
    }

    /// What is known of one type: all that resolving a call on it reads, found with one look.
    struct TypeEntry {
        /// Its members by name (its own and its extensions', not its superclasses'), in project order.
        var members: [String: [Int]] = [:]
        /// Its properties by name; the first file (in project order) that declares one gives it.
        var properties: [String: ValuePath] = [:]
        var isExempt = false
        /// The class it inherits from, as its first declaration names it first (``superclass(of:)``).
        var superclass: String?
        /// Whether it is declared as a protocol.
        var isProtocol = false
        /// The module its declarations are in, when they are all in one: the names they write are named from there.
        var module: String?
    }

    let files: [FileMembers]
    /// The number of the first member of each file.
    private let firsts: [Int]
    /// The file (its place in ``files``) of each member, by the member's number: a member's file is found in one
    /// step, not by a search over ``firsts`` at each look.
    private let fileOfMember: [Int32]
    private let fileOfPath: [String: Int]
    private let types: [String: [DeclaredType]]
    private let extensions: [String: [DeclaredType]]
    private let viewTypes: Set<String>
    /// The project module of each file path (files in none are absent).
    private let fileModules: [String: String]

    /// Gives a file again when a member's labels are first needed.
    private let sources: EffectSolver.Files?

    /// Guards the tables below, which are filled as types are first looked up.
    let lock = SpinningLock()
    /// The labels of members whose parameter lists have been read.
    private var labels: [Int: String] = [:]
    /// The result type and trailing closure's parameter type of functions whose signatures have been read.
    private var signatures: [Int: SignatureTypes] = [:]
    private var entries: [TypeKey: TypeEntry] = [:]
    private var conformerMembers: [String: [String: [Int]]] = [:]
    /// The type of each property value resolved so far (``propertyType(_:)``).
    var propertyTypes: [PropertyTypeKey: TypeKey?] = [:]
    /// What a call of each name on each type can reach (``candidates(named:on:)``).
    var candidateLists: [CandidateKey: Candidates] = [:]
    /// Every member by name, once a call on a protocol has been resolved.
    private var membersByName: MemberNames?
    private var freeFunctions: MemberNames?

    /// No members and no types.
    init() {
        sources = nil
        files = []
        firsts = []
        fileOfMember = []
        fileOfPath = [:]
        types = [:]
        extensions = [:]
        viewTypes = []
        fileModules = [:]
    }

    /// `names`, when given, are the tables ``memberNames(of:)`` makes of the same files; else they are made when first
    /// needed.
    init(files: [(path: String, facts: EffectFacts)], index: ProjectIndex, sources: EffectSolver.Files?,
         names: MemberNameTables? = nil) {
        self.sources = sources
        membersByName = names?.all
        freeFunctions = names?.free
        var read: [FileMembers] = []
        var firsts: [Int] = []
        var paths: [String: Int] = [:]
        read.reserveCapacity(files.count)
        var count = 0
        for (path, facts) in files {
            guard let tokenCount = facts.tokenCount else { continue }
            if names == nil { paths[path] = read.count }
            firsts.append(count)
            read.append(FileMembers(path: path, tokenCount: tokenCount, facts: facts))
            count += facts.memberCount
        }
        self.files = read
        self.firsts = firsts
        fileOfMember = Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = 0
            guard let base = buffer.baseAddress else { return }
            for file in read.indices {
                let members = read[file].facts.memberCount
                (base + initialized).initialize(repeating: Int32(truncatingIfNeeded: file), count: members)
                initialized += members
            }
        }
        fileOfPath = names?.fileOfPath ?? paths
        types = index.types
        extensions = index.extensions
        viewTypes = index.viewTypes
        fileModules = index.fileModules
    }

    /// The file (its place in ``files``) and place in it of member `member`.
    func location(of member: Int) -> (file: Int, position: Int) {
        let file = Int(fileOfMember[member])
        return (file, member - firsts[file])
    }

    /// The parameter labels of member `member` (`for:_:`), read from its file the first time they are needed;
    /// empty when the file no longer holds the member's tokens.
    func labels(of member: Int) -> String {
        labels(of: [member])[0]
    }

    /// The parameter labels of each of `members`, in order; a file is given again at most once for all of them.
    func labels(of members: [Int]) -> [String] {
        var found = members.map { member in
            let (file, position) = location(of: member)
            return MemberCode.labels(of: files[file].facts.layout(at: position))
        }
        guard found.contains(where: { $0 == nil }) else { return found.map { $0 ?? "" } }
        return lock.withLock {
            var unread: [Int: [Int]] = [:]
            for (place, member) in members.enumerated() where found[place] == nil {
                if let known = labels[member] {
                    found[place] = known
                } else {
                    unread[location(of: member).file, default: []].append(place)
                }
            }
            for (file, places) in unread.sorted(by: { $0.key < $1.key }) {
                let source = sources?(files[file].path)
                for place in places {
                    let member = members[place]
                    if let known = labels[member] {
                        found[place] = known
                        continue
                    }
                    let code = code(of: member)
                    var read = ""
                    switch source {
                    case .outlined(let outlined)? where outlined.tokens.count == files[file].tokenCount:
                        read = code.labels(in: outlined)
                    case .bytes(let bytes)?:
                        if let alone = code.parameterList(in: bytes, path: files[file].path) {
                            read = alone.member.labels(in: alone.file)
                        }
                    default:
                        break
                    }
                    labels[member] = read
                    found[place] = read
                }
            }
            return found.map { $0 ?? "" }
        }
    }

    /// Whether the project declares `type` (not only extends it).
    func declares(_ type: String) -> Bool {
        types[type] != nil
    }

    /// The text of member `member`'s parameter list, without its parentheses (`_ ids: [UUID], in album: Album`);
    /// `nil` for a property or when its file cannot be given again.
    func parameterText(of member: Int) -> String? {
        let code = code(of: member)
        guard let parameters = code.parameters else { return nil }
        let path = files[location(of: member).file].path
        switch sources?(path) {
        case .outlined(let outlined)? where outlined.tokens.count == files[location(of: member).file].tokenCount:
            return Self.text(of: parameters, in: outlined)
        case .bytes(let bytes)?:
            guard let alone = code.parameterList(in: bytes, path: path) else { return nil }
            return Self.text(of: alone.member.parameters ?? 0..<0, in: alone.file)
        default:
            return nil
        }
    }

    /// What a function's signature says of the values it hands on: the type it returns (`nil` for none, or one
    /// whose members reach no I/O) and the type of the first parameter of the closure it takes last.
    struct SignatureTypes: Sendable {
        var result: String?
        var closureParameter: String?
    }

    /// The types member `member`'s signature names (``SignatureTypes``), read from its file the first time they are
    /// asked for and kept; none for a member that is not a function or whose file cannot be given again.
    func signatureTypes(of member: Int) -> SignatureTypes {
        if let known = lock.withLock({ signatures[member] }) { return known }
        var found = SignatureTypes()
        let code = code(of: member)
        let path = files[location(of: member).file].path
        if code.kind == .function, code.parameters != nil {
            var read: (file: OutlinedFile, member: MemberCode)?
            switch sources?(path) {
            case .outlined(let outlined)? where outlined.tokens.count == files[location(of: member).file].tokenCount:
                read = (outlined, code)
            case .bytes(let bytes)?:
                read = code.alone(in: bytes, path: path)
            default:
                break
            }
            if let (file, code) = read, let parameters = code.parameters {
                found = Self.signatureTypes(close: parameters.upperBound, bodyOpen: code.body.lowerBound - 1,
                                            open: parameters.lowerBound - 1, in: file)
            }
        }
        return lock.withLock {
            signatures[member] = found
            return found
        }
    }

    /// The types a signature whose parameter list is `open`…`close` and whose body opens at `bodyOpen` names.
    private static func signatureTypes(close: Int, bodyOpen: Int, open: Int, in file: OutlinedFile) -> SignatureTypes {
        var found = SignatureTypes()
        var cursor = close + 1
        while cursor < bodyOpen, file.tokens[cursor].kind != .arrow { cursor += 1 }
        if cursor < bodyOpen, let type = CallSites.typeNameToken(after: cursor, in: file, limit: bodyOpen),
           !EffectFacts.isPlainValue(type, in: file) {
            found.result = CallSites.bareName(file, type)
        }
        found.closureParameter = EffectFacts.trailingClosureParameterType(open: open, close: close, in: file)
            .map { CallSites.bareName(file, $0) }
        return found
    }

    /// The source text of the tokens `range` of `file`.
    private static func text(of range: Range<Int>, in file: OutlinedFile) -> String {
        guard range.lowerBound < range.upperBound else { return "" }
        let start = Int(file.tokens[range.lowerBound].start), end = Int(file.tokens[range.upperBound - 1].end)
        return file.source.text(in: start..<end)
    }

    /// Member `member`, its names made.
    func code(of member: Int) -> MemberCode {
        let (file, position) = location(of: member)
        return files[file].facts.member(at: position)
    }

    // One field of a member, read in place: its names are made only when asked for.

    func kind(of member: Int) -> MemberCode.Kind {
        let (file, position) = location(of: member)
        return files[file].facts.layout(at: position).kind
    }

    func name(of member: Int) -> String {
        let (file, position) = location(of: member)
        return files[file].facts.name(at: position)
    }

    /// Whether member `member` is named `name`, compared in place.
    func member(_ member: Int, isNamed name: String) -> Bool {
        let (file, position) = location(of: member)
        return files[file].facts.member(at: position, isNamed: name)
    }

    func owner(of member: Int) -> String? {
        let (file, position) = location(of: member)
        return files[file].facts.owner(at: position)
    }

    /// The hash of its parameter labels (``MemberCode/labelsHash``).
    func labelsHash(of member: Int) -> UInt64 {
        let (file, position) = location(of: member)
        return files[file].facts.layout(at: position).labelsHash
    }

    /// The path of the file member `member` is declared in.
    func path(of member: Int) -> String {
        files[location(of: member).file].path
    }

    /// The members read from the file at `path`, with its token count.
    func members(ofFile path: String) -> (tokenCount: Int, members: [MemberCode])? {
        fileOfPath[path].map { (files[$0].tokenCount, files[$0].facts.members) }
    }

    /// Every member of `type` by name.
    func members(of type: String) -> [String: [Int]] {
        entry(of: type).members
    }

    func isExempt(_ type: String) -> Bool {
        entry(of: type).isExempt
    }

    /// The project module of the file at `path`, or `nil`.
    func module(ofFile path: String) -> String? {
        fileModules[path]
    }

    /// `type` as named from code of `module`: that module's own when it declares a type of that name and other
    /// modules do too, else every declaration of the name.
    func key(of type: String, from module: String?) -> TypeKey {
        guard let module, let declared = types[type], declared.count > 1,
              declared.contains(where: { $0.module == module }), declared.contains(where: { $0.module != module })
        else { return TypeKey(name: type) }
        return TypeKey(name: type, module: module)
    }

    /// What is known of `type`, every declaration of it.
    func entry(of type: String) -> TypeEntry {
        entry(of: TypeKey(name: type))
    }

    /// What is known of `type`. A type not looked up before is gathered outside the lock (from tables no thread
    /// changes), so that a thread gathering a type of many members does not keep another from one already known;
    /// two threads gathering one type at once make the same entry, and the first kept is the one used.
    func entry(of type: TypeKey) -> TypeEntry {
        if let known = lock.withLock({ entries[type] }) { return known }
        let made = gather(type)
        return lock.withLock {
            if let known = entries[type] { return known }
            entries[type] = made
            return made
        }
    }

    /// The class `type` inherits from, as its first declaration names it first.
    func superclass(of type: String) -> String? {
        Self.superclass(in: types[type] ?? [])
    }

    /// The class the first of `declarations` that is a class with an inheritance clause names first.
    private static func superclass(in declarations: [DeclaredType]) -> String? {
        guard let declared = declarations.first(where: { $0.kind == .class && !$0.inherits.isEmpty }) else {
            return nil
        }
        return ProjectIndex.simpleName(declared.inherits[0])
    }

    /// For a protocol, the members named `name` of every app type that conforms to it (test doubles aside): its
    /// conformers in name order, each once however many times it declares the conformance (in its declaration and
    /// in extensions), each conformer's members in project order. Found from the members of that name, so a run asks
    /// about no more declarations than those.
    func conformerMembers(named name: String, of type: String) -> [Int] {
        guard types[type]?.contains(where: { $0.kind == .protocol }) == true else { return [] }
        // Looked up under the lock, found outside it (as ``entry(of:)``).
        let (known, byName) = lock.withLock { () -> ([Int]?, MemberNames?) in
            if let known = conformerMembers[type]?[name] { return (known, nil) }
            if membersByName == nil { membersByName = readMembersByName(freeOnly: false) }
            return (nil, membersByName)
        }
        if let known { return known }
        var byOwner: [String: [Int]] = [:]
        for member in byName?.members(named: name, in: self) ?? [] {
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

    /// The members of the project (free functions alone with `freeOnly`) by name. Call with the lock held.
    private func readMembersByName(freeOnly: Bool) -> MemberNames {
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
        // By index: a file's declarations are a large value, not to be copied for each look.
        for position in declarations.indices where declarations[position].effects.tokenCount != nil {
            fileOfPath[declarations[position].path] = members.count
            members.append(declarations[position].effects)
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

    /// Free functions named `name`.
    func freeFunctions(named name: String) -> [Int] {
        lock.withLock {
            if freeFunctions == nil { freeFunctions = readMembersByName(freeOnly: true) }
            return freeFunctions?.members(named: name, in: self) ?? []
        }
    }

    /// What is known of `key`, gathered from the files that declare or extend it: for a type of one module, that
    /// module's declarations, its extensions and those of modules that declare no type of that name.
    private func gather(_ key: TypeKey) -> TypeEntry {
        var entry = TypeEntry()
        let type = key.name
        // Declarations, members and properties are read in place: a copy of each would retain every name in it.
        var own = types[type] ?? [], extended = extensions[type] ?? []
        if let module = key.module {
            let declaring = Set(own.map(\.module))
            own.removeAll { $0.module != module }
            extended.removeAll { $0.module != module && declaring.contains($0.module) }
        }
        entry.module = key.module ?? own.first?.module
        if own.contains(where: { $0.module != entry.module }) { entry.module = nil }
        entry.superclass = Self.superclass(in: own)
        entry.isProtocol = own.contains { $0.kind == .protocol }
        entry.isExempt = viewTypes.contains(type)
            || own.contains { EffectAPIs.isExempt(name: $0.name, inherits: $0.inherits) }
            || extended.contains { EffectAPIs.isExempt(name: $0.name, inherits: $0.inherits) }
        var places: Set<Int> = []
        for declared in [own, extended] {
            for position in declared.indices {
                if let file = fileOfPath[declared[position].file] { places.insert(file) }
            }
        }
        for file in places.sorted() {
            let first = firsts[file]
            let facts = files[file].facts
            let bodies = facts.bodies(of: type)
            for position in facts.members(in: bodies) {
                entry.members[facts.name(at: position), default: []].append(first + position)
            }
            var declared: [String: ValuePath] = [:]
            for position in facts.properties(in: bodies) {
                let property = facts.property(at: position)
                declared[property.name] = property.value
            }
            entry.properties.merge(declared) { first, _ in first }
        }
        return entry
    }
}

/// Every member of a project by name, and its free functions by name (``EffectTables/memberNames(of:)``), with
/// the numbers of its files.
struct MemberNameTables: Sendable {
    var all: MemberNames
    var free: MemberNames
    /// Each file's number by its path.
    var fileOfPath: [String: Int]
}

/// Members by the hash of their name, in a table of chains: those of one name are found by following one chain and
/// looking at each name on it. Made in one pass with no allocation per name, cheaper than a dictionary of names for a
/// project whose rules ask about few of them.
struct MemberNames: Sendable {
    struct Entry {
        var hash: UInt64
        var member: Int32
    }

    /// In project order.
    private let entries: [Entry]
    /// For each slot (the low bits of a hash), the first entry of its chain, or -1.
    private let heads: [Int32]
    /// For each entry, the next entry of its chain (a later one), or -1.
    private let next: [Int32]

    /// `entries` in project order.
    init(_ entries: [Entry]) {
        var slots = 16
        while slots < entries.count * 2 { slots *= 2 }
        var heads = [Int32](repeating: -1, count: slots)
        var next = [Int32](repeating: -1, count: entries.count)
        // Last to first, so that each chain runs in project order.
        for position in entries.indices.reversed() {
            let slot = Int(truncatingIfNeeded: entries[position].hash) & (slots - 1)
            next[position] = heads[slot]
            heads[slot] = Int32(truncatingIfNeeded: position)
        }
        self.entries = entries
        self.heads = heads
        self.next = next
    }

    /// The members named `name`, in project order.
    func members(named name: String, in tables: EffectTables) -> [Int] {
        let hash = MemberCode.nameHash(name)
        var position = Int(heads[Int(truncatingIfNeeded: hash) & (heads.count - 1)])
        var found: [Int] = []
        while position >= 0 {
            let entry = entries[position]
            if entry.hash == hash, case let member = Int(entry.member), tables.member(member, isNamed: name) {
                found.append(member)
            }
            position = Int(next[position])
        }
        return found
    }
}
