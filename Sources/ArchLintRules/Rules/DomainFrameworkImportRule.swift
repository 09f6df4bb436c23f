import ArchLintOutline

/// Flags a Domain file's import of any module but Foundation, once per module (a second import of it in the same
/// file, under another `#if`, is a place of the same finding). Docs: Rules/domain-framework-import.md
public struct DomainFrameworkImportRule: Rule {
    public static let id = "domain-framework-import"
    public static let optionNames: Set<String> = ["allowedImports"]
    /// Foundation and the modules of the Swift standard library.
    static let alwaysAllowed: Set<String> = ["Foundation", "FoundationEssentials", "Swift", "_Concurrency",
                                             "RegexBuilder", "_StringProcessing", "Synchronization", "Distributed"]

    public init() {}

    public func check(_ file: OutlinedFile, in context: RuleContext) -> [Violation] {
        guard context.layer == Layer.domain else { return [] }
        let configured = context.option("allowedImports")
        let allowed = Self.alwaysAllowed.union(configured)
        var violations: [Violation] = []
        var position: [String: Int] = [:]
        for decl in file.outline.imports {
            let module = decl.topLevelModule
            // The project's own modules are layer-dependency's business: one import, one finding.
            guard !allowed.contains(module), !context.index.isProjectModule(module),
                  !Self.namesTheDomain(module) else { continue }
            let token = file.tokens[decl.keywordToken]
            if let existing = position[module] {
                violations[existing].places.append(FindingPlace(line: Int(token.line), column: Int(token.column)))
                continue
            }
            position[module] = violations.count
            violations.append(Violation(at: token, .frameworkImport(module, conditional: decl.isConditional,
                                                                    alsoAllowed: configured),
                                        cause: FindingCause(name: module)))
        }
        return violations
    }
}

extension DomainFrameworkImportRule {
    /// A module named for the Domain layer (`TripDomain`, `TripDomainInterface`, `DomainKit`): the Domain's own
    /// code, whichever build system declares it.
    static func namesTheDomain(_ module: String) -> Bool {
        NameWords.split(module).contains("Domain")
    }
}

extension String {
    /// `alsoAllowed` are the modules the configuration allows besides Foundation, named in the message.
    fileprivate static func frameworkImport(_ module: String, conditional: Bool, alsoAllowed: [String]) -> String {
        let allowed = alsoAllowed.isEmpty ? "only Foundation"
            : "only Foundation and " + alsoAllowed.sorted().map { "`\($0)`" }.joined(separator: ", ")
        let head = "`import \(module)` in the Domain layer\(conditional ? " (inside `#if`)" : "") — Domain imports "
            + "\(allowed); "
        switch FrameworkKind.of(module) {
        case .userInterface:
            return head + "colours, images and views belong in Presentation, which maps Domain values to them"
        case .storage:
            return head + "storage and networking belong in the Data layer, behind a protocol the Domain declares"
        case .reactive:
            return head + "publish the stream as an `AsyncSequence` (`AsyncStream`) and the Domain code can stay"
        case .platform:
            return head + "wrap \(module) in a Data-layer service behind a protocol the Domain declares"
        case .package:
            return head + "if the team accepts \(module) in Domain (a dependency-injection, test-support or "
                + "identifier library), list it in `allowedImports`; otherwise move what needs it out of Domain"
        }
    }
}
