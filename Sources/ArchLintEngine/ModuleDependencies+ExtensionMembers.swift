import ArchLintLexer
import ArchLintOutline
import ArchLintRules

extension ModuleDependencies {
    /// A use, in a file of one target, of a member another module adds in an extension of a type it does not
    /// declare (`extension EnvironmentValues { var theme: Theme }`, then `\.theme`). Unless the target enables
    /// `MemberImportVisibility`, such a member is visible in every file of a target that links its module, with
    /// or without an `import`: the dependency is used, and what is missing is the import.
    struct ExtensionMemberUse {
        /// `Owner.member`, the member as its extension declares it.
        var member: String
        var place: FindingPlace
    }

    /// The uses by the files of `target` of members that `dependency`'s modules declare in extensions of types
    /// they do not declare, in file order. Only uses whose type can be told from the text count: the extended
    /// type written as the receiver (`UUID.sequential`, `\EnvironmentValues.theme`), a property wrapper's key path
    /// (`@Environment(\.theme)`), `self.theme` in the target's own extension of the extended type, or a key path or
    /// closure parameter (`\.theme`, `$0.client`) when no type of the target declares a member of that name. An
    /// implicit member (`.preview`) or a value's member (`items.filter`) may be anybody's, and is not counted.
    /// Read only for a dependency no file of the target imports: the files are read again here.
    func extensionMemberUses(of dependency: ModuleDependency, by target: String,
                             reading modules: inout ExtensionMemberReading) -> [ExtensionMemberUse] {
        var owners: [String: [(type: String, isStatic: Bool)]] = [:]
        for provider in Set(dependency.modules) {
            for (name, found) in modules.extensionMembers(of: provider, in: self) {
                owners[name, default: []] += found
            }
        }
        guard !owners.isEmpty else { return [] }
        let code = modules.code(of: target, in: self)
        var uses: [(file: Int, index: Int, use: ExtensionMemberUse)] = []
        for (name, candidates) in owners {
            for (position, index) in code.sites[name] ?? [] {
                let file = code.files[position]
                guard let owner = Self.owner(of: index, in: file, among: candidates, ownMembers: code.ownMembers)
                else { continue }
                let token = file.tokens[index]
                uses.append((position, index, ExtensionMemberUse(
                    member: "\(owner).\(name)",
                    place: FindingPlace(line: Int(token.line), column: Int(token.column), file: file.path))))
            }
        }
        return uses.sorted { ($0.file, $0.index) < ($1.file, $1.index) }.map(\.use)
    }

    /// Which of `candidates` (the types a member of that name extends) the use at token `index` names, or `nil`
    /// when its receiver does not tell (see ``extensionMemberUses(of:by:reading:)``).
    static func owner(of index: Int, in file: OutlinedFile, among candidates: [(type: String, isStatic: Bool)],
                      ownMembers: Set<String>) -> String? {
        guard let period = file.previousCode(before: index), let receiver = file.previousCode(before: period)
        else { return nil }
        // An instance member, as a key path or a closure parameter names it.
        let instanceOwner = candidates.first { !$0.isStatic }?.type
        switch file.tokens[receiver].kind {
        case .backslash:
            // A key path's root is unknown, unless it is a property wrapper's argument (`@Environment(\.theme)`):
            // then it is the wrapper's own values, not one of the target's types.
            guard isWrapperArgument(receiver, in: file) || !ownMembers.contains(file.text(index)) else { return nil }
            return instanceOwner
        case .identifier:
            let written = file.text(receiver)
            // `Owner.member`, or `\Owner.member`.
            if candidates.contains(where: { $0.type == written }) { return written }
            guard written.utf8.first == UInt8(ascii: "$"), !ownMembers.contains(file.text(index)) else { return nil }
            return instanceOwner
        default:
            // `self.member` in the target's own extension of the extended type.
            guard file.tokens[receiver].keyword == .self, let enclosing = enclosingType(of: receiver, in: file),
                  candidates.contains(where: { $0.type == enclosing }) else { return nil }
            return enclosing
        }
    }

    /// The simple name of the type or extended type whose member's body holds the token at `index`.
    static func enclosingType(of index: Int, in file: OutlinedFile) -> String? {
        var best: (range: Range<Int>, parent: Int)?
        func consider(_ range: Range<Int>?, _ parent: Int?) {
            guard let range, let parent, range.contains(index),
                  best.map({ range.count < $0.range.count }) ?? true else { return }
            best = (range, parent)
        }
        for function in file.outline.functions { consider(function.bodyTokens, function.parent) }
        for property in file.outline.properties { consider(property.accessorTokens, property.parent) }
        return best.map { ProjectIndex.simpleName(file.outline.types[$0.parent].name) }
    }

    /// Whether the token at `index` opens the argument of an attribute: `@Environment(` and it.
    static func isWrapperArgument(_ index: Int, in file: OutlinedFile) -> Bool {
        guard let open = file.previousCode(before: index), file.tokens[open].kind == .leftParen,
              let attribute = file.previousCode(before: open) else { return false }
        return file.tokens[attribute].kind == .attribute
    }

