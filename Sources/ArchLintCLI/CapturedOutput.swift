/// Keeps everything a command writes, for tests and for callers that embed the command.
public final class CapturedOutput: OutputSink {
    public let colorAllowed: Bool
    /// Everything written to standard output so far.
    public private(set) var standardOutput = ""
    /// Everything written to standard error so far.
    public private(set) var standardError = ""

    public init(colorAllowed: Bool = false) {
        self.colorAllowed = colorAllowed
    }

    public func writeOutput(_ text: String) {
        standardOutput += text
    }

    public func writeError(_ text: String) {
        standardError += text
    }
}
