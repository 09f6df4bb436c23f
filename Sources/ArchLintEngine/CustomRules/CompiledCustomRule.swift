import ArchLintLexer
import ArchLintOutline
import ArchLintRules

/// A custom rule ready to run: its globs compiled once, its checks applied to one outlined file at a time.
/// A class, so that the many loops over the rules of a run share it rather than copy it.
final class CompiledCustomRule: Sendable {
    let rule: CustomRule
    let severity: Severity
    private let scopeGlobs: [Glob]
    private let forbiddenGlobs: [Glob]
    private let nameGlob: Glob?
    /// The `apis` paths split at their periods, and the UTF-8 of each one's first name.
    let apiPatterns: [[String]]
    let apiFirstNames: [[UInt8]]
    private let apiNames: NameFilter

    /// The first names of the `apis` paths, for a filter shared by all the rules of a run.
    var apiFirstNameStrings: [String] { apiPatterns.map { $0[0] } }

    /// Whether the rule is an `apis` rule.
    var isAPIRule: Bool {
        if case .apis = rule.check { return true }
        return false
    }

    init(_ rule: CustomRule, severity: Severity) {
        self.rule = rule
        self.severity = severity
        scopeGlobs = rule.scope.paths.map { Glob($0) }
        if case .dependencies(let check) = rule.check {
            forbiddenGlobs = check.forbidden.paths.map { Glob($0) }
        } else {
            forbiddenGlobs = []
        }
        if case .apis(let check) = rule.check {
            apiPatterns = check.forbidden.map { $0.split(separator: ".").map(String.init) }
            apiFirstNames = apiPatterns.map { Array($0[0].utf8) }
        } else {
            apiPatterns = []
            apiFirstNames = []
        }
        apiNames = NameFilter(apiPatterns.map { $0[0] })
        if case .declarations(let check) = rule.check, let pattern = check.namePattern {
            nameGlob = Glob(pattern)
        } else {
            nameGlob = nil
        }
    }

    /// Whether the rule reads the project index: `dependencies`, and `declarations` that ask about conformances
    /// (an extension elsewhere may add one).
    var needsIndex: Bool {
        switch rule.check {
        case .dependencies: return true
        case .declarations: return readsConformances
        case .imports, .apis: return false
        }
    }

    /// Whether the rule reads the names a file uses (`dependencies`); the others read only its imports and types.
    var readsTypeMentions: Bool {
        if case .dependencies = rule.check { return true }
        return false
    }

    /// Whether the rule looks at the app file at `path` in `layer`. Tests and manifests are never looked at.
    func applies(to path: String, layer: String?, isAppCode: Bool) -> Bool {
        applies(to: path.split(separator: "/")[...], layer: layer, isAppCode: isAppCode)
    }

    /// ``applies(to:layer:isAppCode:)`` with the path split once for all the rules of a run.
    func applies(to components: ArraySlice<Substring>, layer: String?, isAppCode: Bool) -> Bool {
        guard isAppCode else { return false }
        if rule.scope.isEverywhere { return true }
        if let layer, rule.scope.layers.contains(layer) { return true }
        return scopeGlobs.contains { $0.matches(components: components) }
    }

    /// Whether the rule asks about conformances, which extensions anywhere may add.
    var readsConformances: Bool {
        guard case .declarations(let check) = rule.check else { return false }
        return check.conformsTo != nil || !check.mustConformTo.isEmpty || !check.mustNotConformTo.isEmpty
    }

    /// Whether a type declared in `file` and `layer` is one the `dependencies` check forbids.
    private func isForbidden(file: String, layer: String?) -> Bool {
        guard case .dependencies(let check) = rule.check else { return false }
        if let layer, check.forbidden.layers.contains(layer) { return true }
        return forbiddenGlobs.contains { $0.matches(file) }
    }

    /// What the rule finds in `file`, which it applies to.
    func violations(in file: OutlinedFile, layer: String?, index: ProjectIndex) -> [Violation] {
        switch rule.check {
        case .imports(let check): return importViolations(check, in: file)
        case .apis(let check): return apiViolations(check, in: file)
        case .declarations(let check):
            return declarationViolations(check, types: file.outline.types, layer: layer, index: index)
        case .dependencies:
            return dependencyViolations(imports: file.outline.imports, mentions: Self.typeMentions(in: file),
                                        index: index)
        }
    }

