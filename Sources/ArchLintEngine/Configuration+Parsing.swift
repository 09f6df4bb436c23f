import ArchLintRules
import Foundation

extension Configuration {
    /// The file name looked for when walking up from a linted path.
    public static let fileName = ".archlint.json"
    /// The largest configuration file accepted, in bytes.
    public static let maximumFileSize = 1_048_576

    /// Reads the text of a `.archlint.json`. `file` names it in errors; `knownRules` maps every rule id to the
    /// names of the options it takes.
    public static func parse(_ data: Data, file: String,
                             knownRules: [String: Set<String>]) throws(ConfigurationError) -> Configuration {
        guard data.count <= maximumFileSize else {
            throw .tooLarge(file: file, size: data.count, limit: maximumFileSize)
        }
        let bytes = Array(data)
        guard !JSONParser.isBlank(bytes) else { throw .empty(file: file) }
        // Comments go first (blanked, so that lines and columns stay), then JSONSerialization reads the rest.
        let text: Data
        switch JSONParser.check(bytes, allowingComments: true) {
        case .success(let blanked): text = Data(blanked)
        case .failure(let error):
            throw .syntax(file: file, line: error.line, column: error.column, token: error.token, reason: error.reason)
        }
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: text)
        } catch {
            let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            throw .invalidJSON(file: file, reason: reason ?? "the text is not well-formed")
        }
        let reader = ConfigurationReader(file: file, knownRules: knownRules,
                                         layerOrder: JSONScanner.layerKeyOrder(in: text) ?? [])
        return try reader.configuration(from: root)
    }
}

/// Walks the parsed JSON, checking every key and type against the `.archlint.json` format.
struct ConfigurationReader {
    let file: String
    let knownRules: [String: Set<String>]
    /// The layer names in the order the file declares them.
    let layerOrder: [String]

    static let topLevelKeys = Configuration.topLevelKeys
    static let layerKeys = Configuration.layerKeys
    static let ruleKeys = Configuration.ruleKeys

    func configuration(from root: Any) throws(ConfigurationError) -> Configuration {
        let object = try self.object(root, at: "(top level)")
        try checkKeys(of: object, allowed: Self.topLevelKeys, at: "")
        var configuration = Configuration()
        if let value = object["include"] { configuration.include = try patterns(value, at: "include") }
        if let value = object["exclude"] { configuration.exclude = try patterns(value, at: "exclude") }
        if let value = object["layers"] { configuration.layers = try layers(value) }
        if let value = object["profile"] {
            let name = try string(value, at: "profile")
            guard let profile = Profile(rawValue: name) else {
                let names = Profile.allCases.map(\.rawValue)
                throw .invalidValue(file: file, keyPath: "profile", value: name, expected: names,
                                    suggestion: ConfigurationError.nearMiss(name, among: names))
            }
            configuration.profile = profile
        }
        if let value = object["customRules"] {
            configuration.customRules = try customRules(value, layers: configuration.layers)
        }
        if let value = object["rules"] { configuration.rules = try rules(value, custom: configuration.customRules) }
        if let value = object["$schema"] { _ = try string(value, at: "$schema") }
        if let value = object["baseline"] {
            let path = try string(value, at: "baseline")
            guard !path.isEmpty else { throw .wrongType(file: file, keyPath: "baseline", expected: "a file path") }
            guard Self.staysInside(path) else { throw .outsideProject(file: file, keyPath: "baseline", path: path) }
            configuration.baseline = path
        }
        return configuration
    }

