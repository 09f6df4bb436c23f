import ArchLintLexer
import ArchLintOutline

/// Flags persistence, validation, networking, date arithmetic and derived state written into models inside
/// SwiftUI view bodies and their `some View` helpers. Docs: Rules/view-body-logic.md
public struct ViewBodyLogicRule: Rule {
    public static let id = "view-body-logic"
    public static let optionNames: Set<String> = ["contextNames", "disabledChecks"]
    public static var optionalChecks: [String] { ViewBodyCheck.allCases.map(\.rawValue) }
    static let usualContextNames: Set<String> = ["modelContext", "context", "viewContext", "managedObjectContext"]

    public init() {}

    /// A SwiftUI view body is read wherever it is.
    public static func reads(unlayered file: OutlinedFile, survey: TokenSurvey, isAppCode: Bool) -> Bool {
        !file.outline.viewBodies.isEmpty
    }

    public func check(_ file: OutlinedFile, in context: RuleContext) -> [Violation] {
        var violations: [Violation] = []
        let disabled = Set(context.option("disabledChecks"))
        let scopes = ViewScope.scopes(in: file, index: context.index)
        guard !scopes.isEmpty else { return [] }
        // Properties grouped by view once, and each view's facts made once: reading every property of the
        // file for every scope is quadratic in a file of many views.
        var propertiesByView: [String: [PropertyDecl]] = [:]
        for property in file.outline.properties {
            guard let parent = property.parent else { continue }
            propertiesByView[ProjectIndex.simpleName(file.outline.types[parent].name), default: []].append(property)
        }
        var facts: [String: ViewFacts] = [:]
        let inputs = ViewFacts.inputNames(in: file)
        for scope in scopes {
            var view: ViewFacts
            if let known = facts[scope.viewName] {
                view = known
            } else {
                view = ViewFacts(file: file, properties: propertiesByView[scope.viewName] ?? [],
                                 index: context.index, extraContextNames: context.option("contextNames"),
                                 inputs: inputs)
                view.viewHelpers = Set(scopes.filter { $0.viewName == scope.viewName }
                    .map { $0.member.hasSuffix("()") ? String($0.member.dropLast(2)) : $0.member })
                facts[scope.viewName] = view
            }
            let persistence = context.profile != .swiftdata
            // What a call reaches, decided by the project's effects, comes first; a name-based finding of the same
            // construct (a context named `modelContext` of no known type) adds nothing.
            var found = Self.effectCalls(in: scope, file: file, view: view, index: context.index,
                                         persistence: persistence)
            found += Self.reimplementedOperations(in: scope, file: file, view: view, index: context.index)
            let resolved = Set(found.map(\.anchor))
            let viewName = scope.viewName, index = context.index, path = file.path, facts = view
            let isScreenState = { (name: String) in
                let value = ValuePath(root: .name(name))
                return Self.role(of: value, type: index.effects.typeOf(value, owner: viewName, file: path),
                                 viewName: viewName, view: facts, index: index) == .screenState
            }
            found += Self.checks(in: scope.range, file: file, view: view, persistence: persistence,
                                 isScreenState: isScreenState, isEntity: { index.persistedEntities.contains($0) },
                                 isDeclared: { index.types[$0] != nil })
                .filter { !resolved.contains($0.anchor) }
            found += Self.statistics(in: scope.range, file: file)
            // One construct, one finding: drop what lies inside an earlier finding's construct.
            found.removeAll { disabled.contains($0.check.rawValue) }
            found.sort { ($0.anchor, $0.end) < ($1.anchor, $1.end) }
            var coveredUntil = -1
            for finding in found {
                guard finding.anchor > coveredUntil else { continue }
                coveredUntil = max(coveredUntil, finding.end)
                violations.append(Violation(at: file.tokens[finding.anchor],
                                            finding.message("\(scope.viewName).\(scope.member)"),
                                            trace: finding.trace))
            }
        }
        return violations
    }
}

/// The checks the rule bundles, each of which `disabledChecks` can turn off.
public enum ViewBodyCheck: String, CaseIterable, Sendable {
    case persistence
    case networking
    case validation
    case dateArithmetic = "date-arithmetic"
    /// Derived values and time stamps written into a model, and writes that repeat an entity's own operation.
    case derivedState = "derived-state"
    /// A call on an app-wide service, manager, store, client or repository that reaches I/O: the view does not do
    /// the I/O itself, but a view model should make the call.
    case serviceCall = "service-call"
    /// Statistics computed from a collection: a ratio of an aggregate, a weighted or converted total.
    case statistics
}