    /// The names of the types `file` declares, type aliases included.
    static func declaredTypeNames(in file: OutlinedFile) -> [String] {
        var names = file.outline.types.filter { $0.kind != .extension }.map { ProjectIndex.simpleName($0.name) }
        for index in file.tokens.indices where file.tokens[index].keyword == .typealias {
            if let name = file.nextCode(after: index), file.tokens[name].kind == .identifier {
                names.append(file.text(name))
            }
        }
        return names
    }

    /// The members `file` adds in extensions, with the simple name of the type each extends. Private
    /// members and operators are left out: neither is visible elsewhere by name.
    static func extensionMembers(in file: OutlinedFile) -> [(name: String, owner: String, isStatic: Bool)] {
        let types = file.outline.types
        func owner(_ parent: Int?, _ modifiers: [String]) -> String? {
            guard let parent, types[parent].kind == .extension,
                  !modifiers.contains("private"), !modifiers.contains("fileprivate"),
                  !types[parent].modifiers.contains("private"), !types[parent].modifiers.contains("fileprivate")
            else { return nil }
            return ProjectIndex.simpleName(types[parent].name)
        }
        var members: [(name: String, owner: String, isStatic: Bool)] = []
        for function in file.outline.functions where function.kind == .function && isName(function.name) {
            if let owner = owner(function.parent, function.modifiers) {
                members.append((function.name, owner, function.isStatic))
            }
        }
        for property in file.outline.properties where isName(property.name) {
            if let owner = owner(property.parent, property.modifiers) {
                members.append((property.name, owner, property.isStatic))
            }
        }
        return members
    }

    /// The names of every member `file` declares, in types and extensions alike.
    static func memberNames(in file: OutlinedFile) -> [String] {
        file.outline.functions.filter { $0.parent != nil }.map(\.name)
            + file.outline.properties.filter { $0.parent != nil }.map(\.name)
    }

    private static func isName(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        return first == UInt8(ascii: "_") || (first | 0x20 >= UInt8(ascii: "a") && first | 0x20 <= UInt8(ascii: "z"))
    }
}

/// What ``ModuleDependencies/extensionMemberUses(of:by:reading:)`` reads of the project's modules, each module
/// read once for all the dependencies that ask: a chain of thousands of targets asks of every one.
struct ExtensionMemberReading {
    private var filesByModule: [String: [Int]]?
    private var providers: [String: [String: [(type: String, isStatic: Bool)]]] = [:]
    private var targets: [String: TargetCode] = [:]

    /// A target's files, the names of every member they declare, and where they name a member after a period
    /// (`x.name`), by the name: the places a dependency's extension member may be used.
    struct TargetCode {
        var files: [OutlinedFile]
        var ownMembers: Set<String>
        var sites: [String: [(file: Int, index: Int)]]
    }

    init() {}

    /// The members `module` adds in extensions of types it does not declare, by name.
    mutating func extensionMembers(of module: String, in rule: ModuleDependencies)
        -> [String: [(type: String, isStatic: Bool)]] {
        if let known = providers[module] { return known }
        var owners: [String: [(type: String, isStatic: Bool)]] = [:]
        var declared: Set<String> = []
        for file in outlines(of: module, in: rule) {
            for member in ModuleDependencies.extensionMembers(in: file) {
                owners[member.name, default: []].append((member.owner, member.isStatic))
            }
            declared.formUnion(ModuleDependencies.declaredTypeNames(in: file))
        }
        // Extensions of the module's own types: those types need the import to be named at all.
        for name in Array(owners.keys) {
            owners[name]?.removeAll { declared.contains($0.type) }
            if owners[name]?.isEmpty == true { owners[name] = nil }
        }
        providers[module] = owners
        return owners
    }

    /// The code of the target `module`, read once.
    mutating func code(of module: String, in rule: ModuleDependencies) -> TargetCode {
        if let known = targets[module] { return known }
        let files = outlines(of: module, in: rule)
        var sites: [String: [(file: Int, index: Int)]] = [:]
        for (position, file) in files.enumerated() {
            for index in file.tokens.indices where file.tokens[index].kind == .identifier {
                guard let period = file.previousCode(before: index), file.tokens[period].kind == .period else {
                    continue
                }
                sites[file.text(index), default: []].append((position, index))
            }
        }
        let code = TargetCode(files: files, ownMembers: Set(files.flatMap(ModuleDependencies.memberNames(in:))),
                              sites: sites)
        targets[module] = code
        return code
    }

    /// The outlined files of `module`, in path order: those pass one kept, the others read again.
    private mutating func outlines(of module: String, in rule: ModuleDependencies) -> [OutlinedFile] {
        if filesByModule == nil {
            var byModule: [String: [Int]] = [:]
            // By index: a scanned file is a large value, not to be copied for each look.
            for position in rule.files.indices {
                if let owner = rule.files[position].declarations?.module { byModule[owner, default: []].append(position) }
            }
            filesByModule = byModule
        }
        return (filesByModule?[module] ?? []).map { position in
            rule.files[position].kept ?? OutlinedFile(path: rule.files[position].source.path,
                                                      source: rule.files[position].source.text(cache: rule.cache))
        }.sorted { $0.path < $1.path }
    }
}
