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
            where !declarations[position].isNested && !declarations[position].isFilePrivate {
                guard forbiddenFiles.contains(declarations[position].file) else {
                    allForbidden = false
                    break
                }
                if first == nil { first = position }
            }
            if allForbidden, let first {
                forbidden[NameHash.of(name)] = ForbiddenType(name: name, file: declarations[first].file)
            }
        }
        return forbidden
    }
}

/// A name a file uses where a type could be, at its first use, by the hash of its bytes.
struct TypeMention: Sendable, Equatable {
    var nameHash: UInt64
    var line: Int
    var column: Int
}

/// The hash of a name's UTF-8 bytes (``FNV1a64``): how type mentions are matched without making strings.
enum NameHash {
    static func of(_ bytes: [UInt8], _ start: Int, _ end: Int) -> UInt64 {
        FNV1a64.hash(bytes, from: start, to: end)
    }

    static func of(_ name: String) -> UInt64 {
        FNV1a64.hash(name.utf8)
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