    /// Whether `path`, relative to the configuration's folder, names something in that folder or below it, as
    /// written: not absolute, and no `..` that climbs above it. (Symbolic links are followed where the file is
    /// opened.)
    static func staysInside(_ path: String) -> Bool {
        guard !path.hasPrefix("/") else { return false }
        var depth = 0
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            if component == ".." { depth -= 1 } else if component != "." { depth += 1 }
            if depth < 0 { return false }
        }
        return true
    }

    private func layers(_ value: Any) throws(ConfigurationError) -> [LayerDefinition] {
        let object = try self.object(value, at: "layers")
        let declared = layerOrder.filter { object[$0] != nil }
        let names = declared + object.keys.filter { !declared.contains($0) }.sorted()
        var layers: [LayerDefinition] = []
        for name in names {
            let path = "layers.\(name)"
            let entry = try self.object(object[name] as Any, at: path)
            try checkKeys(of: entry, allowed: Self.layerKeys, at: path)
            var layer = LayerDefinition(name: name)
            if let paths = entry["paths"] { layer.paths = try patterns(paths, at: "\(path).paths") }
            if let modules = entry["modules"] { layer.modules = try strings(modules, at: "\(path).modules") }
            if let targets = entry["mayDependOn"] {
                layer.mayDependOn = try strings(targets, at: "\(path).mayDependOn")
            }
            layers.append(layer)
        }
        for layer in layers {
            for (index, target) in layer.mayDependOn.enumerated() where !names.contains(target) {
                throw .unknownLayer(file: file, keyPath: "layers.\(layer.name).mayDependOn[\(index)]", name: target,
                                    expected: names, suggestion: ConfigurationError.nearMiss(target, among: names))
            }
        }
        return layers
    }

    private func rules(_ value: Any, custom: [CustomRule]) throws(ConfigurationError) -> [String: RuleSettings] {
        let object = try self.object(value, at: "rules")
        // A custom rule can be switched off or given another severity here like a built-in one; it takes no options.
        var knownRules = self.knownRules
        for rule in custom { knownRules[rule.id] = [] }
        let ids = knownRules.keys.sorted()
        var rules: [String: RuleSettings] = [:]
        for id in object.keys.sorted() {
            let path = "rules.\(id)"
            guard let optionNames = knownRules[id] else {
                throw .unknownRule(file: file, keyPath: path, suggestion: ConfigurationError.nearMiss(id, among: ids))
            }
            let entry = try self.object(object[id] as Any, at: path)
            try checkKeys(of: entry, allowed: Self.ruleKeys, at: path)
            var settings = RuleSettings()
            if let enabled = entry["enabled"] { settings.enabled = try bool(enabled, at: "\(path).enabled") }
            if let severity = entry["severity"] {
                let name = try string(severity, at: "\(path).severity")
                guard let level = Severity(rawValue: name) else {
                    let names = Severity.allCases.map(\.rawValue).sorted()
                    throw .invalidValue(file: file, keyPath: "\(path).severity", value: name, expected: names,
                                        suggestion: ConfigurationError.nearMiss(name, among: names))
                }
                settings.severity = level
            }
            if let options = entry["options"] {
                settings.options = try self.options(options, of: id, allowed: optionNames.sorted(),
                                                    at: "\(path).options")
            }
            rules[id] = settings
        }
        return rules
    }

    private func options(_ value: Any, of rule: String, allowed: [String],
                         at path: String) throws(ConfigurationError) -> [String: [String]] {
        let object = try self.object(value, at: path)
        var options: [String: [String]] = [:]
        for name in object.keys.sorted() {
            guard allowed.contains(name) else {
                throw .unknownOption(file: file, keyPath: "\(path).\(name)", rule: rule, expected: allowed,
                                     suggestion: ConfigurationError.nearMiss(name, among: allowed))
            }
            options[name] = try strings(object[name] as Any, at: "\(path).\(name)")
            if name == "disabledChecks" {
                // A check name that is not one of the rule's would leave the check on without a word.
                let checks = RuleRegistry.optionalChecks[rule] ?? []
                for (index, check) in (options[name] ?? []).enumerated() where !checks.contains(check) {
                    throw .invalidValue(file: file, keyPath: "\(path).\(name)[\(index)]", value: check,
                                        expected: checks, suggestion: ConfigurationError.nearMiss(check, among: checks))
                }
            }
        }
        return options
    }

    func checkKeys(of object: [String: Any], allowed: [String], at path: String) throws(ConfigurationError) {
        for key in object.keys.sorted() where !allowed.contains(key) {
            throw .unknownKey(file: file, keyPath: path.isEmpty ? key : "\(path).\(key)", expected: allowed,
                              suggestion: ConfigurationError.nearMiss(key, among: allowed))
        }
    }

    func object(_ value: Any, at path: String) throws(ConfigurationError) -> [String: Any] {
        guard let object = value as? [String: Any] else {
            throw .wrongType(file: file, keyPath: path, expected: "an object")
        }
        return object
    }

    func strings(_ value: Any, at path: String) throws(ConfigurationError) -> [String] {
        guard let array = value as? [Any] else {
            throw .wrongType(file: file, keyPath: path, expected: "an array of strings")
        }
        var strings: [String] = []
        for (index, element) in array.enumerated() {
            strings.append(try string(element, at: "\(path)[\(index)]"))
        }
        return strings
    }

    /// Strings that must each be a usable glob.
    func patterns(_ value: Any, at path: String) throws(ConfigurationError) -> [String] {
        let patterns = try strings(value, at: path)
        for (index, pattern) in patterns.enumerated() {
            if let problem = Glob.problem(in: pattern) {
                throw .invalidPattern(file: file, keyPath: "\(path)[\(index)]", reason: problem)
            }
        }
        return patterns
    }

    func string(_ value: Any, at path: String) throws(ConfigurationError) -> String {
        guard let string = value as? String else { throw .wrongType(file: file, keyPath: path, expected: "a string") }
        return string
    }

    func bool(_ value: Any, at path: String) throws(ConfigurationError) -> Bool {
        // JSONSerialization hands out numbers and booleans alike as NSNumber; only booleans have type "c".
        guard let number = value as? NSNumber, String(cString: number.objCType) == "c" else {
            throw .wrongType(file: file, keyPath: path, expected: "true or false")
        }
        return number.boolValue
    }
}

