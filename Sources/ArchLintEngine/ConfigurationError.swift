/// Why a `.archlint.json` or a baseline file could not be used. Every message names the file and the key path.
public enum ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    case unreadable(file: String, reason: String)
    case tooLarge(file: String, size: Int, limit: Int)
    case empty(file: String)
    case invalidJSON(file: String, reason: String)
    /// Where the text stops being JSON (comments aside): 1-based line and column, the token found there, and why.
    case syntax(file: String, line: Int, column: Int, token: String, reason: String)
    /// A key the format does not have; `expected` lists the keys allowed at that place.
    case unknownKey(file: String, keyPath: String, expected: [String], suggestion: String?)
    case wrongType(file: String, keyPath: String, expected: String)
    /// A string outside a fixed set of values (`profile`, `severity`).
    case invalidValue(file: String, keyPath: String, value: String, expected: [String], suggestion: String?)
    case unknownRule(file: String, keyPath: String, suggestion: String?)
    case unknownOption(file: String, keyPath: String, rule: String, expected: [String], suggestion: String?)
    /// A `mayDependOn` entry naming no declared layer.
    case unknownLayer(file: String, keyPath: String, name: String, expected: [String], suggestion: String?)
    /// A path pattern that cannot be used.
    case invalidPattern(file: String, keyPath: String, reason: String)
    /// A custom rule that cannot work as written: a missing part, a clash of ids, a check with nothing to check.
    case invalidCustomRule(file: String, keyPath: String, reason: String)
    /// A baseline file that is not in the baseline format.
    case invalidBaseline(file: String, keyPath: String?, reason: String)
    /// A file the configuration names outside the project it configures (`path` as written).
    case outsideProject(file: String, keyPath: String, path: String)

    public var description: String {
        switch self {
        case let .unreadable(file, reason):
            return "\(file): cannot be read: \(reason)"
        case let .tooLarge(file, size, limit):
            return "\(file): is \(size) bytes; a configuration file may be at most \(limit) bytes"
        case let .empty(file):
            return "\(file): is empty; expected a JSON object such as {}"
        case let .invalidJSON(file, reason):
            return "\(file): is not valid JSON: \(reason)"
        case let .syntax(file, line, column, token, reason):
            let found = token == "end of file" ? token : "\"\(token)\""
            return "\(file):\(line):\(column): is not valid JSON: found \(found) — \(reason)"
        case let .unknownKey(file, keyPath, expected, suggestion):
            return "\(file): \(keyPath): unknown key; expected one of \(Self.list(expected))"
                + Self.hint(suggestion)
        case let .wrongType(file, keyPath, expected):
            return "\(file): \(keyPath): expected \(expected)"
        case let .invalidValue(file, keyPath, value, expected, suggestion):
            return "\(file): \(keyPath): \"\(value)\" is not allowed; expected one of \(Self.list(expected))"
                + Self.hint(suggestion)
        case let .unknownRule(file, keyPath, suggestion):
            return "\(file): \(keyPath): no rule has this id; `archlint rules` lists them" + Self.hint(suggestion)
        case let .unknownOption(file, keyPath, rule, expected, suggestion):
            let allowed = expected.isEmpty ? "rule \(rule) takes no options" : "expected one of \(Self.list(expected))"
            return "\(file): \(keyPath): unknown option; \(allowed)" + Self.hint(suggestion)
        case let .unknownLayer(file, keyPath, name, expected, suggestion):
            let declared = expected.isEmpty ? "no layers are declared" : "declared layers: \(Self.list(expected))"
            return "\(file): \(keyPath): no layer is named \"\(name)\"; \(declared)" + Self.hint(suggestion)
        case let .invalidPattern(file, keyPath, reason):
            return "\(file): \(keyPath): unusable pattern: \(reason)"
        case let .invalidCustomRule(file, keyPath, reason):
            return "\(file): \(keyPath): \(reason)"
        case let .invalidBaseline(file, keyPath, reason):
            return "\(file): " + (keyPath.map { "\($0): " } ?? "") + "not a baseline file: \(reason)"
        case let .outsideProject(file, keyPath, path):
            return "\(file): \(keyPath): \"\(path)\" is outside the project; a configuration names files in its own "
                + "folder and below (one elsewhere can be given on the command line)"
        }
    }

    private static func list(_ names: [String]) -> String {
        names.map { "\"\($0)\"" }.joined(separator: ", ")
    }

    private static func hint(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean \"\($0)\"?)" } ?? ""
    }

    /// The candidate nearest to `word` when it is a likely typo.
    static func nearMiss(_ word: String, among candidates: [String]) -> String? {
        EditDistance.nearest(to: word, in: candidates)
    }
}
