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
                forbidden[NameHash.of(name)] = ForbiddenType(name: name, file: declarations[first].file)
            }
        }
        return forbidden
    }
}

/// A name a file uses where a type could be, at its first use, by the hash of its bytes. Many wait for pass 2:
/// the line and column are kept in 32 bits, as tokens keep them.
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

/// The hash of a name's UTF-8 bytes: how type mentions are matched without making strings. Eight bytes are mixed
/// at a time (a multiplication and a shift each), not one: the identifier walk hashes every name in upper case
/// of every file in a `dependencies` rule's scope. The length is mixed in first, so names that differ only by
/// trailing zero bytes differ too.
enum NameHash {
    private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15

    static func of(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> UInt64 {
        var hash = (0xCBF2_9CE4_8422_2325 ^ UInt64(truncatingIfNeeded: end &- start)) &* multiplier
        var index = start
        var tail: UInt64 = 0
        if let base = UnsafeRawPointer(bytes.baseAddress) {
            while end &- index >= 8 {
                let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                hash = (hash ^ word) &* multiplier
                hash ^= hash >> 29
                index &+= 8
            }
            // The last 1–7 bytes in one load, not a loop whose end no branch predictor foresees: the eight bytes
            // that end where the name ends (bytes before the name, in the buffer, shifted out), or when the name
            // starts the buffer, the eight that start where the tail starts (bytes after it masked off).
            let left = end &- index
            if left > 0 {
                if end >= 8 {
                    let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: end &- 8, as: UInt64.self))
                    tail = word &>> UInt64(truncatingIfNeeded: (8 &- left) &* 8)
                    index = end
                } else if index &+ 8 <= bytes.count {
                    let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                    tail = word & ((1 &<< UInt64(truncatingIfNeeded: left &* 8)) &- 1)
                    index = end
                }
            }
        }
        var shift: UInt64 = 0
        while index < end {
            tail |= UInt64(bytes[index]) << shift
            shift &+= 8
            index &+= 1
        }
        hash = (hash ^ tail) &* multiplier
        return hash ^ (hash >> 32)
    }

    static func of(_ name: String) -> UInt64 {
        var name = name
        return name.withUTF8 { of($0, from: 0, to: $0.count) }
    }
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
