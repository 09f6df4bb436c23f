import ArchLintLexer
import ArchLintOutline
import Foundation

/// The project's members and types as effects analysis looks them up, read as late as possible. A file's members
/// (``EffectFacts``) are read the first time a type it declares or extends is looked up, or a free function when
/// it declares one; what is known of a type — its members by name, its properties, whether it is exempt — is
/// gathered from those files then, and a protocol's conformers when a call on that protocol is first resolved. A
/// run whose rules ask about few calls reads few files; one that asks about none reads none.
///
/// A member's number keeps project order: its file's place in the project, then its place in the file.
final class EffectTables: @unchecked Sendable {
    /// One app file of the project.
    struct ProjectFile: Sendable {
        var path: String
        /// Whether it declares a function outside any type (read in pass 1, from its top-level tokens).
        var declaresFreeFunctions: Bool
    }

    /// What is known of one type.
    private struct TypeEntry {
        /// Its members by name (its own and its extensions', not its superclasses'), in project order.
        var members: [String: [Int]] = [:]
        /// Its properties by name; the first file (in project order) that declares one gives it.
        var properties: [String: ValuePath] = [:]
        var isExempt = false
    }

    /// Bits of a member's number that hold its place in its file.
    static let positionBits = 20

    private let files: [ProjectFile]
    private let fileOfPath: [String: Int]
    private let sources: EffectSolver.Files?
    private let types: [String: [DeclaredType]]
    private let extensions: [String: [DeclaredType]]
    private let viewTypes: Set<String>

    private let lock = NSLock()
    /// Each file's members and properties, once read.
    private var facts: [Int: EffectFacts] = [:]
    private var entries: [String: TypeEntry] = [:]
    private var conformerMembers: [String: [String: [Int]]] = [:]
    private var freeFunctions: [String: [Int]]?

    /// No files and no types.
    convenience init() {
        self.init(files: [], index: nil, sources: nil)
    }

    /// `files` are the project's app files in project order; `sources` gives one again when its members are first
    /// needed.
    init(files: [ProjectFile], index: ProjectIndex?, sources: EffectSolver.Files?) {
        self.files = files
        var paths: [String: Int] = [:]
        paths.reserveCapacity(files.count)
        for (position, file) in files.enumerated() { paths[file.path] = position }
        fileOfPath = paths
        self.sources = sources
        types = index?.types ?? [:]
        extensions = index?.extensions ?? [:]
        viewTypes = index?.viewTypes ?? []
    }

    /// The file (its place in the project's app files) and place in it of member `member`.
    static func location(of member: Int) -> (file: Int, position: Int) {
        (member >> positionBits, member & ((1 << positionBits) - 1))
    }

    /// Member `member` with its file's path and token count. The member was found through these tables, so its file
    /// has been read.
    func member(_ member: Int) -> (code: MemberCode, path: String, tokenCount: Int) {
        let (file, position) = Self.location(of: member)
        return lock.withLock {
            let read = facts(of: file)
            return (read.members[position], files[file].path, read.tokenCount ?? 0)
        }
    }

    func code(of member: Int) -> MemberCode {
        self.member(member).code
    }

    /// The members of the app file at `path`, with its token count when they were read; `nil` for a file that is
    /// not app code.
    func members(ofFile path: String) -> (tokenCount: Int, members: [MemberCode])? {
        guard let file = fileOfPath[path] else { return nil }
        return lock.withLock {
            let read = facts(of: file)
            return read.tokenCount.map { ($0, read.members) }
        }
    }

    /// Members of `type` named `name`, its own and its extensions'.
    func members(named name: String, of type: String) -> [Int] {
        lock.withLock { entry(type).members[name] ?? [] }
    }

    /// Every member of `type` by name.
    func members(of type: String) -> [String: [Int]] {
        lock.withLock { entry(type).members }
    }

    func property(_ name: String, of type: String) -> ValuePath? {
        lock.withLock { entry(type).properties[name] }
    }

    func isExempt(_ type: String) -> Bool {
        lock.withLock { entry(type).isExempt }
    }

