import ArchLintOutline
import ArchLintRules

extension CustomRule {
    /// The keys of one entry of `customRules`; exactly one of ``checkKeys`` is given.
    public static let keys = ["id", "severity", "message", "description"] + checkKeys
    public static let checkKeys = ["imports", "apis", "declarations", "dependencies"]
    static let scopeKeys = ["layers", "paths"]
    public static let importKeys = scopeKeys + ["forbidden", "allowed"]
    public static let apiKeys = scopeKeys + ["forbidden"]
    public static let declarationSelectorKeys = scopeKeys + ["kind", "namePattern", "attribute", "conformsTo"]
    public static let declarationConstraintKeys = [
        "mustBeKind", "mustNotBeKind", "mustHaveAttribute", "mustNotHaveAttribute", "mustHaveModifier",
        "mustNotHaveModifier", "mustConformTo", "mustNotConformTo", "mustBeInLayers",
    ]
    public static let dependencyKeys = scopeKeys + ["forbidden"]

    /// Whether `id` is kebab-case: lowercase letters and digits in words joined by single hyphens.
    static func isKebabCase(_ id: String) -> Bool {
        let words = id.split(separator: "-", omittingEmptySubsequences: false)
        return !id.isEmpty && words.allSatisfy { word in
            !word.isEmpty && word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
        }
    }

    /// Whether `pattern` is an identifier or a member path of identifiers: `print`, `UserDefaults.standard`.
    static func isMemberPath(_ pattern: String) -> Bool {
        let parts = pattern.split(separator: ".", omittingEmptySubsequences: false)
        return parts.allSatisfy { part in
            guard let first = part.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
            return part.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
        }
    }
}

extension ConfigurationReader {
    /// `customRules`: a list of rule objects, each with a kebab-case id that no other rule has.
    func customRules(_ value: Any, layers: [LayerDefinition]?) throws(ConfigurationError) -> [CustomRule] {
        guard let entries = value as? [Any] else {
            throw .wrongType(file: file, keyPath: "customRules", expected: "an array of rule objects")
        }
        let layerNames = layers.map { $0.map(\.name) } ?? Layer.conventional
        var rules: [CustomRule] = []
        for (index, entry) in entries.enumerated() {
            let rule = try customRule(entry, at: "customRules[\(index)]", layerNames: layerNames)
            if rules.contains(where: { $0.id == rule.id }) {
                throw .invalidCustomRule(file: file, keyPath: "customRules[\(index)].id",
                                         reason: "\"\(rule.id)\" is the id of an earlier custom rule")
            }
            rules.append(rule)
        }
        return rules
    }

