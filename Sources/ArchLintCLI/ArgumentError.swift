/// Why a command line could not be carried out: a bad argument, or a path or tool it names that does not work out.
public enum ArgumentError: Error, Equatable, CustomStringConvertible {
    case unknownCommand(String, suggestion: String?)
    case unknownOption(String, command: String, suggestion: String?)
    case missingValue(option: String)
    case unexpectedValue(option: String)
    case repeatedOption(String)
    case invalidValue(option: String, value: String, expected: [String], suggestion: String?)
    case unexpectedArgument(String, command: String)
    case incompatibleOptions(String, String)
    case missingArgument(String, command: String)
    case unknownRule(String, suggestion: String?)
    /// A format whose renderer is not part of this build.
    case rendererUnavailable(String)
    /// A value that must name a file and names a folder (`--output out/`).
    case folderPath(String)
    /// A `--link-template` with none of `{path}`, `{line}`, `{commit}`, or a scheme that runs code.
    case invalidLinkTemplate(String)

    public var description: String {
        switch self {
        case let .unknownCommand(name, suggestion):
            return "unknown command '\(name)'" + Self.hint(suggestion) + "; `archlint --help` lists the commands"
        case let .unknownOption(option, command, suggestion):
            return "unknown option '\(option)' for `archlint \(command)`" + Self.hint(suggestion)
        case let .missingValue(option):
            return "option '\(option)' needs a value"
        case let .unexpectedValue(option):
            return "option '\(option)' takes no value"
        case let .repeatedOption(option):
            return "option '\(option)' is given more than once; give it once"
        case let .invalidValue(option, value, expected, suggestion):
            let choices = expected.isEmpty ? "none is available in this build" : "expected "
                + expected.joined(separator: ", ")
            return "'\(value)' is not a valid value for \(option); \(choices)" + Self.hint(suggestion)
        case let .incompatibleOptions(first, second):
            return "\(first) cannot be used with \(second)"
        case let .unexpectedArgument(argument, command):
            return "unexpected argument '\(argument)' for `archlint \(command)`"
        case let .missingArgument(what, command):
            return "`archlint \(command)` needs \(what)"
        case let .unknownRule(id, suggestion):
            return "no rule has the id '\(id)'" + Self.hint(suggestion) + "; `archlint rules` lists them"
        case let .folderPath(path):
            return "\(path): cannot be written: a path that ends in / names a folder, not a file"
        case let .invalidLinkTemplate(template):
            return "'\(template)' is not a valid value for --link-template; expected a URL with {path}, {line} "
                + "or {commit}, such as https://example.com/{commit}/{path}#L{line}"
        case let .rendererUnavailable(format):
            return "the \(format) format is not available in this build"
        }
    }

    private static func hint(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    }
}