/// A body or `some View` helper of a view type in this file.
struct ViewScope {
    var viewName: String
    var member: String
    var range: Range<Int>

    static func scopes(in file: OutlinedFile, index: ProjectIndex) -> [ViewScope] {
        let outline = file.outline
        // A `body` of type `some Scene` belongs to an `App` or a `Scene`, not to a view.
        var viewTypes = Set(outline.viewBodies.filter { !isSomeScene(outline.properties[$0.property].typeAnnotation) }
            .compactMap(\.parent))
        for (position, decl) in outline.types.enumerated()
        where index.viewTypes.contains(ProjectIndex.simpleName(decl.name)) {
            viewTypes.insert(position)
        }
        guard !viewTypes.isEmpty else { return [] }
        var scopes: [ViewScope] = []
        for property in outline.properties {
            guard let parent = property.parent, viewTypes.contains(parent), let range = property.accessorTokens,
                  property.name == "body" || isSomeView(property.typeAnnotation) else { continue }
            scopes.append(ViewScope(viewName: ProjectIndex.simpleName(outline.types[parent].name),
                                    member: property.name, range: range))
        }
        for function in outline.functions {
            guard let parent = function.parent, viewTypes.contains(parent), let range = function.bodyTokens,
                  returnsSomeView(file, function, bodyStart: range.lowerBound) else { continue }
            scopes.append(ViewScope(viewName: ProjectIndex.simpleName(outline.types[parent].name),
                                    member: function.name + "()", range: range))
        }
        return scopes
    }

    private static func isSomeScene(_ type: String?) -> Bool {
        guard let type else { return false }
        let compact = type.filter { !$0.isWhitespace }
        return compact == "someScene" || compact == "someSwiftUI.Scene"
    }

    private static func isSomeView(_ type: String?) -> Bool {
        guard let type else { return false }
        let compact = type.filter { !$0.isWhitespace }
        return compact == "someView" || compact == "someSwiftUI.View" || compact == "AnyView"
    }

    private static func returnsSomeView(_ file: OutlinedFile, _ function: FunctionDecl, bodyStart: Int) -> Bool {
        var cursor = function.keywordToken
        while cursor + 2 < bodyStart {
            if file.tokens[cursor].kind == .arrow, file.tokens[cursor + 1].keyword == .some {
                let name = cursor + 2
                return file.token(name, is: "View")
                    || (file.token(name, is: "SwiftUI") && file.token(name + 2, is: "View"))
            }
            // A helper that erases what it builds: `-> AnyView`.
            if file.tokens[cursor].kind == .arrow, file.token(cursor + 1, is: "AnyView") { return true }
            cursor += 1
        }
        return false
    }
}

/// What a view declares that changes how its body reads: context names, its own state, its view models.
struct ViewFacts {
    var contextNames: Set<String>
    /// The view's `@Environment(\.managedObjectContext)` properties: Core Data's context, not just a usual name.
    var managedObjectContexts: Set<String> = []
    /// Properties the view owns (`@State`, `@FocusState`, …): assigning them is not derived model state.
    var ownState: Set<String> = []
    /// Properties holding view models: assigning their inputs is delegation.
    var viewModels: Set<String> = []
    /// The names of the view's `some View` helpers in this file (`row`, `header`): a call of one draws.
    var viewHelpers: Set<String> = []
    /// The names of the properties declared in the view in this file.
    var properties: Set<String> = []
    /// Objects the view owns for its state (`@StateObject`, `@State` of an observable class it makes).
    var ownedState: Set<String> = []
    /// Objects handed to the view for it to observe (`@ObservedObject`, `@Bindable`).
    var observedObjects: Set<String> = []
    /// Objects the view reads from the environment (`@EnvironmentObject`, `@Environment(Store.self)`).
    var environmentObjects: Set<String> = []
    /// Properties holding a collection (`[Item]`, `Set<ID>`, `FetchedResults<Item>`, `= []`): their emptiness is not
    /// input to validate.
    var collections: Set<String> = []
    /// Names the user edits: bound to a control (`TextField("Name", text: $name)`, `Picker(selection: $kind)`,
    /// `.searchable(text: $query)`). A check of one of them is a check of input.
    var inputs: Set<String> = []

    static let inputControls: Set<String> = ["TextField", "SecureField", "TextEditor", "Picker", "Toggle", "Stepper",
                                             "DatePicker", "Slider", "ColorPicker", "MultiDatePicker", "searchable"]

