import ArchLintLexer
import ArchLintOutline
import ArchLintRules

/// One walk over the identifiers of a file that serves the `apis` rules (forbidden paths) and the `dependencies`
/// rules (the names used as types) together. It visits only the identifiers the token survey noted for them
/// (``IdentifierCandidates``), not every token again.
///
/// A type mention is a capitalised name where a type could be, once, at its first use: not a member (`x.Name`),
/// a declaration's name or an argument label, not on an import line, not a type the file declares. Names are kept
/// as ``FNV1a64`` hashes of their bytes: no string is made for each of a file's identifiers.
struct IdentifierWalk {
    /// What the walk found: `apis` violations with their rules, and type mentions.
    struct Result {
        var apis: [(violation: Violation, rule: CompiledCustomRule)] = []
        var mentions: [TypeMention] = []
    }

    /// The `apis` rules to match (their positions in `rules`, in order) and whether to collect type mentions, from
    /// the identifiers `candidates` notes (those that may spell a first name of the run's `apis` rules, and those in
    /// upper case). `names` holds the first names of every `apis` rule of `rules`, made once for the run.
    static func run(_ file: OutlinedFile, candidates: IdentifierCandidates, apiRules: [Int],
                    of rules: [CompiledCustomRule], names: APINames, mentions wantsMentions: Bool) -> Result {
        var result = Result()
        let wantsAPIs = !apiRules.isEmpty && !candidates.named.isEmpty
        guard wantsAPIs || wantsMentions else { return result }
        let bytes = file.source.bytes
        file.tokens.withUnsafeBufferPointer { tokens in
            bytes.withUnsafeBufferPointer { buffer in
                if wantsMentions {
                    // The names already met, and from the start the names the file declares (read in place: a
                    // declaration is a large value): neither is mentioned again. One set answers both.
                    let types = file.outline.types
                    var seen = NameHashSet(minimumCapacity: 64 + types.count)
                    for position in types.indices where types[position].kind != .extension {
                        seen.insert(FNV1a64.hash(ProjectIndex.simpleName(types[position].name).utf8))
                    }
                    // Its import lines (few: a list beats a set). Imports come first in a file: a name below the
                    // last import line is on none.
                    let importLines = file.outline.imports.map(\.line)
                    let lastImportLine = importLines.max() ?? 0
                    // Room for every noted name at once; what is kept is trimmed to size below.
                    result.mentions.reserveCapacity(candidates.capitalised.count)
                    for noted in candidates.capitalised {
                        let position = Int(noted), token = tokens[position]
                        guard Int(token.line) > lastImportLine || !importLines.contains(Int(token.line)) else {
                            continue
                        }
                        let hash = FNV1a64.hash(buffer, from: Int(token.start), to: Int(token.end))
                        guard !seen.contains(hash),
                              !CompiledCustomRule.isMemberOrDeclaration(position, in: file) else { continue }
                        seen.insert(hash)
                        result.mentions.append(TypeMention(nameHash: hash, line: Int(token.line),
                                                           column: Int(token.column)))
                    }
                    // The mentions wait for pass 2: no more memory than they fill. (Made anew: an array of a slice
                    // of the whole keeps its buffer.)
                    if result.mentions.capacity > 2 * result.mentions.count + 16 {
                        var trimmed: [TypeMention] = []
                        trimmed.reserveCapacity(result.mentions.count)
                        trimmed.append(contentsOf: result.mentions)
                        result.mentions = trimmed
                    }
                }
                guard wantsAPIs else { return }
                // The names are plain values, compared before any rule is touched: a rule (shared by every
                // thread) is read only for a name that matches, and only when it looks at this file.
                for noted in candidates.named {
                    let position = Int(noted), token = tokens[position]
                    let quoted = token.kind == .backtickIdentifier ? 1 : 0
                    let start = Int(token.start) + quoted, end = Int(token.end) - quoted
                    var matchedRule = -1
                    var isMember: Bool?
                    for entry in names.entries
                    where entry.rule != matchedRule && names.spells(entry, bytes, start, end)
                        && apiRules.contains(entry.rule) {
                        isMember = isMember ?? CompiledCustomRule.isMemberOrDeclaration(position, in: file)
                        let rule = rules[entry.rule]
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
