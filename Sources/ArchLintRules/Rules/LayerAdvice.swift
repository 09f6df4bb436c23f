/// What to do about a dependency on a layer the code may not use, fitted to what is referenced (a protocol, a
/// concrete service, a persisted entity, a value one or several layers need), for `layer-dependency`'s messages.
struct LayerAdvice {
    /// The layer whose code depends, and the layer it depends on.
    let source: String
    let target: String
    let index: ProjectIndex
    let profile: Profile

    init(from source: String, to target: String, index: ProjectIndex, profile: Profile) {
        self.source = source
        self.target = target
        self.index = index
        self.profile = profile
    }

    /// Advice for a use of the type `name`, declared as `declaration` in the target layer. In this order: a
    /// protocol moves; a service gives way to the protocol it implements or to one declared for it; an entity gives
    /// way to a value the Data layer maps it to; a value several layers may not use where it is moves to a shared
    /// place; a value an inner layer needs moves into it; any other value moves to a layer both sides may use.
    func forType(named name: String, declaration: DeclaredType?) -> String {
        let shared = sharedLayer(for: [source, target])
        if declaration?.kind == .protocol {
            guard let shared else { return "move the protocol `\(name)` to a layer \(source) may depend on" }
            return "move the protocol `\(name)` to \(shared), where \(target) can still implement it"
        }
        // The composition root wires the layers together: it never moves, and is never handed over whole.
        if let declaration, Self.isCompositionRoot(declaration) {
            return "`\(name)` is the composition root, which wires the layers together: leave it in "
                + "\(declaration.layer ?? target) and have it pass in only what this code uses, so \(source) never "
                + "sees `\(name)`"
        }
        let isEntity = index.persistedEntities.contains(name)
        if !isEntity, Self.isService(name, declaration: declaration, index: index) {
            if let abstraction = implementedProtocol(of: declaration) {
                return "depend on `\(abstraction.name)`, the \(abstraction.layer) protocol it implements, and let the "
                    + "composition root provide `\(name)`"
            }
            let home = index.policy.allows(target, source) ? source : shared ?? "a layer \(source) may use"
            return "depend on a protocol declared in \(home) and let the composition root provide `\(name)`"
        }
        if isEntity {
            var advice = "work with a \(shared ?? "shared") type that the \(target) layer maps `\(name)` to"
            if source == Layer.presentation, target == Layer.data, profile == .default {
                advice += " (the SwiftData stance lets views use entities: `--profile swiftdata`)"
            }
            return advice
        }
        // A move must leave the destination's own rules holding: a type whose file imports a UI toolkit belongs in
        // neither Domain nor Data, and an error of the networking code does not belong in Domain.
        if let declaration, index.userInterfaceFiles.contains(declaration.file),
           source == Layer.domain || source == Layer.data {
            return "`\(name)` is UI code (its file imports a UI toolkit), which \(source) "
                + "\(source == Layer.domain ? "may not hold" : "should not hold"): keep it in \(target) and give "
                + "\(source) a plain value of its own that \(target) maps to `\(name)`"
        }
        if Self.isNetworkingError(name), source == Layer.domain {
            return "`\(name)` describes a networking failure, which Domain may not know: map it to a Domain error where "
                + "\(target) catches it"
        }
        // The layers whose use of it is forbidden where it is.
        let users = (index.layersUsing[name] ?? []).filter { !index.policy.allows($0, target) }
        if users.count >= 2 {
            let place = sharedLayer(for: users.union([target])).map { "\($0), which they all may use" }
                ?? "a module they all may import"
            return "it is used from \(Self.listed(users.sorted())): move `\(name)` to a shared place (\(place))"
        }
        if index.policy.allows(target, source) {
            // The source is the inner layer: it needs what the outer one declares.
            return "move `\(name)` into \(source), where \(target) can still use it"
        }
        return "move `\(name)` to \(shared.map { "\($0), which both layers may use" } ?? "a layer \(source) may use")"
    }

    /// Advice for an import of module `name` whose code uses several of its types, or none.
    func forModule(_ name: String) -> String {
        let shared = sharedLayer(for: [source, target])
        return "depend on what \(shared ?? "a layer \(source) may use") declares instead and let the composition "
            + "root provide \(name)'s types"
    }

    /// The first layer (in the policy's order) that every one of `layers` may depend on.
    private func sharedLayer(for layers: Set<String>) -> String? {
        index.policy.layers.first { candidate in layers.allSatisfy { index.policy.allows($0, candidate) } }
    }

    /// A protocol the type conforms to that is declared in a layer the source may use.
    private func implementedProtocol(of declaration: DeclaredType?) -> (name: String, layer: String)? {
        for inherited in declaration?.inherits ?? [] {
            let name = ProjectIndex.simpleName(inherited)
            for candidate in index.types[name] ?? [] where candidate.kind == .protocol {
                if let layer = candidate.layer, layer != target, index.policy.allows(source, layer) {
                    return (name, layer)
                }
            }
        }
        return nil
    }

    /// A class or actor, a type named for the work it does, or a networking client: a type one of whose members
    /// reaches the network (``ProjectEffects/reachesNetwork(fromMembersOf:)``). Entities are told apart before.
    private static func isService(_ name: String, declaration: DeclaredType?, index: ProjectIndex) -> Bool {
        if let kind = declaration?.kind, kind == .class || kind == .actor { return true }
        // `TripRepositoryImpl`, `LiveTripClient`: the role word before an implementation's suffix.
        var words = NameWords.split(name)
        while let last = words.last, words.count > 1, RoleNames.implementationWords.contains(last) {
            words.removeLast()
        }
        if words.last.map(RoleNames.serviceWords.contains) == true { return true }
        // Last: the only question here that may read code.
        return index.effects.reachesNetwork(fromMembersOf: name)
    }

    /// An App type that is the app's entry point (`@main`, an application delegate) or a container of its
    /// dependencies (`DIContainer`, `AppAssembly`).
    static func isCompositionRoot(_ declaration: DeclaredType) -> Bool {
        guard declaration.layer == Layer.app else { return false }
        if declaration.attributes.contains(where: { ["main", "UIApplicationMain", "NSApplicationMain"].contains($0) })
            || declaration.inherits.contains(where: { $0.hasSuffix("ApplicationDelegate") }) {
            return true
        }
        return NameWords.split(declaration.name).last.map(RoleNames.compositionWords.contains) ?? false
    }

    /// `NetworkError`, `APIError`, `HTTPClientError`: an error type named for the transport.
    static func isNetworkingError(_ name: String) -> Bool {
        let words = NameWords.split(name)
        guard words.last == "Error" || words.last == "Failure" else { return false }
        return words.dropLast().contains { ["Network", "Networking", "API", "Api", "HTTP", "Http", "Request",
                                            "Response", "Server", "URL"].contains($0) }
    }

    private static func listed(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }
}
