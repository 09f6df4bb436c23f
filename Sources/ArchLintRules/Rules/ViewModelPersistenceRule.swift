import ArchLintLexer
import ArchLintOutline

/// Flags view models that import SwiftData or CoreData, hold a model context or call one, one finding per view model
/// and file (the import, the stored context, the initialiser that takes it and the calls on it are one cause). Docs: Rules/viewmodel-persistence.md
public struct ViewModelPersistenceRule: Rule {
    public static let id = "viewmodel-persistence"

    public init() {}

    /// What a held or injected persistence type is, in a message: a context, or the container that makes them.
    static func kind(of type: String?) -> String {
        switch type {
        case "ModelContainer", "NSPersistentContainer": "a persistence container (`\(type ?? "")`)"
        default: "a model context"
        }
    }

    public func check(_ file: OutlinedFile, in context: RuleContext) -> [Violation] {
        guard context.layer == nil || context.layer == Layer.presentation else { return [] }
        let outline = file.outline
        var viewModels: [Int: String] = [:]
        for (position, decl) in outline.types.enumerated() where decl.kind != .protocol {
            let name = ProjectIndex.simpleName(decl.name)
            if context.index.viewModels.contains(name) { viewModels[position] = name }
        }
        guard let firstViewModel = viewModels.sorted(by: { $0.key < $1.key }).first?.value else { return [] }
        var violations: [(owner: String, violation: Violation)] = []
        for decl in outline.imports where IOVocabulary.persistenceModules.contains(decl.topLevelModule) {
            violations.append((firstViewModel, Violation(at: file.tokens[decl.keywordToken],
                                                         .persistenceImport(decl.topLevelModule, firstViewModel))))
        }
        for property in outline.properties {
            guard let parent = property.parent, let owner = viewModels[parent], !property.isComputed else { continue }
            let heldType = property.typeAnnotation.flatMap { type in
                IOVocabulary.storeTypes.sorted().first { OutlinedFile.typeText(type, names: $0) }
            }
            let injected = property.attributes.contains { attribute in
                attribute.name == "Environment"
                    && ["\\.modelContext", "\\.managedObjectContext"].contains(attribute.arguments ?? "")
            }
            if heldType != nil || injected {
                violations.append((owner, Violation(at: file.tokens[property.keywordToken],
                                                    .heldContext(property.name, Self.kind(of: heldType), owner))))
            }
        }
        for function in outline.functions where function.kind == .initializer {
            guard let parent = function.parent, let owner = viewModels[parent] else { continue }
            let signatureEnd = function.bodyTokens?.lowerBound ?? file.tokens.count
            let taken = (function.keywordToken..<signatureEnd).first { index in
                file.tokens[index].kind == .identifier && IOVocabulary.storeTypes.contains(file.text(index))
            }
            if let taken {
                violations.append((owner, Violation(at: file.tokens[function.keywordToken],
                                                    .contextParameter(Self.kind(of: file.text(taken)), owner))))
            }
        }
        for (owner, call) in Self.contextCalls(in: file, viewModels: viewModels) {
            violations.append((owner, Violation(at: file.tokens[call.anchor], .contextCall(call.text, owner))))
        }
        // One cause per view model: its first place in the file leads, the others follow it.
        var causes: [Violation] = []
        var position: [String: Int] = [:]
        for (owner, violation) in violations.sorted(by: { ($0.violation.line, $0.violation.column)
                                                            < ($1.violation.line, $1.violation.column) }) {
            if let existing = position[owner] {
                causes[existing].places.append(FindingPlace(line: violation.line, column: violation.column))
            } else {
                position[owner] = causes.count
                var lead = violation
                lead.cause = FindingCause(name: owner)
                causes.append(lead)
            }
        }
        return causes
    }
}

extension ViewModelPersistenceRule {

    /// Calls on a model context in the members of the file's view models (`viewContext.fetch(request)`,
    /// `Store.shared.container.viewContext.save()`, `modelContext.insert(item)`) and fetched-results controllers
    /// they build: the places where the view model does the persistence itself.
    static func contextCalls(in file: OutlinedFile, viewModels: [Int: String])
        -> [(owner: String, call: (anchor: Int, text: String))] {
        var ranges: [(owner: String, range: Range<Int>)] = []
        for function in file.outline.functions {
            guard let parent = function.parent, let owner = viewModels[parent], let body = function.bodyTokens
            else { continue }
            ranges.append((owner, body))
        }
        for property in file.outline.properties {
            guard let parent = property.parent, let owner = viewModels[parent], let body = property.accessorTokens
            else { continue }
            ranges.append((owner, body))
        }
        var found: [(owner: String, call: (anchor: Int, text: String))] = []
        let tokens = file.tokens
        for (owner, range) in ranges {
            for position in range where tokens[position].kind == .identifier {
                // `context.fetch(request)`, `context.perform { … }`
                guard let open = file.nextCode(after: position),
                      tokens[open].kind == .leftParen || tokens[open].kind == .leftBrace else { continue }
                let name = file.text(position)
                if name == "NSFetchedResultsController", tokens[open].kind == .leftParen {
                    found.append((owner, (position, "NSFetchedResultsController(…)")))
                    continue
                }
                guard IOVocabulary.contextMethods.contains(name), let period = file.previousCode(before: position),
                      tokens[period].kind == .period, let receiver = file.previousCode(before: period),
                      tokens[receiver].kind == .identifier, file.text(receiver).lowercased().hasSuffix("context")
                else { continue }
                let anchor = file.expressionStart(endingAt: position)
                let text = file.text(receiver) + "." + name + "(…)"
                found.append((owner, (anchor, text)))
            }
        }
        return found
    }
}

extension String {
    fileprivate static func contextCall(_ call: String, _ viewModel: String) -> String {
        "`\(call)` in view model `\(viewModel)` works the model context itself — move the query or save into a "
            + "repository behind a protocol and call that"
    }

    fileprivate static func persistenceImport(_ module: String, _ viewModel: String) -> String {
        "`import \(module)` beside view model `\(viewModel)` — view models talk to repository or use-case "
            + "protocols; persistence belongs in the Data layer"
    }

    fileprivate static func heldContext(_ property: String, _ kind: String, _ viewModel: String) -> String {
        "`\(property)` holds \(kind) in view model `\(viewModel)` — inject a repository protocol instead"
    }

    fileprivate static func contextParameter(_ kind: String, _ viewModel: String) -> String {
        "`init` of view model `\(viewModel)` takes \(kind) — inject a repository protocol instead"
    }
}
