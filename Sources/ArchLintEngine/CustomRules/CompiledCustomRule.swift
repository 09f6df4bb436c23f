import ArchLintLexer
import ArchLintOutline
import ArchLintRules

/// A custom rule ready to run: its globs compiled once, its checks applied to one outlined file at a time.
struct CompiledCustomRule: Sendable {
    let rule: CustomRule
    let severity: Severity
    private let scopeGlobs: [Glob]
    private let forbiddenGlobs: [Glob]
    private let nameGlob: Glob?

    init(_ rule: CustomRule, severity: Severity) {
        self.rule = rule
        self.severity = severity
        scopeGlobs = rule.scope.paths.map { Glob($0) }
        if case .dependencies(let check) = rule.check {
            forbiddenGlobs = check.forbidden.paths.map { Glob($0) }
        } else {
            forbiddenGlobs = []
        }
        if case .declarations(let check) = rule.check, let pattern = check.namePattern {
            nameGlob = Glob(pattern)
        } else {
            nameGlob = nil
        }
    }

    /// Whether the rule looks at the app file at `path` in `layer`. Tests and manifests are never looked at.
    func applies(to path: String, layer: String?, isAppCode: Bool) -> Bool {
        guard isAppCode else { return false }
        if rule.scope.isEverywhere { return true }
        if let layer, rule.scope.layers.contains(layer) { return true }
        return scopeGlobs.contains { $0.matches(path) }
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
        case .declarations(let check): return declarationViolations(check, in: file, layer: layer, index: index)
        case .dependencies: return dependencyViolations(in: file, index: index)
        }
    }

    private func violation(at line: Int, _ column: Int, _ subject: String) -> Violation {
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
        let patterns = check.forbidden.map { $0.split(separator: ".").map(String.init) }
        var violations: [Violation] = []
        for (position, token) in file.tokens.enumerated()
        where token.kind == .identifier || token.kind == .backtickIdentifier {
            let name = Self.unquoted(file.text(position))
            for (pattern, spelled) in zip(patterns, check.forbidden) where pattern[0] == name {
                guard !isMemberOrDeclaration(position, in: file), matches(pattern, at: position, in: file) else {
                    continue
                }
                violations.append(violation(at: Int(token.line), Int(token.column), "`\(spelled)`"))
                break
            }
        }
        return violations
    }

    private func matches(_ pattern: [String], at start: Int, in file: OutlinedFile) -> Bool {
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

    private func isMemberOrDeclaration(_ position: Int, in file: OutlinedFile) -> Bool {
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

    private func declarationViolations(_ check: DeclarationCheck, in file: OutlinedFile, layer: String?,
                                       index: ProjectIndex) -> [Violation] {
        var violations: [Violation] = []
        for decl in file.outline.types {
            let name = Self.simpleName(decl.name)
            let conformances = Self.conformances(decl.inherits)
                .union((index.extensions[name] ?? []).flatMap { Self.conformances($0.inherits) })
            guard selects(check, kind: decl.kind, name: name, attributes: decl.attributes.map(\.name),
                          conformances: conformances) else { continue }
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
            for proto in check.mustConformTo where !conformances.contains(Self.simpleName(proto)) {
                failures.append("does not conform to `\(proto)`")
            }
            for proto in check.mustNotConformTo where conformances.contains(Self.simpleName(proto)) {
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
    func selects(_ check: DeclarationCheck, kind: TypeDecl.Kind, name: String, attributes: [String],
                 conformances: Set<String>) -> Bool {
        if check.kinds.isEmpty ? kind == .extension : !check.kinds.contains(kind) { return false }
        if let nameGlob, !nameGlob.matches(name) { return false }
        if let attribute = check.attribute, !attributes.contains(attribute) { return false }
        if let proto = check.conformsTo, !conformances.contains(Self.simpleName(proto)) { return false }
        return true
    }

    // MARK: dependencies

    /// Imports of project modules in a forbidden layer (modules are forbidden by layer, not by path), and names of types whose every declaration is in the
    /// forbidden layers or paths; each name once per file, at its first use. A type the file declares itself,
    /// a member (`x.Name`) and an argument label are not references.
    private func dependencyViolations(in file: OutlinedFile, index: ProjectIndex) -> [Violation] {
        var violations: [Violation] = []
        var reported: Set<String> = []
        for decl in file.outline.imports {
            let module = decl.topLevelModule
            guard let layer = index.layer(ofModule: module), isForbidden(file: "", layer: layer),
                  reported.insert(module).inserted else { continue }
            violations.append(violation(at: decl.line, decl.column, "`import \(module)`"))
        }
        let declaredHere = Set(file.outline.types.filter { $0.kind != .extension }.map { Self.simpleName($0.name) })
        let importLines = Set(file.outline.imports.map(\.line))
        let uppercase = UInt8(ascii: "A")...UInt8(ascii: "Z")
        for (position, token) in file.tokens.enumerated() where token.kind == .identifier {
            guard uppercase.contains(file.source.bytes[Int(token.start)]), !importLines.contains(Int(token.line))
            else { continue }
            let name = file.text(position)
            guard !declaredHere.contains(name), !reported.contains(name),
                  !isMemberOrDeclaration(position, in: file) else { continue }
            let declarations = (index.types[name] ?? []).filter { !$0.isNested && !$0.isFilePrivate }
            guard !declarations.isEmpty,
                  declarations.allSatisfy({ isForbidden(file: $0.file, layer: $0.layer) }) else { continue }
            reported.insert(name)
            violations.append(violation(at: Int(token.line), Int(token.column),
                                        "`\(name)` (declared in \(declarations[0].file))"))
        }
        return violations
    }

    // MARK: names

    static func unquoted(_ name: String) -> String {
        name.count > 2 && name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
    }

    /// The last component of a possibly qualified, backticked, generic name: `SwiftUI.View` → `View`.
    static func simpleName(_ name: String) -> String {
        let base = name.split(separator: "<", maxSplits: 1).first.map(String.init) ?? name
        return unquoted(base.split(separator: ".").last.map(String.init) ?? base)
    }

    /// Inheritance entries as simple names: `@unchecked Sendable` → `Sendable`, `SwiftUI.View` → `View`.
    static func conformances(_ inherits: [String]) -> Set<String> {
        Set(inherits.map { entry in
            simpleName(entry.split(separator: " ").last.map(String.init) ?? entry)
        })
    }

    private static func article(_ word: String) -> String {
        (["a", "e", "i", "o", "u"].contains(word.prefix(1)) ? "an " : "a ") + word
    }
}
