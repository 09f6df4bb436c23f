import ArchLintOutline

/// Flags a Domain file's import of any module but Foundation, once per module (a second import of it in the same
/// file, under another `#if`, is a place of the same finding). Docs: Rules/domain-framework-import.md
public struct DomainFrameworkImportRule: Rule {
    public static let id = "domain-framework-import"
    public static let optionNames: Set<String> = ["allowedImports"]
    static let alwaysAllowed: Set<String> = ["Foundation", "FoundationEssentials", "Swift", "_Concurrency"]

    public init() {}

    public func check(_ file: OutlinedFile, in context: RuleContext) -> [Violation] {
        guard context.layer == Layer.domain else { return [] }
        let allowed = Self.alwaysAllowed.union(context.option("allowedImports"))
        var violations: [Violation] = []
        var position: [String: Int] = [:]
        for decl in file.outline.imports {
            let module = decl.topLevelModule
            // The project's own modules are layer-dependency's business: one import, one finding.
            guard !allowed.contains(module), !context.index.isProjectModule(module) else { continue }
            let token = file.tokens[decl.keywordToken]
            if let existing = position[module] {
                violations[existing].places.append(FindingPlace(line: Int(token.line), column: Int(token.column)))
                continue
            }
            position[module] = violations.count
            violations.append(Violation(at: token, .frameworkImport(module, conditional: decl.isConditional),
                                        cause: FindingCause(name: module)))
        }
        return violations
    }
}

extension String {
    fileprivate static func frameworkImport(_ module: String, conditional: Bool) -> String {
        "`import \(module)` in the Domain layer\(conditional ? " (inside `#if`)" : "") — Domain imports only "
            + "Foundation; move code that needs \(module) to the Data or Presentation layer"
    }
}
