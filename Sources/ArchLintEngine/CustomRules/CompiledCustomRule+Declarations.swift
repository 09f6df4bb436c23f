import ArchLintLexer
import ArchLintOutline
import ArchLintRules

extension CompiledCustomRule {
    /// What the `declarations` check finds among `types`, declared in a file of `layer`.
    func declarationViolations<Declaration: DeclarationFields>(types: [Declaration], layer: String?,
                                                                index: ProjectIndex) -> [Violation] {
        guard let check = declarationCheck else { return [] }
        var violations: [Violation] = []
        var selectedAny = false
        defer { if selectedAny { selection.set() } }
        // The names extensions make conform to each protocol of the rule, when the index has them.
        let extensionConformers = readsConformances ? index.customExtensionConformers[rule.id] : nil
        for position in types.indices {
            // The kind first: most declarations are not of the kinds a rule selects, and need no name work. They
            // are looked at in place, never copied (a large value).
            let kind = types[position].kind
            guard check.kinds.isEmpty ? kind != .extension : check.kinds.contains(kind) else { continue }
            if let attribute = check.attribute, !types[position].hasAttribute(attribute) { continue }
            // Read in place, field by field: the declaration itself is not copied.
            let name = types[position].simpleName
            let inherits = types[position].inherits
            let conforms = { (target: ConformanceTarget) in
                Self.conforms(name, inherits: inherits, to: target, index: index,
                              extensionConformers: extensionConformers?[target.slot])
            }
            guard selects(check, kind: kind, name: name, hasAttribute: { types[position].hasAttribute($0) },
                          conforms: conforms) else { continue }
            selectedAny = true
            var failures: [String] = []
            if !check.mustBeKind.isEmpty, !check.mustBeKind.contains(types[position].kind) {
                failures.append("is \(Self.article(types[position].kind.rawValue)), not "
                    + check.mustBeKind.map { Self.article($0.rawValue) }.joined(separator: " or "))
            }
            if check.mustNotBeKind.contains(types[position].kind) { failures.append("is \(Self.article(types[position].kind.rawValue))") }
            for attribute in check.mustHaveAttribute where !types[position].hasAttribute(attribute) {
                failures.append("lacks `@\(attribute)`")
            }
            for attribute in check.mustNotHaveAttribute where types[position].hasAttribute(attribute) {
                failures.append("has `@\(attribute)`")
            }
            for modifier in check.mustHaveModifier where !types[position].modifiers.contains(modifier) {
                failures.append("is not `\(modifier)`")
            }
            for modifier in check.mustNotHaveModifier where types[position].modifiers.contains(modifier) {
                failures.append("is `\(modifier)`")
            }
            for (proto, target) in mustConformToTargets where !conforms(target) {
                failures.append("does not conform to `\(proto)`")
            }
            for (proto, target) in mustNotConformToTargets where conforms(target) {
                failures.append("conforms to `\(proto)`")
            }
            if !check.mustBeInLayers.isEmpty, !check.mustBeInLayers.contains(layer ?? "") {
                failures.append("is in " + (layer.map { "the \($0) layer" } ?? "no layer") + ", not "
                    + check.mustBeInLayers.joined(separator: " or "))
            }
            if !failures.isEmpty {
                violations.append(violation(at: types[position].line, types[position].column,
                                            "`\(name)` " + failures.joined(separator: ", ")))
            }
        }
        return violations
    }

    /// Whether a `declarations` rule may select a declaration of `kind` with `attributes` once conformances are
    /// known: its kind, attribute and name fit. Pass 1 keeps only such declarations of a file.
    /// `name` gives the declaration's simple name, asked for only when the kind and attribute fit. (Fields, not the
    /// declaration: one passed to a method is copied whole, a retain and a release for each of its fields.)
    func mayLaterSelect(kind: TypeDecl.Kind, attributes: [Attribute], name: () -> String) -> Bool {
        guard let check = declarationCheck else { return false }
        if check.kinds.isEmpty ? kind == .extension : !check.kinds.contains(kind) { return false }
        if let attribute = check.attribute, !attributes.contains(where: { $0.name == attribute }) { return false }
        if let namePattern, !namePattern.matches(name()) { return false }
        return true
    }

    /// Whether the selector picks a declaration: its kinds (extensions only when named), name, attribute and
    /// conformance. The scope is the file's, checked before. `conforms` is asked only when the selector names a
    /// protocol: it reads the project's extensions.
    func selects(_ check: DeclarationCheck, kind: TypeDecl.Kind, name: String, hasAttribute: (String) -> Bool,
                 conforms: (ConformanceTarget) -> Bool) -> Bool {
        if check.kinds.isEmpty ? kind == .extension : !check.kinds.contains(kind) { return false }
        if let attribute = check.attribute, !hasAttribute(attribute) { return false }
        if let namePattern, !namePattern.matches(name) { return false }
        if let target = conformsToTarget, !conforms(target) { return false }
        return true
    }
}