    /// What the rule finds from the facts pass 1 kept of a file (for a rule that needs the index).
    func violations(from facts: CustomFileFacts, index: ProjectIndex) -> [Violation] {
        switch rule.check {
        case .declarations(let check):
            return declarationViolations(check, types: facts.types, layer: facts.layer, index: index)
        case .dependencies:
            return dependencyViolations(imports: facts.imports, mentions: facts.mentions, index: index)
        case .imports, .apis:
            return []
        }
    }

    func violation(at line: Int, _ column: Int, _ subject: String) -> Violation {
        Violation(line: line, column: column, message: "\(subject): \(rule.message)")
    }

    // MARK: imports

    /// Every import form the outline knows (`@preconcurrency`, `import struct M.T`, several on a line, inside
    /// `#if`) counts by its module; imports in comments and strings are not imports.
    private func importViolations(_ check: ImportCheck, in file: OutlinedFile) -> [Violation] {
        file.outline.imports.compactMap { decl in
            let module = decl.topLevelModule
            let refused = check.forbidden.contains(module) || check.allowed.map { !$0.contains(module) } ?? false
            return refused ? violation(at: decl.line, decl.column, "`import \(module)`") : nil
        }
    }

    // MARK: APIs

    /// Each forbidden path as identifier tokens: `UserDefaults.standard` is `UserDefaults`, `.`, `standard`.
    /// A match starts at an identifier that is not itself a member (`x.print` is not `print`), a declaration's
    /// name (`func print`) or an argument label (`print:`); backticks are ignored.
    private func apiViolations(_ check: APICheck, in file: OutlinedFile) -> [Violation] {
        Self.apiViolations(of: [self], filter: apiNames, in: file).map(\.violation)
    }

    /// The `apis` findings of `rules` in one walk over the file's tokens. `filter` holds every first name of
    /// every rule: most identifiers fail it on their first byte or length, and no string is made for them.
    static func apiViolations(of rules: [CompiledCustomRule], filter: NameFilter,
                              in file: OutlinedFile) -> [(violation: Violation, rule: CompiledCustomRule)] {
        var found: [(violation: Violation, rule: CompiledCustomRule)] = []
        let bytes = file.source.bytes
        for (position, token) in file.tokens.enumerated()
        where token.kind == .identifier || token.kind == .backtickIdentifier {
            let quoted = token.kind == .backtickIdentifier ? 1 : 0
            let start = Int(token.start) + quoted, end = Int(token.end) - quoted
            guard filter.mayMatch(bytes, start, end) else { continue }
            let name = bytes[start..<end]
            var isMember: Bool?
            for rule in rules {
                for (index, first) in rule.apiFirstNames.enumerated() where name.elementsEqual(first) {
                    isMember = isMember ?? isMemberOrDeclaration(position, in: file)
                    guard isMember == false, rule.matches(rule.apiPatterns[index], at: position, in: file) else {
                        continue
                    }
                    guard case .apis(let check) = rule.rule.check else { continue }
                    found.append((rule.violation(at: Int(token.line), Int(token.column), "`\(check.forbidden[index])`"),
                                  rule))
                    break
                }
            }
        }
        return found
    }

    func matches(_ pattern: [String], at start: Int, in file: OutlinedFile) -> Bool {
        var position = start
        for component in pattern.dropFirst() {
            guard let period = file.nextCode(after: position), file.tokens[period].kind == .period,
                  // After a period a keyword is a member name too: `FileManager.default`.
                  let name = file.nextCode(after: period),
                  [.identifier, .backtickIdentifier, .keyword].contains(file.tokens[name].kind),
                  Self.unquoted(file.text(name)) == component else { return false }
            position = name
        }
        return true
    }

    private static func isMemberOrDeclaration(_ position: Int, in file: OutlinedFile) -> Bool {
        if let previous = file.previousCode(before: position) {
            let token = file.tokens[previous]
            if token.kind == .period { return true }
            let declaring: [Keyword] = [.func, .var, .let, .class, .struct, .enum, .protocol, .typealias, .case,
                                        .actor, .associatedtype]
            if declaring.contains(token.keyword) { return true }
            if [.leftParen, .comma].contains(token.kind), let next = file.nextCode(after: position),
               file.tokens[next].kind == .colon {
                return true
            }
        }
        return false
    }

    // MARK: declarations

