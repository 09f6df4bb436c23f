import ArchLintLexer
import ArchLintOutline
import ArchLintRules

/// A custom rule ready to run: its globs compiled once, its checks applied to one outlined file at a time.
/// A class, so that the many loops over the rules of a run share it rather than copy it.
final class CompiledCustomRule: Sendable {
    let rule: CustomRule
    let severity: Severity
    let scopeGlobs: [Glob]
    /// Whether the rule's scope names neither layers nor paths.
    let isEverywhere: Bool
    /// The layers its scope names.
    let scopeLayers: [String]
    let forbiddenGlobs: [Glob]
    let namePattern: NamePattern?
    /// Set once a `declarations` check selects a declaration in some file.
    let selection = SelectionFlag()
    /// The `apis` paths split at their periods, and the UTF-8 of each one's first name.
    let apiPatterns: [[String]]
    let apiFirstNames: [[UInt8]]
    /// The `declarations` check, taken out of the rule once: reading it from the rule's enum at each declaration
    /// would copy every list in it.
    let declarationCheck: DeclarationCheck?
    /// The protocols a `declarations` check names, as inheritance entries are compared with them, worked out
    /// once: the selector's, and those of `mustConformTo` and `mustNotConformTo` with their names.
    let conformsToTarget: ConformanceTarget?
    let mustConformToTargets: [(name: String, target: ConformanceTarget)]
    let mustNotConformToTargets: [(name: String, target: ConformanceTarget)]

    /// Every protocol the `declarations` check names, each at its ``ConformanceTarget/slot``.
    var conformanceTargets: [ConformanceTarget] {
        (conformsToTarget.map { [$0] } ?? []) + mustConformToTargets.map(\.target) + mustNotConformToTargets.map(\.target)
    }

    /// The first names of the `apis` paths, for a filter shared by all the rules of a run.
    var apiFirstNameStrings: [String] { apiPatterns.map { $0[0] } }

    /// Whether the rule is an `apis` rule.
    let isAPIRule: Bool
    /// Whether the rule reads the project index: `dependencies`, and `declarations` that ask about conformances
    /// (an extension elsewhere may add one).
    let needsIndex: Bool
    /// Whether the rule reads the names a file uses (`dependencies`); the others read only its imports and types.
    let readsTypeMentions: Bool
    /// Whether the rule asks about conformances, which extensions anywhere may add.
    let readsConformances: Bool
    /// The layers a `dependencies` check forbids.
    let forbiddenLayers: Set<String>

    init(_ rule: CustomRule, severity: Severity) {
        self.rule = rule
        self.severity = severity
        scopeGlobs = rule.scope.paths.map { Glob($0) }
        isEverywhere = rule.scope.isEverywhere
        scopeLayers = rule.scope.layers
        // What the rule is, worked out once: the hot loops ask these of every file, on every core.
        switch rule.check {
        case .imports:
            (isAPIRule, readsConformances, needsIndex, readsTypeMentions) = (false, false, false, false)
        case .apis:
            (isAPIRule, readsConformances, needsIndex, readsTypeMentions) = (true, false, false, false)
        case .declarations(let check):
            let conformances = check.conformsTo != nil || !check.mustConformTo.isEmpty || !check.mustNotConformTo.isEmpty
            (isAPIRule, readsConformances, needsIndex, readsTypeMentions) = (false, conformances, conformances, false)
        case .dependencies:
            (isAPIRule, readsConformances, needsIndex, readsTypeMentions) = (false, false, true, true)
        }
        if case .dependencies(let check) = rule.check {
            forbiddenLayers = Set(check.forbidden.layers)
        } else {
            forbiddenLayers = []
        }
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
        if case .declarations(let check) = rule.check, let pattern = check.namePattern {
            namePattern = NamePattern(pattern)
        } else {
            namePattern = nil
        }
        if case .declarations(let check) = rule.check {
            declarationCheck = check
            // Each protocol numbered in the order of ``conformanceTargets``.
            var slot = 0
            func next(_ proto: String) -> ConformanceTarget {
                defer { slot += 1 }
                return ConformanceTarget(proto, slot: slot)
            }
            conformsToTarget = check.conformsTo.map(next)
            mustConformToTargets = check.mustConformTo.map { ($0, next($0)) }
            mustNotConformToTargets = check.mustNotConformTo.map { ($0, next($0)) }
        } else {
            declarationCheck = nil
            conformsToTarget = nil
            mustConformToTargets = []
            mustNotConformToTargets = []
        }
    }

    /// Whether the rule looks at an app file in `layer` whatever its path (`true`), at none there (`false`), or
    /// at those its path globs match (`nil`: ``SharedScopeGlobs`` answers, one match per distinct glob).
    func applies(inLayer layer: String?) -> Bool? {
        if isEverywhere { return true }
        if let layer, scopeLayers.contains(layer) { return true }
        return scopeGlobs.isEmpty ? false : nil
    }

    /// Whether a type declared in `file` and `layer` is one the `dependencies` check forbids.
    func isForbidden(file: String, layer: String?) -> Bool {
        var path = LazySplitPath(file)
        return isForbidden(file: &path, layer: layer)
    }

    /// ``isForbidden(file:layer:)`` for a path split at most once for all the rules that ask.
    func isForbidden(file path: inout LazySplitPath, layer: String?) -> Bool {
        if let layer, forbiddenLayers.contains(layer) { return true }
        guard !forbiddenGlobs.isEmpty else { return false }
        let split = path.split
        return forbiddenGlobs.contains { $0.matches(split) }
    }

    /// What an `imports` or `declarations` rule finds in `file`, which it applies to. The `apis` and
    /// `dependencies` rules of a file share one walk over its identifiers (``IdentifierWalk``) and are not asked
    /// here.
    func violations(in file: OutlinedFile, layer: String?, index: ProjectIndex) -> [Violation] {
        switch rule.check {
        case .imports(let check): return importViolations(check, in: file)
        case .declarations:
            return declarationViolations(types: file.outline.types, layer: layer, index: index)
        case .apis, .dependencies: return []
        }
    }

    /// What the rule finds from the facts pass 1 kept of a file (for a rule that needs the index).
    func violations(from facts: CustomFileFacts, index: ProjectIndex) -> [Violation] {
        switch rule.check {
        case .declarations:
            return declarationViolations(types: facts.types, layer: facts.layer, index: index)
        case .dependencies:
            return dependencyViolations(imports: facts.imports, mentions: facts.mentions, index: index)
        case .imports, .apis:
            return []
        }
    }

    func violation(at line: Int, _ column: Int, _ subject: String) -> Violation {
        Violation(line: line, column: column, message: "\(subject): \(rule.message)")
    }

    /// Every import form the outline knows (`@preconcurrency`, `import struct M.T`, several on a line, inside
    /// `#if`) counts by its module; imports in comments and strings are not imports.
    func importViolations(_ check: ImportCheck, in file: OutlinedFile) -> [Violation] {
        file.outline.imports.compactMap { decl in
            let module = decl.topLevelModule
            let refused = check.forbidden.contains(module) || check.allowed.map { !$0.contains(module) } ?? false
            return refused ? violation(at: decl.line, decl.column, "`import \(module)`") : nil
        }
    }
}
