import ArchLintEngine

/// Turns a lint result into the text of one output format. Pure: no I/O, same input gives the same text.
public protocol Reporter: Sendable {
    /// The `--format` value that selects this reporter: `xcode`, `json`, `sarif`, …
    static var identifier: String { get }
    init()
    func report(_ result: LintResult, options: ReportOptions) -> String
}

/// What a reporter may need besides the result.
public struct ReportOptions: Sendable {
    /// Colour escape codes are allowed (the CLI decides: a terminal, and no `NO_COLOR`).
    public var useColor: Bool
    /// The tool version, for formats that record it (SARIF, JSON).
    public var toolVersion: String
    /// The terminal's width in columns, for formats that wrap text to it; `nil` when not known.
    public var width: Int?
    /// The findings over the branch's last commits, for `report --history`; `nil` otherwise.
    public var history: LintHistory?

    public init(useColor: Bool = false, toolVersion: String = ArchLintVersion.current, width: Int? = nil) {
        self.useColor = useColor
        self.toolVersion = toolVersion
        self.width = width
    }
}
