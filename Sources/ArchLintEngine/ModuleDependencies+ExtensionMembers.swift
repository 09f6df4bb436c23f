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
    func extensionMemberUses(of dependency: ModuleDependency, by target: String) -> [ExtensionMemberUse] {
        let providers = Set(dependency.modules)
        var owners: [String: [(type: String, isStatic: Bool)]] = [:]
        var ownMembers: Set<String> = []
        var providerTypes: Set<String> = []
        var targetFiles: [OutlinedFile] = []
        // By index: a scanned file is a large value, not to be copied for each look.
        for position in files.indices {
            guard let module = files[position].declarations?.module,
                  module == target || providers.contains(module) else { continue }
            let file = files[position].kept
                ?? OutlinedFile(path: files[position].source.path, source: files[position].source.text(cache: cache))
            if module == target {
                ownMembers.formUnion(Self.memberNames(in: file))
                targetFiles.append(file)
            } else {
                for member in Self.extensionMembers(in: file) {
                    owners[member.name, default: []].append((member.owner, member.isStatic))
                }
                providerTypes.formUnion(Self.declaredTypeNames(in: file))
            }
        }
        // Extensions of the provider's own types: those types need the import to be named at all.
        for name in Array(owners.keys) {
            owners[name]?.removeAll { providerTypes.contains($0.type) }
            if owners[name]?.isEmpty == true { owners[name] = nil }
        }
        guard !owners.isEmpty else { return [] }
        var uses: [ExtensionMemberUse] = []
        for file in targetFiles.sorted(by: { $0.path < $1.path }) {
            for index in file.tokens.indices where file.tokens[index].kind == .identifier {
                guard let period = file.previousCode(before: index), file.tokens[period].kind == .period,
                      let candidates = owners[file.text(index)] else { continue }
                guard let receiver = file.previousCode(before: period) else { continue }
                // An instance member, as a key path or a closure parameter names it.
                let instanceOwner = candidates.first { !$0.isStatic }?.type
                let owner: String
                let receiverKind = file.tokens[receiver].kind
                if receiverKind == .backslash {
                    // A key path's root is unknown, unless it is a property wrapper's argument
                    // (`@Environment(\.theme)`): then it is the wrapper's own values, not one of the target's types.
                    guard let instanceOwner,
                          Self.isWrapperArgument(receiver, in: file) || !ownMembers.contains(file.text(index))
                    else { continue }
                    owner = instanceOwner
                } else if receiverKind == .identifier {
                    let written = file.text(receiver)
                    if candidates.contains(where: { $0.type == written }) {
                        // `Owner.member`, or `\Owner.member`.
                        owner = written
                    } else if written.utf8.first == UInt8(ascii: "$"), let instanceOwner,
                              !ownMembers.contains(file.text(index)) {
                        owner = instanceOwner
                    } else {
                        continue
                    }
                } else if file.tokens[receiver].keyword == .self,
                          let enclosing = Self.enclosingType(of: receiver, in: file),
                          candidates.contains(where: { $0.type == enclosing }) {
                    // `self.member` in the target's own extension of the extended type.
                    owner = enclosing
                } else {
                    continue
                }
                let token = file.tokens[index]
                uses.append(ExtensionMemberUse(member: "\(owner).\(file.text(index))",
                                               place: FindingPlace(line: Int(token.line), column: Int(token.column),
                                                                   file: file.path)))
            }
        }
        return uses
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
