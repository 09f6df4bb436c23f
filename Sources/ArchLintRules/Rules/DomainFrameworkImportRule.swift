import ArchLintOutline

/// Flags a Domain file's import of any module but Foundation. Docs: Rules/domain-framework-import.md
public struct DomainFrameworkImportRule: Rule {
    public static let id = "domain-framework-import"
    public static let optionNames: Set<String> = ["allowedImports"]
    static let alwaysAllowed: Set<String> = ["Foundation", "FoundationEssentials", "Swift", "_Concurrency"]

    public init() {}

    public func check(_ file: OutlinedFile, in context: RuleContext) -> [Violation] {
        guard context.layer == Layer.domain else { return [] }
        let allowed = Self.alwaysAllowed.union(context.option("allowedImports"))
        return file.outline.imports.compactMap { decl in
            let module = decl.topLevelModule
            // The project's own modules are layer-dependency's business: one import, one finding.
            guard !allowed.contains(module), !context.index.isProjectModule(module) else { return nil }
            return Violation(at: file.tokens[decl.keywordToken], .frameworkImport(module, conditional: decl.isConditional))
        }
    }
}

extension String {
    fileprivate static func frameworkImport(_ module: String, conditional: Bool) -> String {
        "`import \(module)` in the Domain layer\(conditional ? " (inside `#if`)" : "") — Domain imports only "
            + "Foundation; move code that needs \(module) to the Data or Presentation layer"
    }
}