/// Just enough of a JSON scanner to recover the declaration order of the `layers` keys, which
/// JSONSerialization drops. It runs only on text JSONSerialization has accepted, comments blanked.
struct JSONScanner {
    private let bytes: [UInt8]
    private var index = 0

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// The keys of the top-level `layers` object in file order, or `nil` when the text is not plain UTF-8 JSON.
    static func layerKeyOrder(in data: Data) -> [String]? {
        var scanner = JSONScanner(bytes: Array(data))
        if scanner.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.index = 3 }
        var layers: [String]?
        let parsed = scanner.scanObject { key, scanner in
            guard key == "layers", layers == nil, scanner.peek == UInt8(ascii: "{") else { return scanner.skipValue() }
            var names: [String] = []
            let scanned = scanner.scanObject { name, scanner in
                if !names.contains(name) { names.append(name) }
                return scanner.skipValue()
            }
            layers = names
            return scanned
        }
        return parsed ? layers : nil
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = peek, Self.isWhitespace(byte) { index += 1 }
    }

    /// Scans `{ "key": value, … }`, handing each key to `member`, which must consume the value.
    private mutating func scanObject(_ member: (String, inout JSONScanner) -> Bool) -> Bool {
        skipWhitespace()
        guard peek == UInt8(ascii: "{") else { return false }
        index += 1
        skipWhitespace()
        if peek == UInt8(ascii: "}") { index += 1; return true }
        while true {
            skipWhitespace()
            guard let key = scanString() else { return false }
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else { return false }
            index += 1
            skipWhitespace()
            guard member(key, &self) else { return false }
            skipWhitespace()
            if peek == UInt8(ascii: ",") { index += 1; continue }
            if peek == UInt8(ascii: "}") { index += 1; return true }
            return false
        }
    }

    private mutating func scanString() -> String? {
        guard peek == UInt8(ascii: "\"") else { return nil }
        let start = index
        index += 1
        while let byte = peek, byte != UInt8(ascii: "\"") { index += byte == UInt8(ascii: "\\") ? 2 : 1 }
        guard index < bytes.count else { return nil }
        index += 1
        let literal = Data(bytes[start..<index])
        return (try? JSONSerialization.jsonObject(with: literal, options: .fragmentsAllowed)) as? String
    }

    private mutating func skipValue() -> Bool {
        skipWhitespace()
        switch peek {
        case UInt8(ascii: "{"):
            return scanObject { _, scanner in scanner.skipValue() }
        case UInt8(ascii: "["):
            index += 1
            skipWhitespace()
            if peek == UInt8(ascii: "]") { index += 1; return true }
            while true {
                guard skipValue() else { return false }
                skipWhitespace()
                if peek == UInt8(ascii: ",") { index += 1; continue }
                if peek == UInt8(ascii: "]") { index += 1; return true }
                return false
            }
        case UInt8(ascii: "\""):
            return scanString() != nil
        case nil:
            return false
        default:
            let start = index
            while let byte = peek, !Self.isWhitespace(byte), !",]}".utf8.contains(byte) { index += 1 }
            return index > start
        }
    }
}
