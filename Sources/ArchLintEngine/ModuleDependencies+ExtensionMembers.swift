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
        let wanted = Dictionary(owners.keys.map { (FNV1a64.hash(Array($0.utf8)), $0) }, uniquingKeysWith: { a, _ in a })
        var uses: [(file: Int, index: Int, use: ExtensionMemberUse)] = []
        for (order, position) in modules.sortedPositions(of: target, in: self).enumerated() {
            guard var file = modules.file(at: position, namingAnyOf: wanted, in: self) else { continue }
            var outlined = false
            for index in file.tokens.indices where file.tokens[index].kind == .identifier {
                let token = file.tokens[index]
                guard let name = wanted[FNV1a64.hash(file.source.bytes, from: Int(token.start), to: Int(token.end))],
                      let candidates = owners[name], let period = file.previousCode(before: index),
                      file.tokens[period].kind == .period, file.text(index) == name else { continue }
                // The enclosing type of a `self.member` needs the outline, made for such a file alone.
                if !outlined, file.previousCode(before: period).map({ file.tokens[$0].keyword == .self }) == true {
                    file = OutlinedFile(path: file.path, source: file.source)
                    outlined = true
                }
                guard let owner = Self.owner(of: index, in: file, among: candidates,
                                             declaresMember: { modules.declares($0, in: target, in: self) })
                else { continue }
                uses.append((order, index, ExtensionMemberUse(
                    member: "\(owner).\(name)",
                    place: FindingPlace(line: Int(token.line), column: Int(token.column), file: file.path))))
            }
        }
        return uses.sorted { ($0.file, $0.index) < ($1.file, $1.index) }.map(\.use)
    }

    /// Which of `candidates` (the types a member of that name extends) the use at token `index` names, or `nil`
    /// when its receiver does not tell (see ``extensionMemberUses(of:by:reading:)``).
    static func owner(of index: Int, in file: OutlinedFile, among candidates: [(type: String, isStatic: Bool)],
                      declaresMember: (String) -> Bool) -> String? {
        guard let period = file.previousCode(before: index), let receiver = file.previousCode(before: period)
        else { return nil }
        // An instance member, as a key path or a closure parameter names it.
        let instanceOwner = candidates.first { !$0.isStatic }?.type
        switch file.tokens[receiver].kind {
        case .backslash:
            // A key path's root is unknown, unless it is a property wrapper's argument (`@Environment(\.theme)`):
            // then it is the wrapper's own values, not one of the target's types.
            guard isWrapperArgument(receiver, in: file) || !declaresMember(file.text(index)) else { return nil }
            return instanceOwner
        case .identifier:
            let written = file.text(receiver)
            // `Owner.member`, or `\Owner.member`.
            if candidates.contains(where: { $0.type == written }) { return written }
            guard written.utf8.first == UInt8(ascii: "$"), !declaresMember(file.text(index)) else { return nil }
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

    private static func isName(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        return first == UInt8(ascii: "_") || (first | 0x20 >= UInt8(ascii: "a") && first | 0x20 <= UInt8(ascii: "z"))
    }
}

/// What ``ModuleDependencies/extensionMemberUses(of:by:reading:)`` reads of the project's modules, each module
/// read once for all the dependencies that ask: a chain of thousands of targets asks of every one.
struct ExtensionMemberReading {
    private let moduleFiles: ModuleFiles
    private var providers: [String: [String: [(type: String, isStatic: Bool)]]] = [:]
    /// Files of targets lexed again, by their position in the run's files.
    private var lexed: [Int: OutlinedFile] = [:]
    /// The hashes of the names after a period in each target file read in its bytes, by its position.
    private var periodNames: [Int: Set<UInt64>] = [:]
    /// The hashes of the names each target declares with `var`, `let` or `func`, by target.
    private var declaredNames: [String: Set<UInt64>] = [:]

    init(_ moduleFiles: ModuleFiles) {
        self.moduleFiles = moduleFiles
    }

    /// The members `module` adds in extensions of types it does not declare, by name.
    mutating func extensionMembers(of module: String, in rule: ModuleDependencies)
        -> [String: [(type: String, isStatic: Bool)]] {
        if let known = providers[module] { return known }
        var owners: [String: [(type: String, isStatic: Bool)]] = [:]
        // Only files that extend a type the module does not declare are read again, as pass 1 saw them: most
        // extensions are of a module's own types.
        let positions = moduleFiles.positions(of: module)
        var declared: Set<String> = []
        for position in positions {
            for type in rule.files[position].declarations?.types ?? [] where type.kind != .extension {
                declared.insert(type.name)
            }
        }
        let extending = positions.filter { position in
            rule.files[position].declarations?.types.contains { $0.kind == .extension && !declared.contains($0.name) }
                ?? false
        }
        for file in outlines(of: extending, in: rule) {
            for member in ModuleDependencies.extensionMembers(in: file) {
                owners[member.name, default: []].append((member.owner, member.isStatic))
            }
            declared.formUnion(ModuleDependencies.declaredTypeNames(in: file))
        }
        // A type alias in any other file names a type of the module too (`typealias Palette = AppPalette`).
        if !owners.isEmpty {
            for position in positions where !extending.contains(position) {
                let bytes = rule.files[position].kept?.source.bytes
                    ?? rule.files[position].source.text(cache: rule.cache).bytes
                declared.formUnion(SourceWords.names(after: "typealias", in: bytes))
            }
        }
        // Extensions of the module's own types: those types need the import to be named at all.
        for name in Array(owners.keys) {
            owners[name]?.removeAll { declared.contains($0.type) }
            if owners[name]?.isEmpty == true { owners[name] = nil }
        }
        providers[module] = owners
        return owners
    }

    /// The positions of `module`'s files in path order.
    mutating func sortedPositions(of module: String, in rule: ModuleDependencies) -> [Int] {
        moduleFiles.positions(of: module).sorted { rule.files[$0].source.path < rule.files[$1].source.path }
    }

    /// The file at `position` with its tokens when its text names one of `wanted` (by hash) after a period; `nil`
    /// when it names none. A file pass 1 did not keep is looked at in its bytes first — once, for every dependency
    /// that asks — and lexed only when it names one.
    mutating func file(at position: Int, namingAnyOf wanted: [UInt64: String],
                       in rule: ModuleDependencies) -> OutlinedFile? {
        if let kept = rule.files[position].kept { return kept }
        if let known = lexed[position] { return known }
        var source: SourceText?
        if periodNames[position] == nil {
            source = rule.files[position].source.text(cache: rule.cache)
            periodNames[position] = Self.namesAfterAPeriod(source?.bytes ?? [])
        }
        guard periodNames[position]?.contains(where: { wanted[$0] != nil }) == true else { return nil }
        let text = source ?? rule.files[position].source.text(cache: rule.cache)
        let file = OutlinedFile(path: rule.files[position].source.path, source: text,
                                tokens: Lexer.tokenize(text), outline: Outline())
        lexed[position] = file
        return file
    }

    /// Whether a file of the target `module` declares `name` with `var`, `let` or `func` (read in the bytes, so a
    /// comment counts too: the answer errs on the side of yes, which counts fewer uses). The target's files are
    /// read once for every name asked.
    mutating func declares(_ name: String, in module: String, in rule: ModuleDependencies) -> Bool {
        if let known = declaredNames[module] { return known.contains(FNV1a64.hash(Array(name.utf8))) }
        var names: Set<UInt64> = []
        for position in moduleFiles.positions(of: module) {
            let bytes = rule.files[position].kept?.source.bytes
                ?? rule.files[position].source.text(cache: rule.cache).bytes
            Self.noteDeclaredNames(in: bytes, into: &names)
        }
        declaredNames[module] = names
        return names.contains(FNV1a64.hash(Array(name.utf8)))
    }

    /// The hashes of the names that follow a period in `bytes` (`.name`, comments and strings included).
    static func namesAfterAPeriod(_ bytes: [UInt8]) -> Set<UInt64> {
        var names: Set<UInt64> = []
        bytes.withUnsafeBufferPointer { bytes in
            var index = 0
            while index < bytes.count {
                guard bytes[index] == UInt8(ascii: ".") else {
                    index += 1
                    continue
                }
                let start = index + 1
                let end = SourceWords.wordEnd(from: start, in: bytes)
                if end > start { names.insert(FNV1a64.hash(bytes, from: start, to: end)) }
                index = end > start ? end : start
            }
        }
        return names
    }

    /// Adds to `names` the hash of every name that follows `var`, `let` or `func` (and spaces) in `bytes`.
    static func noteDeclaredNames(in bytes: [UInt8], into names: inout Set<UInt64>) {
        bytes.withUnsafeBufferPointer { bytes in
            SourceWords.forEachWord(in: bytes) { start, end in
                // A word: the keyword it is, if it is one of the three.
                let word = bytes[start..<end]
                guard word.elementsEqual("var".utf8) || word.elementsEqual("let".utf8)
                    || word.elementsEqual("func".utf8) else { return end }
                let nameStart = SourceWords.blanksEnd(from: end, in: bytes)
                let nameEnd = SourceWords.wordEnd(from: nameStart, in: bytes)
                if nameEnd > nameStart, nameStart > end {
                    names.insert(FNV1a64.hash(bytes, from: nameStart, to: nameEnd))
                }
                return max(nameEnd, end)
            }
        }
    }

    /// The outlined files at `positions`, in path order: those pass one kept, the others read again.
    private func outlines(of positions: [Int], in rule: ModuleDependencies) -> [OutlinedFile] {
        positions.map { position in
            rule.files[position].kept ?? OutlinedFile(path: rule.files[position].source.path,
                                                      source: rule.files[position].source.text(cache: rule.cache))
        }.sorted { $0.path < $1.path }
    }
}
