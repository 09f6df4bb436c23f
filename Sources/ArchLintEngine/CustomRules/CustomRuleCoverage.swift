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
    static func unmatched(_ rules: [CompiledCustomRule], files: [FileSummary],
                          index: ProjectIndex) -> [UnmatchedCustomRule] {
        var unmatched: [UnmatchedCustomRule] = []
        for rule in rules {
            let inScope = files.filter { rule.applies(to: $0.path, layer: $0.layer, isAppCode: index.isAppCode($0.path)) }
            if inScope.isEmpty {
                unmatched.append(UnmatchedCustomRule(id: rule.rule.id, reason: "no file is in its scope"))
                continue
            }
            switch rule.rule.check {
            case .declarations(let check):
                let paths = Set(inScope.map(\.path))
                let extensions = check.kinds.contains(.extension) ? Array(index.extensions.values.joined()) : []
                let selected = (Array(index.types.values.joined()) + extensions).contains { declaration in
                    paths.contains(declaration.file) && rule.selects(
                        check, kind: declaration.kind, name: declaration.name, attributes: declaration.attributes,
                        conformances: CompiledCustomRule.conformances(declaration.inherits)
                            .union((index.extensions[declaration.name] ?? [])
                                .flatMap { CompiledCustomRule.conformances($0.inherits) }))
                }
                if !selected {
                    unmatched.append(UnmatchedCustomRule(id: rule.rule.id,
                                                         reason: "no declaration in its scope matches its selector"))
                }
            case .dependencies(let check):
                let forbidden = CompiledCustomRule(CustomRule(id: rule.rule.id, severity: rule.severity, message: "",
                                                              check: .apis(APICheck(scope: check.forbidden))),
                                                   severity: rule.severity)
                if !files.contains(where: { forbidden.applies(to: $0.path, layer: $0.layer, isAppCode: true) }) {
                    unmatched.append(UnmatchedCustomRule(id: rule.rule.id, reason: "no file is in its forbidden scope"))
                }
            case .imports, .apis:
                break
            }
        }
        return unmatched
    }
}