    private func customRule(_ value: Any, at path: String,
                            layerNames: [String]) throws(ConfigurationError) -> CustomRule {
        let object = try self.object(value, at: path)
        try checkKeys(of: object, allowed: CustomRule.keys, at: path)
        guard let idValue = object["id"] else {
            throw .invalidCustomRule(file: file, keyPath: path, reason: "a custom rule needs an \"id\"")
        }
        let id = try string(idValue, at: "\(path).id")
        guard CustomRule.isKebabCase(id) else {
            throw .invalidCustomRule(file: file, keyPath: "\(path).id",
                                     reason: "\"\(id)\" is not a kebab-case id (such as \"no-print-in-domain\")")
        }
        // `all` in a suppression comment means every rule: suppressing a rule of that name would hide them all.
        guard id != SuppressionComment.everyRule else {
            throw .invalidCustomRule(file: file, keyPath: "\(path).id", reason: "\"\(id)\" is reserved: "
                + "suppression comments use it for every rule; choose another id")
        }
        guard knownRules[id] == nil else {
            throw .invalidCustomRule(file: file, keyPath: "\(path).id", reason: "\"\(id)\" is a built-in rule's id")
        }
        var severity = Severity.error
        if let value = object["severity"] {
            let name = try string(value, at: "\(path).severity")
            guard let level = Severity(rawValue: name) else {
                let names = Severity.allCases.map(\.rawValue).sorted()
                throw .invalidValue(file: file, keyPath: "\(path).severity", value: name, expected: names,
                                    suggestion: ConfigurationError.nearMiss(name, among: names))
            }
            severity = level
        }
        guard let messageValue = object["message"] else {
            throw .invalidCustomRule(file: file, keyPath: path, reason: "a custom rule needs a \"message\"")
        }
        let message = try string(messageValue, at: "\(path).message")
        guard !message.isEmpty else {
            throw .invalidCustomRule(file: file, keyPath: "\(path).message", reason: "the message is empty")
        }
        let description = try object["description"].map { value throws(ConfigurationError) in
            try string(value, at: "\(path).description")
        }
        let given = CustomRule.checkKeys.filter { object[$0] != nil }
        guard given.count == 1, let key = given.first, let body = object[key] else {
            throw .invalidCustomRule(file: file, keyPath: path, reason: given.isEmpty
                ? "a custom rule needs one of \"imports\", \"apis\", \"declarations\", \"dependencies\""
                : "a custom rule checks one thing; it has \(given.map { "\"\($0)\"" }.joined(separator: " and "))")
        }
        let check: CustomRule.Check
        let at = "\(path).\(key)"
        switch key {
        case "imports": check = .imports(try importCheck(body, at: at, layerNames: layerNames))
        case "apis": check = .apis(try apiCheck(body, at: at, layerNames: layerNames))
        case "declarations": check = .declarations(try declarationCheck(body, at: at, layerNames: layerNames))
        default: check = .dependencies(try dependencyCheck(body, at: at, layerNames: layerNames))
        }
        return CustomRule(id: id, severity: severity, message: message, description: description, check: check)
    }

    private func importCheck(_ value: Any, at path: String,
                             layerNames: [String]) throws(ConfigurationError) -> ImportCheck {
        let object = try self.object(value, at: path)
        try checkKeys(of: object, allowed: CustomRule.importKeys, at: path)
        var check = ImportCheck(scope: try scope(object, at: path, layerNames: layerNames))
        if let value = object["forbidden"] { check.forbidden = try strings(value, at: "\(path).forbidden") }
        if let value = object["allowed"] { check.allowed = try strings(value, at: "\(path).allowed") }
        guard !check.forbidden.isEmpty || check.allowed != nil else {
            throw .invalidCustomRule(file: file, keyPath: path,
                                     reason: "name the modules that are \"forbidden\" or the only ones \"allowed\"")
        }
        return check
    }

    private func apiCheck(_ value: Any, at path: String, layerNames: [String]) throws(ConfigurationError) -> APICheck {
        let object = try self.object(value, at: path)
        try checkKeys(of: object, allowed: CustomRule.apiKeys, at: path)
        var check = APICheck(scope: try scope(object, at: path, layerNames: layerNames))
        check.forbidden = try object["forbidden"].map { value throws(ConfigurationError) in
            try strings(value, at: "\(path).forbidden")
        } ?? []
        guard !check.forbidden.isEmpty else {
            throw .invalidCustomRule(file: file, keyPath: path, reason: "list the \"forbidden\" identifiers")
        }
        for (index, pattern) in check.forbidden.enumerated() where !CustomRule.isMemberPath(pattern) {
            throw .invalidPattern(file: file, keyPath: "\(path).forbidden[\(index)]",
                                  reason: "\"\(pattern)\" is not an identifier or a member path such as "
                                      + "UserDefaults.standard")
        }
        return check
    }

    private func declarationCheck(_ value: Any, at path: String,
                                  layerNames: [String]) throws(ConfigurationError) -> DeclarationCheck {
        let object = try self.object(value, at: path)
        try checkKeys(of: object, allowed: CustomRule.declarationSelectorKeys + CustomRule.declarationConstraintKeys,
                      at: path)
        var check = DeclarationCheck()
        check.scope = try scope(object, at: path, layerNames: layerNames)
        if let value = object["kind"] { check.kinds = try kinds(value, at: "\(path).kind") }
        if let value = object["namePattern"] {
            let pattern = try string(value, at: "\(path).namePattern")
            if let problem = Glob.problem(in: pattern) {
                throw .invalidPattern(file: file, keyPath: "\(path).namePattern", reason: problem)
            }
            check.namePattern = pattern
        }
        if let value = object["attribute"] { check.attribute = Self.bare(try string(value, at: "\(path).attribute")) }
        if let value = object["conformsTo"] { check.conformsTo = try string(value, at: "\(path).conformsTo") }
        func list(_ key: String) throws(ConfigurationError) -> [String] {
            guard let value = object[key] else { return [] }
            if let single = value as? String { return [single] }
            return try strings(value, at: "\(path).\(key)")
        }
        if let value = object["mustBeKind"] { check.mustBeKind = try kinds(value, at: "\(path).mustBeKind") }
        if let value = object["mustNotBeKind"] { check.mustNotBeKind = try kinds(value, at: "\(path).mustNotBeKind") }
        check.mustHaveAttribute = try list("mustHaveAttribute").map(Self.bare)
        check.mustNotHaveAttribute = try list("mustNotHaveAttribute").map(Self.bare)
        check.mustHaveModifier = try list("mustHaveModifier")
        check.mustNotHaveModifier = try list("mustNotHaveModifier")
        check.mustConformTo = try list("mustConformTo")
        check.mustNotConformTo = try list("mustNotConformTo")
        check.mustBeInLayers = try list("mustBeInLayers")
        for (index, name) in check.mustBeInLayers.enumerated() where !layerNames.contains(name) {
            throw .unknownLayer(file: file, keyPath: "\(path).mustBeInLayers[\(index)]", name: name,
                                expected: layerNames, suggestion: ConfigurationError.nearMiss(name, among: layerNames))
        }
        guard CustomRule.declarationConstraintKeys.contains(where: { object[$0] != nil }) else {
            throw .invalidCustomRule(file: file, keyPath: path, reason: "say what a selected declaration must be: "
                + CustomRule.declarationConstraintKeys.map { "\"\($0)\"" }.joined(separator: ", "))
        }
        return check
    }

    private func dependencyCheck(_ value: Any, at path: String,
                                 layerNames: [String]) throws(ConfigurationError) -> DependencyCheck {
        let object = try self.object(value, at: path)
        try checkKeys(of: object, allowed: CustomRule.dependencyKeys, at: path)
        var check = DependencyCheck(scope: try scope(object, at: path, layerNames: layerNames))
        guard let forbidden = object["forbidden"] else {
            throw .invalidCustomRule(file: file, keyPath: path,
                                     reason: "name the \"forbidden\" layers or paths, as {\"layers\": [...]}")
        }
        let target = try self.object(forbidden, at: "\(path).forbidden")
        try checkKeys(of: target, allowed: CustomRule.scopeKeys, at: "\(path).forbidden")
        check.forbidden = try scope(target, at: "\(path).forbidden", layerNames: layerNames)
        guard !check.forbidden.isEverywhere else {
            throw .invalidCustomRule(file: file, keyPath: "\(path).forbidden", reason: "name layers or paths")
        }
        return check
    }

    /// `layers` (declared or conventional names) and `paths` (globs) of a check or of `forbidden`.
    private func scope(_ object: [String: Any], at path: String,
                       layerNames: [String]) throws(ConfigurationError) -> FileScope {
        var scope = FileScope()
        if let value = object["layers"] {
            scope.layers = try strings(value, at: "\(path).layers")
            for (index, name) in scope.layers.enumerated() where !layerNames.contains(name) {
                throw .unknownLayer(file: file, keyPath: "\(path).layers[\(index)]", name: name, expected: layerNames,
                                    suggestion: ConfigurationError.nearMiss(name, among: layerNames))
            }
        }
        if let value = object["paths"] { scope.paths = try patterns(value, at: "\(path).paths") }
        return scope
    }

    private func kinds(_ value: Any, at path: String) throws(ConfigurationError) -> [TypeDecl.Kind] {
        let names: [String]
        if let single = value as? String { names = [single] } else { names = try strings(value, at: path) }
        let allowed = ["actor", "class", "enum", "extension", "protocol", "struct"]
        var kinds: [TypeDecl.Kind] = []
        for name in names {
            guard let kind = TypeDecl.Kind(rawValue: name) else {
                throw .invalidValue(file: file, keyPath: path, value: name, expected: allowed,
                                    suggestion: ConfigurationError.nearMiss(name, among: allowed))
            }
            kinds.append(kind)
        }
        return kinds
    }

    /// An attribute name without its `@`.
    private static func bare(_ name: String) -> String {
        name.hasPrefix("@") ? String(name.dropFirst()) : name
    }
}