    /// The class `type` inherits from, as its first declaration names it first.
    func superclass(of type: String) -> String? {
        guard let declared = types[type]?.first(where: { $0.kind == .class && !$0.inherits.isEmpty }) else {
            return nil
        }
        return ProjectIndex.simpleName(declared.inherits[0])
    }

    /// For a protocol, the members named `name` of every app type that conforms to it (test doubles aside), its
    /// conformers in name order.
    func conformerMembers(named name: String, of type: String) -> [Int] {
        guard types[type]?.contains(where: { $0.kind == .protocol }) == true else { return [] }
        return lock.withLock {
            if let known = conformerMembers[type] { return known[name] ?? [] }
            var byName: [String: [Int]] = [:]
            for conformer in conformers(of: type) where !ProjectEffects.isTestDouble(conformer) {
                for (member, found) in entry(conformer).members { byName[member, default: []] += found }
            }
            conformerMembers[type] = byName
            return byName[name] ?? []
        }
    }

    /// Free functions named `name`.
    func freeFunctions(named name: String) -> [Int] {
        lock.withLock {
            if freeFunctions == nil {
                var found: [String: [Int]] = [:]
                for (file, entry) in files.enumerated() where entry.declaresFreeFunctions {
                    for (position, member) in facts(of: file).members.enumerated() where member.owner == nil {
                        found[member.name, default: []].append(file << Self.positionBits | position)
                    }
                }
                freeFunctions = found
            }
            return freeFunctions?[name] ?? []
        }
    }

    /// The members and properties of file `file`, read on first use. Call with the lock held.
    private func facts(of file: Int) -> EffectFacts {
        if let known = facts[file] { return known }
        var read = EffectFacts()
        switch sources?(files[file].path) {
        case .outlined(let outlined)?:
            read = EffectFacts(file: outlined)
        case .bytes(let bytes)?:
            let source = SourceText(bytes: bytes)
            let tokens = Lexer.tokenize(source)
            if let outline = OutlineScanner.scanDeclarations(tokens, in: source) {
                read = EffectFacts(file: OutlinedFile(path: files[file].path, source: source, tokens: tokens,
                                                      outline: outline))
            }
        case nil:
            break
        }
        // A member's place in its file must fit its bits: a file of a million members keeps the first ones.
        if read.members.count >= 1 << Self.positionBits {
            read.members = Array(read.members.prefix((1 << Self.positionBits) - 1))
        }
        facts[file] = read
        return read
    }

    /// The names of the types and extensions that conform to the protocol `type`, in name order (a type that
    /// conforms in its declaration and in an extension is there twice). Looked for among every declaration when a
    /// call on that protocol is first resolved: a run asks about a few protocols, not all. Call with the lock held.
    private func conformers(of type: String) -> [String] {
        var found: [String] = []
        for table in [types, extensions] {
            for declared in table.values {
                for entry in declared {
                    for inherited in entry.inherits where Self.isSpelling(inherited, of: type) {
                        found.append(entry.name)
                    }
                }
            }
        }
        return found.sorted()
    }

    /// Whether the inherited type as written (`P`, `Module.P`, `P<T>`) has the simple name `name`.
    private static func isSpelling(_ written: String, of name: String) -> Bool {
        if written == name { return true }
        let needsStripping = written.utf8.contains { byte in
            byte == UInt8(ascii: ".") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "`") || byte <= 0x20
        }
        return needsStripping && ProjectIndex.simpleName(written) == name
    }

    /// What is known of `type`, gathered on first use from the files that declare or extend it. Call with the lock
    /// held.
    private func entry(_ type: String) -> TypeEntry {
        if let known = entries[type] { return known }
        var entry = TypeEntry()
        let declared = (types[type] ?? []) + (extensions[type] ?? [])
        entry.isExempt = viewTypes.contains(type)
            || declared.contains { EffectAPIs.isExempt(name: $0.name, inherits: $0.inherits) }
        for file in Set(declared.compactMap { fileOfPath[$0.file] }).sorted() {
            let read = facts(of: file)
            for (position, member) in read.members.enumerated() where member.owner == type {
                entry.members[member.name, default: []].append(file << Self.positionBits | position)
            }
            if let properties = read.properties[type] {
                entry.properties.merge(properties) { first, _ in first }
            }
        }
        entries[type] = entry
        return entry
    }
}
