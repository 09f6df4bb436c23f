import ArchLintOutline
import ArchLintRules

/// A custom rule that can find nothing in this project, and why.
public struct UnmatchedCustomRule: Sendable, Equatable {
    public var id: String
    /// "no file is in its scope", "no declaration matches its selector"…
    public var reason: String

    public init(id: String, reason: String) {
        self.id = id
        self.reason = reason
    }
}

/// Finds the custom rules that match nothing: a layer or glob that names no file, a selector no declaration meets.
/// A rule that matches and simply finds no problem is not one of them.
enum CustomRuleCoverage {
    /// `found` holds the ids of the rules that reported something: they match, and cost no search. With
    /// `everyFileChecked`, a `declarations` rule's own checks already tell whether its selector met anything.
    static func unmatched(_ rules: [CompiledCustomRule], files: [ScannedFile], index: ProjectIndex,
                          found: Set<String>, everyFileChecked: Bool) -> [UnmatchedCustomRule] {
        // Each rule on its own core: a selector that matches nothing is looked for in every declaration.
        Parallel.map(Array(rules.enumerated())) { position, rule in
            found.contains(rule.rule.id) || rule.selection.isSet ? nil
                : unmatched(rule, at: position, files: files, index: index, everyFileChecked: everyFileChecked)
        }.compactMap { $0 }
    }

    private static func unmatched(_ rule: CompiledCustomRule, at position: Int, files: [ScannedFile],
                                  index: ProjectIndex, everyFileChecked: Bool) -> UnmatchedCustomRule? {
        guard files.contains(where: { $0.customRules.contains(position) }) else {
            return UnmatchedCustomRule(id: rule.rule.id, reason: "no file is in its scope")
        }
        switch rule.rule.check {
        case .declarations where everyFileChecked:
            return UnmatchedCustomRule(id: rule.rule.id, reason: "no declaration in its scope matches its selector")
        case .declarations(let check):
            var paths: Set<String> = []
            for index in files.indices where files[index].customRules.contains(position) {
                paths.insert(files[index].source.path)
            }
            func isSelected(_ declaration: DeclaredType) -> Bool {
                rule.selects(check, kind: declaration.kind, name: declaration.name,
                             hasAttribute: declaration.attributes.contains, conforms: { target in
                                 CompiledCustomRule.conforms(declaration.name, inherits: declaration.inherits,
                                                             to: target, index: index)
                             }) && paths.contains(declaration.file)
            }
            let tables = check.kinds.contains(.extension) ? [index.types, index.extensions] : [index.types]
            let selected = tables.contains { table in table.values.contains { $0.contains(where: isSelected) } }
            return selected ? nil
                : UnmatchedCustomRule(id: rule.rule.id, reason: "no declaration in its scope matches its selector")
        case .dependencies:
            let matched = files.contains { file in
                rule.isForbidden(file: file.source.path, layer: file.declarations?.layer)
            }
            return matched ? nil : UnmatchedCustomRule(id: rule.rule.id, reason: "no file is in its forbidden scope")
        case .imports, .apis:
            return nil
        }
    }
}
