import ArchLintOutline

/// What a call in a view body is made on, by the part it plays for the view: the view's own screen state, an
/// app-wide service, or anything else.
enum ReceiverRole: Equatable {
    /// The object the view owns or observes for its state — a view model, a screen's state model, an MVI intent, a
    /// presenter. Calling it is delegation: what it then does is judged where it is declared.
    case screenState
    /// An object the whole app shares — a manager, service, store, client or repository reached through a
    /// singleton, the environment or a name of that role. A view calling one that does I/O is its own, weaker
    /// finding (``ViewBodyCheck/serviceCall``).
    case service
    case other
}

extension ViewBodyLogicRule {
    /// The role of a call's receiver `path` (of `type` when it resolved) in the view `viewName` with `view`'s
    /// facts. A local the view makes and calls itself is no service: the view does that work.
    static func role(of path: ValuePath?, type: String?, viewName: String, view: ViewFacts,
                     index: ProjectIndex) -> ReceiverRole {
        guard var path else { return .other }
        // `self.viewModel.save()` is `viewModel.save()`.
        if path.root == .selfValue, let first = path.members.first {
            path = ValuePath(root: .name(first), members: Array(path.members.dropFirst()))
        }
        // A persisted entity the view edits (`@Bindable var trip: TripEntity`) is the model, never screen state.
        if let type, index.persistedEntities.contains(type) { return .other }
        // A router or coordinator takes the view's navigation, however it is reached (`Router(state).open(url)`).
        if let type, RoleNames.navigationSuffixes.contains(where: type.hasSuffix) { return .screenState }
        let name: String?
        switch path.root {
        case .name(let root): name = root
        // `StatusClient(host: host).ping()`, or a local bound to it: the view makes the object and does the work.
        case .construction: return .other
        default: name = nil
        }
        // `intent.loginTapped()`, `presenter.save()`: named for the role, whatever its type resolves to.
        if path.members.isEmpty, let name, RoleNames.screenStateNames.contains(where: name.lowercased().hasSuffix) {
            return .screenState
        }
        // `store.send(.saveTapped)` on a store the project does not declare: a reducer's store holds the screen.
        if path.members.isEmpty, name == "store" || name == "viewStore",
           type.map({ index.types[$0] == nil }) ?? true {
            return .screenState
        }
        // Only the project's own types play a role; `URLSession.shared` is an API.
        let projectType = type.flatMap { index.types[$0] == nil ? nil : $0 }
        let throughSingleton = path.members.contains { ProjectEffects.singletonNames.contains($0) }
        // `PhotoStore.shared.load()`, `appState.api.fetch()`: an object reached through another is not the view's.
        if throughSingleton || !path.members.isEmpty {
            guard let projectType else { return .other }
            return throughSingleton || isService(typeName: projectType) ? .service : .other
        }
        let isProperty = name.map { view.properties.contains($0) || index.effects.hasProperty($0, of: viewName) }
            ?? false
        if let name, view.ownedState.contains(name) { return .screenState }
        if let type, RoleNames.screenStateSuffixes.contains(where: type.hasSuffix) { return .screenState }
        guard isProperty || name == nil, let projectType else { return .other }
        if let name, view.environmentObjects.contains(name) { return .service }
        if isService(typeName: projectType) { return .service }
        if let name, view.observedObjects.contains(name) { return .screenState }
        if isObservableClass(projectType, index: index), !index.persistedEntities.contains(projectType) {
            return .screenState
        }
        return .other
    }

    /// A type named for an app-wide role (`DownloadManager`, `FeedClient`, `PhotoStore`), or a protocol of one.
    static func isService(typeName: String) -> Bool {
        let base = typeName.hasSuffix("Protocol") ? String(typeName.dropLast("Protocol".count)) : typeName
        return RoleNames.sharedServiceSuffixes.contains(where: base.hasSuffix)
    }

    /// A class that is `@Observable` or an `ObservableObject`, itself or through the classes it inherits from.
    static func isObservableClass(_ type: String, index: ProjectIndex) -> Bool {
        var current = type
        for _ in 0..<8 {
            guard let declared = index.types[current], declared.contains(where: { $0.kind == .class }) else {
                return false
            }
            if declared.contains(where: { $0.attributes.contains("Observable")
                || $0.inherits.contains("ObservableObject") }) {
                return true
            }
            guard let superclass = declared.first(where: { $0.kind == .class })?.inherits.first else { return false }
            current = ProjectIndex.simpleName(superclass)
        }
        return false
    }
}
