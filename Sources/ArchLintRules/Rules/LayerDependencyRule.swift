import ArchLintLexer
import ArchLintOutline

/// Flags imports and type references that point at a layer this file's layer may not depend on, one finding per
/// cause. Docs: Rules/layer-dependency.md, Rules/layer-dependency/presentation-data.md
public struct LayerDependencyRule: Rule {
    public static let id = "layer-dependency"
    /// Presentation code that uses the Data layer: reported apart, at its own severity.
    public static let presentationData = "presentation-data"
    public static let checks = [presentationData]

    public init() {}

    public func check(_ file: OutlinedFile, in context: RuleContext) -> [Violation] {
        guard let layer = context.layer else { return [] }
        let index = context.index
        let references = LayerReferences.find(in: file, layer: layer, index: index)
            .filter { !index.policy.allows(layer, $0.layer) && !Self.isAllowedByProfile($0, from: layer, context) }
            .sorted { $0.tokenIndex < $1.tokenIndex }
        let forbiddenImports = Set(references.filter { $0.kind == .import }.map(\.name))
        var causes: [LayerCause] = []
        var position: [LayerCause.Key: Int] = [:]
        var reported = OncePerLine()
        for reference in references {
            let token = file.tokens[reference.tokenIndex]
            // One place per name per line: `let r: Repo = Repo()` is one construct.
            guard reported.isFirst(reference.name, line: token.line) else { continue }
            let key = LayerCause.key(of: reference, forbiddenImports: forbiddenImports)
            if let existing = position[key] {
                causes[existing].add(reference, token: token)
            } else {
                position[key] = causes.count
                causes.append(LayerCause(key: key, first: reference, token: token))
            }
        }
        return causes.map { cause in
            let check = layer == Layer.presentation && cause.layer == Layer.data ? Self.presentationData : nil
            return Violation(at: cause.tokens[0], cause.message(from: layer, index: index, profile: context.profile),
                             places: Array(cause.tokens.dropFirst()), check: check,
                             cause: FindingCause(name: cause.name, layer: cause.layer, isModule: cause.isModule))
        }
    }

    /// Under the SwiftData stance, views may use the persisted entities the Data layer declares (`@Query`).
    private static func isAllowedByProfile(_ reference: LayerReference, from layer: String,
                                           _ context: RuleContext) -> Bool {
        context.profile == .swiftdata && layer == Layer.presentation && reference.layer == Layer.data
            && reference.kind == .type && context.index.persistedEntities.contains(reference.name)
    }
}

/// One cause of a file's dependencies on another layer: a type it uses, or a project module it imports together
/// with the uses of that module's types; with every place it shows.
private struct LayerCause {
    enum Key: Hashable {
        case module(String)
        case type(String, layer: String)
    }

    let key: Key
    /// The module or type name.
    let name: String
    let layer: String
    let isImport: Bool
    var isModule: Bool {
        if case .module = key { return true }
        return false
    }
    private(set) var tokens: [Token]
    /// The declarations of the types used, in order of first use, one per name.
    private(set) var declarations: [DeclaredType] = []

    init(key: Key, first reference: LayerReference, token: Token) {
        self.key = key
        switch key {
        case .module(let module): name = module
        case .type(let type, _): name = type
        }
        layer = reference.layer
        isImport = reference.kind == .import
        tokens = [token]
        if let declaration = reference.declaration { declarations = [declaration] }
    }

    /// The import of a module the file may not import gathers the uses of that module's types.
    static func key(of reference: LayerReference, forbiddenImports: Set<String>) -> Key {
        if reference.kind == .import { return .module(reference.name) }
        if let module = reference.declaration?.module, forbiddenImports.contains(module) { return .module(module) }
        return .type(reference.name, layer: reference.layer)
    }

    mutating func add(_ reference: LayerReference, token: Token) {
        tokens.append(token)
        if let declaration = reference.declaration, !declarations.contains(where: { $0.name == declaration.name }) {
            declarations.append(declaration)
        }
    }

    func message(from source: String, index: ProjectIndex, profile: Profile) -> String {
        let policy = index.policy
        let allowed = policy.layers.filter { $0 != source && policy.allows(source, $0) }
        let rule = allowed.isEmpty ? "\(source) may depend on no other layer"
            : "\(source) may depend only on \(allowed.joined(separator: ", "))"
        let advice = LayerAdvice(from: source, to: layer, index: index, profile: profile)
        guard isImport else {
            return "`\(name)` (\(layer) layer) is used in the \(source) layer — \(rule); "
                + advice.forType(named: name, declaration: declarations.first)
        }
        let used = declarations.map { "`\($0.name)`" }
        let brings = used.isEmpty ? "" : " for " + (used.count > 3 ? used.prefix(3).joined(separator: ", ")
            + " and \(used.count - 3) more" : used.joined(separator: ", "))
        let fix = declarations.count == 1
            ? advice.forType(named: declarations[0].name, declaration: declarations[0])
            : advice.forModule(name)
        return "`import \(name)` (\(layer) layer) in the \(source) layer\(brings) — \(rule); \(fix)"
    }
}
