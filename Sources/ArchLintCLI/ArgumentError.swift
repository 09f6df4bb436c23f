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
    case pathNotFound(String)
    case notADirectory(String)
    case pathOutsideProject(String, root: String)
    case notASwiftFile(String)
    /// An output that exists already and is only replaced with `--force`.
    case fileExists(String)
    /// A `--write-baseline` target that holds something other than a baseline.
    case notABaseline(String, reason: String)
    case cannotWrite(String, reason: String)
    /// An output that would replace one of the run's inputs.
    case outputIsInput(String, role: String)
    case cannotRead(String, reason: String)
    /// The process ran out of descriptors or memory while reading the project.
    case resourceShortage(String, reason: String)
    case gitUnavailable(String)
    case gitFailed(command: String, message: String)
    /// A format whose renderer is not part of this build.
    case rendererUnavailable(String)

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
        case let .pathNotFound(path):
            return "\(path): no such file or directory"
        case let .notADirectory(path):
            return "\(path): not a directory"
        case let .pathOutsideProject(path, root):
            return "\(path): outside the project root \(root); lint it on its own"
        case let .notASwiftFile(path):
            return "\(path): not a Swift file"
        case let .fileExists(path):
            return "\(path) exists already; pass --force to replace it"
        case let .notABaseline(path, reason):
            return "\(path) exists and is not a baseline file (\(reason)); refusing to overwrite it"
        case let .cannotWrite(path, reason):
            return "\(path): cannot be written: \(reason)"
        case let .outputIsInput(path, role):
            return "\(path) is \(role); refusing to overwrite it with the output"
        case let .cannotRead(path, reason):
            return "\(path): cannot be read: \(reason)"
        case let .resourceShortage(path, reason):
            return "\(path): cannot be read: \(reason); stopped rather than report readable files as unreadable "
                + "(raise the limit, e.g. `ulimit -n 1024`)"
        case let .gitUnavailable(reason):
            return "git is needed here: \(reason)"
        case let .gitFailed(command, message):
            return "`\(command)` failed" + (message.isEmpty ? "" : ": \(message)")
        case let .rendererUnavailable(format):
            return "the \(format) format is not available in this build"
        }
    }

    private static func hint(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    }
}
