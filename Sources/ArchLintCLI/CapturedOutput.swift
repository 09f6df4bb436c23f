/// Keeps everything a command writes, for tests and for callers that embed the command.
public final class CapturedOutput: OutputSink {
    public let colorAllowed: Bool
    public let isTerminal: Bool
    public let errorWidth: Int?
    /// Everything written to standard output so far.
    public private(set) var standardOutput = ""
    /// Everything written to standard error so far.
    public private(set) var standardError = ""

    /// `isTerminal` stands for a terminal on standard output, which picks the `terminal` format by default;
    /// `errorWidth` for one of that many columns on standard error.
    public init(colorAllowed: Bool = false, isTerminal: Bool = false, errorWidth: Int? = nil) {
        self.colorAllowed = colorAllowed
        self.isTerminal = isTerminal
        self.errorWidth = errorWidth
    }

    public func writeOutput(_ text: String) {
        standardOutput += text
    }

    public func writeError(_ text: String) {
        standardError += text
    }
}
