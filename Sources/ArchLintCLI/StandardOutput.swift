import Foundation

/// The process's real standard output and standard error.
public final class StandardOutput: OutputSink {
    public let colorAllowed: Bool

    public init(colorAllowed: Bool) {
        self.colorAllowed = colorAllowed
    }

    /// Colour is allowed when standard output is a terminal and `NO_COLOR` is unset or empty.
    public static func colorAllowed(environment: [String: String]) -> Bool {
        isatty(STDOUT_FILENO) == 1 && (environment["NO_COLOR"] ?? "").isEmpty
    }

    public func writeOutput(_ text: String) {
        // A closed pipe (`archlint rules | head -1`) is not worth reporting.
        try? FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
    }

    public func writeError(_ text: String) {
        try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
    }
}
