/// Where a command writes its text. `main.swift` passes the process's streams; tests pass a ``CapturedOutput``.
public protocol OutputSink: AnyObject {
    /// Whether colour escape codes may go to standard output: it is a terminal and `NO_COLOR` is unset.
    var colorAllowed: Bool { get }
    /// Whether standard output is a terminal (a person reads it), whatever `NO_COLOR` says.
    var isTerminal: Bool { get }
    /// The terminal's width in columns, when standard output is one that says.
    var terminalWidth: Int? { get }
    /// The terminal's width in columns, when standard error is one that says: summaries wrap to it.
    var errorWidth: Int? { get }
    /// Why something written to standard output did not arrive (a full disk, a closed descriptor), or `nil`.
    /// A reader that went away (`archlint rules | head -1`) is not a failure.
    var outputFailure: String? { get }
    /// Writes to standard output: reports, listings, help.
    func writeOutput(_ text: String)
    /// Writes to standard error: the summary line, notes and errors.
    func writeError(_ text: String)
}

extension OutputSink {
    public var outputFailure: String? { nil }
    public var isTerminal: Bool { false }
    public var terminalWidth: Int? { nil }
    public var errorWidth: Int? { nil }
}
