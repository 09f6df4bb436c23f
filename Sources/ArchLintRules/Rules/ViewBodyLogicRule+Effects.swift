import ArchLintLexer
import ArchLintOutline

extension ViewBodyLogicRule {
    /// Calls in a view scope whose member reaches the network or persistent storage, decided by
    /// ``ProjectEffects``: through the view's properties, locals, managers and containers, never by a type's name.
    /// A call on a view model is delegation, and a property read is never a call.
    static func effectCalls(in scope: ViewScope, file: OutlinedFile, view: ViewFacts, index: ProjectIndex,
                            persistence: Bool) -> [ViewBodyFinding] {
        var found: [ViewBodyFinding] = []
        for call in CallSites.find(in: scope.range, of: file) {
            let type = call.receiver.map { index.effects.typeOf($0, owner: scope.viewName, file: file.path) }
                ?? (CallSites.isUppercaseName(call.name) ? call.name : nil)
            if let type, isCoordinator(type, index: index) { continue }
            if case .name(let root)? = call.receiver?.root, view.isViewModel(root) { continue }
            let role = role(of: call.receiver, type: type, viewName: scope.viewName, view: view, index: index)
            if role == .screenState { continue }
            guard let reach = index.effects.reach(of: call, owner: scope.viewName, file: file.path),
                  !isDelegation(reach, index: index) else { continue }
            let networking = reach.effect.contains(.network)
            guard networking || persistence else { continue }
            let anchor = file.expressionStart(endingAt: call.token)
            var end = call.token
            if let open = file.nextCode(after: call.token), let close = file.partner(of: open) { end = close }
            let explanation = reach.explanation
            if role == .service, let type {
                let text = file.source.text(in: Int(file.tokens[anchor].start)..<Int(file.tokens[call.token].end))
                    + (call.labels.isEmpty ? "()" : "(…)")
                found.append(ViewBodyFinding(check: .serviceCall, anchor: anchor, end: end, message: { scope in
                    "`\(text)` in `\(scope)` calls the app-wide `\(type)`, which \(explanation) — call "
                        + "`\(type).\(call.name)` from a view model"
                }, trace: reach.trace))
                continue
            }
            let text = file.source.text(in: Int(file.tokens[anchor].start)..<Int(file.tokens[call.token].end))
                + (call.labels.isEmpty ? "()" : "(…)")
            let check: ViewBodyCheck = networking ? .networking : .persistence
            let preference = Self.preferenceAccess(reach)
            found.append(ViewBodyFinding(check: check, anchor: anchor, end: end, message: { scope in
                if networking {
                    return "`\(text)` in `\(scope)` \(explanation) — networking belongs in a repository (Data layer) "
                        + "behind a Domain protocol, called from a view model"
                }
                if let preference {
                    return "`\(text)` in `\(scope)` \(preference) a preference in `UserDefaults` — bind it with "
                        + "`@AppStorage`, or let a view model hold it"
                }
                return "`\(text)` in `\(scope)` \(explanation) — persistence belongs in a repository (Data layer)"
            }, trace: reach.trace))
        }
        return found
    }

    /// "reads" or "writes" when the call itself is a `UserDefaults` member (`UserDefaults.standard.bool(forKey:)`),
    /// for advice that fits a preference; `nil` for any other call.
    static func preferenceAccess(_ reach: Reach) -> String? {
        guard reach.chain.count == 1, reach.api.hasPrefix("UserDefaults.") else { return nil }
        let member = reach.api.dropFirst("UserDefaults.".count)
        return ["set", "setValue", "removeObject", "register", "synchronize"].contains { member.hasPrefix($0 + "(") }
            ? "writes" : "reads"
    }

    /// View models, use cases and interactors, and the Domain layer's types: a view hands work to them.
    static func isCoordinator(_ type: String, index: ProjectIndex) -> Bool {
        if index.viewModels.contains(type) { return true }
        if RoleNames.delegateSuffixes.contains(where: { type.hasSuffix($0) }) { return true }
        return (index.types[type] ?? []).contains { $0.layer == Layer.domain }
    }

    /// An observable store (`@Observable`, `ObservableObject`) that reaches I/O only through another type's member
    /// delegates, as a view model does; one that calls the API through its own members is a client, and so is one
    /// named for talking to a server or a store (`ApiClient`, `FeedService`, `TripRepository`), observable or not.
    static func isDelegation(_ reach: Reach, index: ProjectIndex) -> Bool {
        guard let first = reach.chain.first?.owner, !RoleNames.ioRoleSuffixes.contains(where: first.hasSuffix),
              (index.types[first] ?? []).contains(where: { $0.attributes.contains("Observable")
                  || $0.inherits.contains("ObservableObject") }) else { return false }
        return reach.chain.contains { $0.owner != nil && $0.owner != first }
    }

    /// Assignments to a persisted entity that one of the entity's own functions already makes
    /// (`plant.lastWatered = .now` where `Plant.water()` sets `lastWatered`): the view
    /// re-implements that operation. Consecutive assignments to the same object for the same operation are one.
    static func reimplementedOperations(in scope: ViewScope, file: OutlinedFile, view: ViewFacts,
                                        index: ProjectIndex) -> [ViewBodyFinding] {
        let tokens = file.tokens
        var found: [ViewBodyFinding] = []
        var reported: Set<String> = []
        for position in scope.range where tokens[position].kind == .equal {
            guard let target = file.previousCode(before: position), tokens[target].kind == .identifier,
                  let period = file.previousCode(before: target), tokens[period].kind == .period,
                  let base = CallSites.receiverPath(endingBefore: period, in: file) else { continue }
            if case .name(let root) = base.root, view.ownState.contains(root) || view.isViewModel(root) { continue }
            guard let type = index.effects.typeOf(base, owner: scope.viewName, file: file.path), index.persistedEntities.contains(type),
                  case let value = EffectFacts.assignedValue(after: position, in: file, limit: scope.range.upperBound),
                  let operation = index.effects.operation(setting: file.text(target), to: value, on: type)
            else { continue }
            let anchor = file.expressionStart(endingAt: target)
            let baseText = file.source.text(in: Int(tokens[anchor].start)..<Int(tokens[period].start))
            guard reported.insert(baseText + " " + operation.callee).inserted else { continue }
            let text = file.source.text(in: Int(tokens[anchor].start)..<Int(tokens[target].end))
            let end = file.statementEnd(from: position + 1, limit: scope.range.upperBound) - 1
            found.append(ViewBodyFinding(check: .derivedState, anchor: anchor, end: max(end, position)) { scope in
                "`\(text) = \(value)` in `\(scope)` repeats what `\(operation.callee)` "
                    + "(`\(operation.file):\(operation.line)`) does — call the model's own operation instead"
            })
        }
        return found
    }
}
