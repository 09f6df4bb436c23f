import ArchLintLexer
import ArchLintOutline
import ArchLintRules

extension CompiledCustomRule {
    /// Imports of project modules in a forbidden layer (modules are forbidden by layer, not by path), and names
    /// of types whose every declaration is in the forbidden layers or paths
    /// (``forbiddenTypes(named:in:forbiddenFiles:)``, worked out once per run), at each name's first use.
    func dependencyViolations(imports: [ImportDecl], mentions: [TypeMention],
                                      index: ProjectIndex) -> [Violation] {
        var violations: [Violation] = []
        var reported: Set<String> = []
        for decl in imports {
            let module = decl.topLevelModule
            guard let layer = index.layer(ofModule: module), isForbidden(file: "", layer: layer),
                  reported.insert(module).inserted else { continue }
            violations.append(violation(at: decl.line, decl.column, "`import \(module)`"))
        }
        guard let forbidden = index.customForbiddenTypes[rule.id], !forbidden.isEmpty,
              let names = index.customForbiddenNames[rule.id] else { return violations }
        for mention in mentions where names.contains(mention.nameHash) {
            guard let type = forbidden[mention.nameHash], reported.insert(type.name).inserted else { continue }
            violations.append(violation(at: mention.line, mention.column,
                                        "`\(type.name)` (declared in \(type.file))"))
        }
        return violations
    }

    /// Of the types `names`, those every (visible, top-level) declaration of which is in `forbiddenFiles` (the
    /// files of the forbidden layers or paths, ``isForbidden(file:layer:)``, judged once per file on every core),
    /// with the file of one of them: what ``dependencyViolations(imports:mentions:index:)`` looks for. `names`
    /// holds at least the visible top-level types the forbidden files declare: no other type can qualify.
    func forbiddenTypes(named names: Set<String>, in index: ProjectIndex,
                        forbiddenFiles: Set<String>) -> [UInt64: ForbiddenType] {
        guard case .dependencies = rule.check, !forbiddenFiles.isEmpty else { return [:] }
        var forbidden: [UInt64: ForbiddenType] = [:]
        for name in names {
            guard let declarations = index.types[name] else { continue }
            var first: Int?
            var allForbidden = true
            // By index: a declaration is a large value, not to be copied for each look.
            for position in declarations.indices
            where declarations[position].isVisibleTopLevelType {
                guard forbiddenFiles.contains(declarations[position].file) else {
                    allForbidden = false
                    break
                }
                if first == nil { first = position }
            }
            if allForbidden, let first {
                forbidden[FNV1a64.hash(name.utf8)] = ForbiddenType(name: name, file: declarations[first].file)
            }
        }
        return forbidden
    }
}

/// A name a file uses where a type could be, at its first use, by the ``FNV1a64`` hash of its bytes. Many wait for
/// pass 2: the line and column are kept in 32 bits, as tokens keep them.
struct TypeMention: Sendable, Equatable {
    var nameHash: UInt64
    private var storedLine: UInt32
    private var storedColumn: UInt32

    init(nameHash: UInt64, line: Int, column: Int) {
        self.nameHash = nameHash
        storedLine = UInt32(truncatingIfNeeded: line)
        storedColumn = UInt32(truncatingIfNeeded: column)
    }

    var line: Int { Int(storedLine) }
    var column: Int { Int(storedColumn) }
}

/// What pass 1 keeps of a file no built-in rule reads, for the custom rules that need the index: its layer, types
/// and imports, and the names it uses when a `dependencies` rule looks at it. The file itself is not kept.
struct CustomFileFacts: Sendable {
    var layer: String?
    /// Positions of the rules to run once the index exists.
    var rules: [Int]
    var types: [KeptDeclaration]
    var imports: [ImportDecl]
    var mentions: [TypeMention]
}
