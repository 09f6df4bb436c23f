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
            let allowed = policy.layers.filter { $0 != layer && policy.allows(layer, $0) }
            violations.append(Violation(at: token, reference.kind == .import
                ? .forbiddenImport(reference.name, layer: layer, target: reference.layer, allowed: allowed)
                : .forbiddenType(reference.name, layer: layer, target: reference.layer, allowed: allowed)))
        }
        return violations
    }
}

extension String {
    fileprivate static func forbiddenImport(_ module: String, layer: String, target: String, allowed: [String]) -> String {
        "`import \(module)` (\(target) layer) in the \(layer) layer — \(mayDependOn(layer, allowed))"
    }

    fileprivate static func forbiddenType(_ type: String, layer: String, target: String, allowed: [String]) -> String {
        "`\(type)` (\(target) layer) is used in the \(layer) layer — \(mayDependOn(layer, allowed)); depend on "
            + "an abstraction declared there and let the composition root provide `\(type)`"
    }

    private static func mayDependOn(_ layer: String, _ allowed: [String]) -> String {
        allowed.isEmpty ? "\(layer) may depend on no other layer"
            : "\(layer) may depend only on \(allowed.joined(separator: ", "))"
    }
}