    private func declarationViolations(_ check: DeclarationCheck, types: [TypeDecl], layer: String?,
                                       index: ProjectIndex) -> [Violation] {
        var violations: [Violation] = []
        for decl in types {
            // The kind first: most declarations are not of the kinds a rule selects, and need no name work.
            guard check.kinds.isEmpty ? decl.kind != .extension : check.kinds.contains(decl.kind) else { continue }
            let name = Self.simpleName(decl.name)
            let conforms = { (proto: String) in Self.conforms(name, inherits: decl.inherits, to: proto, index: index) }
            guard selects(check, kind: decl.kind, name: name, hasAttribute: decl.hasAttribute, conforms: conforms)
            else { continue }
            var failures: [String] = []
            if !check.mustBeKind.isEmpty, !check.mustBeKind.contains(decl.kind) {
                failures.append("is \(Self.article(decl.kind.rawValue)), not "
                    + check.mustBeKind.map { Self.article($0.rawValue) }.joined(separator: " or "))
            }
            if check.mustNotBeKind.contains(decl.kind) { failures.append("is \(Self.article(decl.kind.rawValue))") }
            for attribute in check.mustHaveAttribute where !decl.hasAttribute(attribute) {
                failures.append("lacks `@\(attribute)`")
            }
            for attribute in check.mustNotHaveAttribute where decl.hasAttribute(attribute) {
                failures.append("has `@\(attribute)`")
            }
            for modifier in check.mustHaveModifier where !decl.modifiers.contains(modifier) {
                failures.append("is not `\(modifier)`")
            }
            for modifier in check.mustNotHaveModifier where decl.modifiers.contains(modifier) {
                failures.append("is `\(modifier)`")
            }
            for proto in check.mustConformTo where !conforms(proto) {
                failures.append("does not conform to `\(proto)`")
            }
            for proto in check.mustNotConformTo where conforms(proto) {
                failures.append("conforms to `\(proto)`")
            }
            if !check.mustBeInLayers.isEmpty, !check.mustBeInLayers.contains(layer ?? "") {
                failures.append("is in " + (layer.map { "the \($0) layer" } ?? "no layer") + ", not "
                    + check.mustBeInLayers.joined(separator: " or "))
            }
            if !failures.isEmpty {
                violations.append(violation(at: decl.line, decl.column,
                                            "`\(name)` " + failures.joined(separator: ", ")))
            }
        }
        return violations
    }

    /// Whether the selector picks a declaration: its kinds (extensions only when named), name, attribute and
    /// conformance. The scope is the file's, checked before.
    /// Whether a `declarations` rule may select `decl` once conformances are known: its kind, attribute and name
    /// fit. Pass 1 keeps only such declarations of a file.
    func mayLaterSelect(_ decl: TypeDecl) -> Bool {
        guard case .declarations(let check) = rule.check else { return false }
        return selects(check, kind: decl.kind, name: Self.simpleName(decl.name), hasAttribute: decl.hasAttribute,
                       conforms: { _ in true })
    }

    /// `conforms` is asked only when the selector names a protocol: it reads the project's extensions.
    func selects(_ check: DeclarationCheck, kind: TypeDecl.Kind, name: String, hasAttribute: (String) -> Bool,
                 conforms: (String) -> Bool) -> Bool {
        if check.kinds.isEmpty ? kind == .extension : !check.kinds.contains(kind) { return false }
        if let attribute = check.attribute, !hasAttribute(attribute) { return false }
        if let nameGlob, !nameGlob.matches(name) { return false }
        if let proto = check.conformsTo, !conforms(proto) { return false }
        return true
    }

    // MARK: dependencies

    /// Imports of project modules in a forbidden layer (modules are forbidden by layer, not by path), and names
    /// of types whose every declaration is in the forbidden layers or paths (``forbiddenTypes(in:)``, worked out
    /// once per run), at each name's first use.
    private func dependencyViolations(imports: [ImportDecl], mentions: [TypeMention],
                                      index: ProjectIndex) -> [Violation] {
        var violations: [Violation] = []
        var reported: Set<String> = []
        for decl in imports {
            let module = decl.topLevelModule
            guard let layer = index.layer(ofModule: module), isForbidden(file: "", layer: layer),
                  reported.insert(module).inserted else { continue }
            violations.append(violation(at: decl.line, decl.column, "`import \(module)`"))
        }
        guard let forbidden = index.customForbiddenTypes[rule.id], !forbidden.isEmpty else { return violations }
        for mention in mentions {
            guard let type = forbidden[mention.nameHash], reported.insert(type.name).inserted else { continue }
            violations.append(violation(at: mention.line, mention.column,
                                        "`\(type.name)` (declared in \(type.file))"))
        }
        return violations
    }

