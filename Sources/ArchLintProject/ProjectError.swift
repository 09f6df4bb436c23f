/// Why a project could not be read or an output written: a path that is missing or of the wrong kind, a file that
/// cannot be read or written, git failing.
package enum ProjectError: Error, Equatable, CustomStringConvertible {
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

    package var description: String {
        switch self {
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
        }
    }
}