    static let ownStateWrappers: Set<String> = ["State", "StateObject", "FocusState", "GestureState", "SceneStorage",
                                                 "AppStorage"]

    /// The facts of a view from `properties`, the properties declared in it.
    init(file: OutlinedFile, properties: [PropertyDecl], index: ProjectIndex, extraContextNames: [String],
         inputs: Set<String> = []) {
        contextNames = ViewBodyLogicRule.usualContextNames.union(extraContextNames)
        self.inputs = inputs
        for property in properties {
            self.properties.insert(property.name)
            for attribute in property.attributes {
                if attribute.name == "Environment", let key = attribute.arguments?.filter({ !$0.isWhitespace }),
                   key == "\\.modelContext" || key == "\\.managedObjectContext" {
                    contextNames.insert(property.name)
                    if key == "\\.managedObjectContext" { managedObjectContexts.insert(property.name) }
                }
                if Self.ownStateWrappers.contains(attribute.name) { ownState.insert(property.name) }
                switch attribute.name {
                case "StateObject":
                    ownedState.insert(property.name)
                case "State" where Self.constructsAClass(property, file: file, index: index):
                    ownedState.insert(property.name)
                case "ObservedObject", "Bindable":
                    observedObjects.insert(property.name)
                case "EnvironmentObject":
                    environmentObjects.insert(property.name)
                case "Environment" where attribute.arguments?.hasSuffix(".self") == true:
                    environmentObjects.insert(property.name)
                default:
                    break
                }
            }
            if let type = property.typeAnnotation, index.viewModels.contains(ProjectIndex.simpleName(type)) {
                viewModels.insert(property.name)
            }
            // A static list is a set of allowed values, not rows the view holds.
            if !property.isStatic, Self.holdsACollection(property, file: file) { collections.insert(property.name) }
            // `@State private var model = TripEditorViewModel(…)`
            if let initializer = property.initializerTokens, let first = initializer.first,
               file.tokens[first].kind == .identifier, index.viewModels.contains(file.text(first)) {
                viewModels.insert(property.name)
            }
        }
    }

    /// `= StateModel()`, `= Feature.StateModel(…)`: an initial value that makes an instance of a class of the project;
    /// or no initial value and a class of the project as the type, the instance made in the view's `init`.
    static func constructsAClass(_ property: PropertyDecl, file: OutlinedFile, index: ProjectIndex) -> Bool {
        // `@State var loader: FeedLoader`, set in the view's `init`: a class the view keeps is its own.
        if property.initializerTokens == nil, let type = property.typeAnnotation,
           (index.types[ProjectIndex.simpleName(type)] ?? []).contains(where: { $0.kind == .class }) {
            return true
        }
        guard let initializer = property.initializerTokens,
              let open = initializer.first(where: { file.tokens[$0].kind == .leftParen }),
              let name = file.previousCode(before: open), initializer.contains(name),
              file.tokens[name].kind == .identifier else { return false }
        return (index.types[file.text(name)] ?? []).contains { $0.kind == .class }
    }

    /// The names bound with `$` inside the arguments of input controls anywhere in `file`.
    static func inputNames(in file: OutlinedFile) -> Set<String> {
        var names: Set<String> = []
        let tokens = file.tokens
        for index in tokens.indices where tokens[index].kind == .identifier {
            guard inputControls.contains(file.text(index)), let open = file.nextCode(after: index),
                  tokens[open].kind == .leftParen, let close = file.partner(of: open) else { continue }
            for argument in (open + 1)..<close where tokens[argument].kind == .identifier {
                let text = file.text(argument)
                if text.hasPrefix("$"), text.count > 1 { names.insert(String(text.dropFirst())) }
            }
        }
        return names
    }

    static let collectionTypes = ["Array<", "Set<", "Dictionary<", "FetchedResults<", "SectionedFetchResults<",
                                  "OrderedSet<", "IdentifiedArrayOf<"]

    static func holdsACollection(_ property: PropertyDecl, file: OutlinedFile) -> Bool {
        if let type = property.typeAnnotation?.filter({ !$0.isWhitespace }) {
            return type.hasPrefix("[") || collectionTypes.contains { type.hasPrefix($0) }
        }
        guard let initializer = property.initializerTokens, let first = initializer.first else { return false }
        return file.tokens[first].kind == .leftBracket || file.token(first, is: "Set")
            || file.token(first, is: "Array")
    }

    func isViewModel(_ name: String) -> Bool {
        viewModels.contains(name) || name.hasSuffix(RoleNames.viewModelSuffix) || name.hasSuffix("viewModel")
            || name == "vm"
    }
}