    /// Each capitalised name a file uses as a type could be used, once, at its first use: not a member
    /// (`x.Name`), a declaration's name or an argument label, not on an import line, not a type the file declares.
    /// Names are kept as hashes of their bytes: no string is made for each of a file's identifiers.
    static func typeMentions(in file: OutlinedFile) -> [TypeMention] {
        let declaredHere = Set(file.outline.types.filter { $0.kind != .extension }
            .map { NameHash.of(simpleName($0.name)) })
        let importLines = Set(file.outline.imports.map(\.line))
        let bytes = file.source.bytes
        let uppercase = UInt8(ascii: "A")...UInt8(ascii: "Z")
        var seen: Set<UInt64> = []
        var mentions: [TypeMention] = []
        for (position, token) in file.tokens.enumerated() where token.kind == .identifier {
            guard uppercase.contains(bytes[Int(token.start)]), !importLines.contains(Int(token.line)) else { continue }
            let hash = NameHash.of(bytes, Int(token.start), Int(token.end))
            guard !seen.contains(hash), !declaredHere.contains(hash), !isMemberOrDeclaration(position, in: file)
            else { continue }
            seen.insert(hash)
            mentions.append(TypeMention(nameHash: hash, line: Int(token.line), column: Int(token.column)))
        }
        return mentions
    }

    /// The types every (visible, top-level) declaration of which is in the forbidden layers or paths, with the
    /// file of one of them: what ``dependencyViolations(in:index:)`` looks for.
    func forbiddenTypes(in index: ProjectIndex) -> [UInt64: ForbiddenType] {
        guard case .dependencies = rule.check else { return [:] }
        var names: [UInt64: ForbiddenType] = [:]
        for (name, declarations) in index.types {
            let visible = declarations.filter { !$0.isNested && !$0.isFilePrivate }
            if let first = visible.first, visible.allSatisfy({ isForbidden(file: $0.file, layer: $0.layer) }) {
                names[NameHash.of(name)] = ForbiddenType(name: name, file: first.file)
            }
        }
        return names
    }

    // MARK: names

    static func unquoted(_ name: String) -> String {
        name.count > 2 && name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
    }

    /// The last component of a possibly qualified, backticked, generic name: `SwiftUI.View` → `View`.
    static func simpleName(_ name: String) -> String {
        if !name.utf8.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "`") }) {
            return name
        }
        let base = name.split(separator: "<", maxSplits: 1).first.map(String.init) ?? name
        return unquoted(base.split(separator: ".").last.map(String.init) ?? base)
    }

    /// What a type conforms to in its declaration and in every extension of it in the project.
    static func conforms(_ name: String, inherits: [String], to proto: String, index: ProjectIndex) -> Bool {
        let target = simpleName(proto)
        func names(_ entry: String) -> Bool {
            entry == target || (entry.hasSuffix(target) && inheritedName(entry) == target)
        }
        return inherits.contains(where: names)
            || index.extensions[name]?.contains { $0.inherits.contains(where: names) } == true
    }

    /// An inheritance entry as a simple name: `@unchecked Sendable` → `Sendable`, `SwiftUI.View` → `View`.
    static func inheritedName(_ entry: String) -> String {
        // Most entries are plain names already: no splitting for them.
        guard entry.utf8.contains(where: { $0 == 0x20 || $0 == 0x2E || $0 == 0x3C || $0 == 0x60 }) else { return entry }
        return simpleName(entry.split(separator: " ").last.map(String.init) ?? entry)
    }

    private static func article(_ word: String) -> String {
        (["a", "e", "i", "o", "u"].contains(word.prefix(1)) ? "an " : "a ") + word
    }
}

/// A name a file uses where a type could be, at its first use, by the hash of its bytes.
struct TypeMention: Sendable, Equatable {
    var nameHash: UInt64
    var line: Int
    var column: Int
}

/// 64-bit FNV-1a of a name's UTF-8 bytes: how type mentions are matched without making strings.
enum NameHash {
    static func of(_ bytes: [UInt8], _ start: Int, _ end: Int) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for index in start..<end {
            hash = (hash ^ UInt64(bytes[index])) &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    static func of(_ name: String) -> UInt64 {
        let bytes = Array(name.utf8)
        return of(bytes, 0, bytes.count)
    }
}

/// What pass 1 keeps of a file no built-in rule reads, for the custom rules that need the index: its layer, types
/// and imports, and the names it uses when a `dependencies` rule looks at it. The file itself is not kept.
struct CustomFileFacts: Sendable {
    var layer: String?
    /// Positions of the rules to run once the index exists.
    var rules: [Int]
    var types: [TypeDecl]
    var imports: [ImportDecl]
    var mentions: [TypeMention]
}
