import ArchLintProject
import Foundation

/// The process's real standard output and standard error.
public final class StandardOutput: OutputSink {
    public let colorAllowed: Bool
    public private(set) var outputFailure: String?
    public let isTerminal = isatty(STDOUT_FILENO) == 1

    public var terminalWidth: Int? {
        isTerminal ? Self.width(of: STDOUT_FILENO) : nil
    }

    public var errorWidth: Int? {
        isatty(STDERR_FILENO) == 1 ? Self.width(of: STDERR_FILENO) : nil
    }

    private static func width(of descriptor: Int32) -> Int? {
        var size = winsize()
        let status = withUnsafeMutablePointer(to: &size) { ioctl(descriptor, UInt(TIOCGWINSZ), $0) }
        return status == 0 && size.ws_col > 0 ? Int(size.ws_col) : nil
    }

    public init(colorAllowed: Bool) {
        self.colorAllowed = colorAllowed
    }

    /// Colour is allowed when standard output is a terminal and `NO_COLOR` is unset or empty.
    public static func colorAllowed(environment: [String: String]) -> Bool {
        isatty(STDOUT_FILENO) == 1 && (environment["NO_COLOR"] ?? "").isEmpty
    }

    public func writeOutput(_ text: String) {
        guard outputFailure == nil, !readerGone else { return }
        if let failure = AtomicFile.writeAll(Data(utf8Of: text), to: STDOUT_FILENO) {
            if errno == EPIPE { readerGone = true } else { outputFailure = failure }
        }
    }

    public func writeError(_ text: String) {
        _ = AtomicFile.writeAll(Data(utf8Of: text), to: STDERR_FILENO)
    }

    /// Set once a write met a closed pipe: what follows is not wanted either.
    private var readerGone = false
}

/// The working directory of the process, as the system reports it.
public enum WorkingDirectory {
    /// The absolute path, or why there is none (the folder was deleted, or is not accessible).
    public static func current() -> Result<String, WorkingDirectoryError> {
        guard let buffer = getcwd(nil, 0) else {
            return .failure(WorkingDirectoryError(reason: FileSystem.errorText()))
        }
        defer { free(buffer) }
        return .success(String(cString: buffer))
    }
}

/// Why the working directory cannot be known.
public struct WorkingDirectoryError: Error, CustomStringConvertible {
    public var reason: String
    public var description: String {
        "the working directory cannot be determined (\(reason)); was it deleted? cd to an existing folder"
    }
}
