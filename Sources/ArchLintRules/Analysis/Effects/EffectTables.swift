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
    let types: [String: [DeclaredType]]
    let extensions: [String: [DeclaredType]]
    private let viewTypes: Set<String>
    /// The project module of each file path (files in none are absent).
    private let fileModules: [String: String]

    /// Gives a file again when a member's labels are first needed.
    let sources: EffectSolver.Files?

    /// Guards the tables below, which are filled as types are first looked up.
    let lock = SpinningLock()
    /// The labels of members whose parameter lists have been read.
    var labels: [Int: String] = [:]
    /// The result type and trailing closure's parameter type of functions whose signatures have been read.
    var signatures: [Int: SignatureTypes] = [:]
    private var entries: [TypeKey: TypeEntry] = [:]
    var conformerMembers: [String: [String: [Int]]] = [:]
    /// The type of each property value resolved so far (``propertyType(_:)``).
    var propertyTypes: [PropertyTypeKey: TypeKey?] = [:]
    /// What a call of each name on each type can reach (``candidates(named:on:)``).
    var candidateLists: [CandidateKey: Candidates] = [:]
    /// Every member by name, once a call on a protocol has been resolved.
    var membersByName: MemberNames?
    var freeFunctions: MemberNames?

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

    /// Whether the project declares `type` (not only extends it).
    func declares(_ type: String) -> Bool {
        types[type] != nil
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
            || own.contains { IOExemptions.isExempt(name: $0.name, inherits: $0.inherits) }
            || extended.contains { IOExemptions.isExempt(name: $0.name, inherits: $0.inherits) }
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
