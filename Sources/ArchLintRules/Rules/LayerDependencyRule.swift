import ArchLintOutline

/// Flags imports and type references that point at a layer this file's layer may not depend on.
/// Docs: Rules/layer-dependency.md
public struct LayerDependencyRule: Rule {
    public static let id = "layer-dependency"

    public init() {}

    public func check(_ file: OutlinedFile, in context: RuleContext) -> [Violation] {
        guard let layer = context.layer else { return [] }
        let policy = context.index.policy
        var reported = OncePerLine()
        var violations: [Violation] = []
        for reference in LayerReferences.find(in: file, layer: layer, index: context.index)
        where !policy.allows(layer, reference.layer) {
            let token = file.tokens[reference.tokenIndex]
            // One finding per name per line: `let r: Repo = Repo()` is one construct.
            guard reported.isFirst(reference.name, line: token.line) else { continue }
            let allowed = policy.mayDependOn[layer, default: []].sorted()
            violations.append(Violation(at: token, reference.kind == .import
                ? .forbiddenImport(reference.name, layer: layer, target: reference.layer, allowed: allowed)
                : .forbiddenType(reference.name, layer: layer, target: reference.layer)))
        }
        return violations
    }
}

extension String {
    fileprivate static func forbiddenImport(_ module: String, layer: String, target: String, allowed: [String]) -> String {
        let may = allowed.isEmpty ? "nothing" : allowed.joined(separator: ", ")
        return "`import \(module)` (\(target) layer) in the \(layer) layer — \(layer) may depend only on \(may)"
    }

    fileprivate static func forbiddenType(_ type: String, layer: String, target: String) -> String {
        "`\(type)` is declared in the \(target) layer and used in the \(layer) layer — depend on a protocol "
            + "the Domain declares and let the composition root provide \(type)"
    }
}
