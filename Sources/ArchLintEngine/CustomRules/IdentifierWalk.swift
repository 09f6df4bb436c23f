import ArchLintLexer
import ArchLintOutline
import ArchLintRules

/// One walk over a file's identifiers that serves the `apis` rules (forbidden paths) and the `dependencies`
/// rules (the names used as types) together: a file in the scope of both is walked once.
///
/// A type mention is a capitalised name where a type could be, once, at its first use: not a member (`x.Name`),
/// a declaration's name or an argument label, not on an import line, not a type the file declares. Names are kept
/// as hashes of their bytes: no string is made for each of a file's identifiers.
struct IdentifierWalk {
    /// What the walk found: `apis` violations with their rules, and type mentions.
    struct Result {
        var apis: [(violation: Violation, rule: CompiledCustomRule)] = []
        var mentions: [TypeMention] = []
    }

    /// The `apis` rules to match (with `filter` holding every first name of their paths), and whether to collect
    /// type mentions.
    static func run(_ file: OutlinedFile, apiRules: [CompiledCustomRule], filter: NameFilter,
                    mentions wantsMentions: Bool) -> Result {
        var result = Result()
        // The first names copied into this walk's own table: the loop reads only values it owns, and never
        // retains the rules, which every thread shares.
        let names = APINames(apiRules)
        let wantsAPIs = !names.entries.isEmpty
        guard wantsAPIs || wantsMentions else { return result }
        let bytes = file.source.bytes
        // For mentions: the names the file declares, and its import lines (few: a list beats a set).
        let declaredHere = wantsMentions ? NameHashSet(file.outline.types.filter { $0.kind != .extension }
            .map { NameHash.of(ProjectIndex.simpleName($0.name)) }) : NameHashSet()
        let importLines = wantsMentions ? file.outline.imports.map(\.line) : []
        var seen = NameHashSet(minimumCapacity: 64)
        // On plain buffers: this visits every token of every file a custom rule looks at.
        file.tokens.withUnsafeBufferPointer { tokens in
            bytes.withUnsafeBufferPointer { buffer in
                for position in 0..<tokens.count {
                    let token = tokens[position]
                    guard token.kind == .identifier || token.kind == .backtickIdentifier else { continue }
                    var isMember: Bool?
                    if wantsMentions, token.kind == .identifier {
                        let first = buffer[Int(token.start)]
                        if first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"),
                           importLines.isEmpty || !importLines.contains(Int(token.line)) {
                            let hash = FNV1a64.hash(buffer, from: Int(token.start), to: Int(token.end))
                            if !seen.contains(hash), !declaredHere.contains(hash) {
                                isMember = CompiledCustomRule.isMemberOrDeclaration(position, in: file)
                                if isMember == false {
                                    seen.insert(hash)
                                    result.mentions.append(TypeMention(nameHash: hash, line: Int(token.line),
                                                                       column: Int(token.column)))
                                }
                            }
                        }
                    }
                    guard wantsAPIs else { continue }
                    let quoted = token.kind == .backtickIdentifier ? 1 : 0
                    let start = Int(token.start) + quoted, end = Int(token.end) - quoted
                    guard filter.mayMatch(buffer, start, end) else { continue }
                    var matchedRule = -1
                    for entry in names.entries
                    where entry.rule != matchedRule && names.spells(entry, bytes, start, end) {
                        isMember = isMember ?? CompiledCustomRule.isMemberOrDeclaration(position, in: file)
                        let rule = apiRules[entry.rule]
                        guard isMember == false, rule.matches(rule.apiPatterns[entry.pattern], at: position, in: file),
                              case .apis(let check) = rule.rule.check else { continue }
                        result.apis.append((rule.violation(at: Int(token.line), Int(token.column),
                                                           "`\(check.forbidden[entry.pattern])`"), rule))
                        // One finding per rule at a token: its first path that matches.
                        matchedRule = entry.rule
                    }
                }
            }
        }
        return result
    }
}
