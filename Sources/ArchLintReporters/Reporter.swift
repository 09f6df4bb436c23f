import ArchLintEngine
import ArchLintRules

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
    /// The project's name for report headers (the root folder's name); `nil` leaves it out.
    public var project: String?
    /// The full hash of the commit the report describes; `nil` outside a git working tree.
    public var commit: String?
    /// When the report's state was made: the commit's date, else the time of the run, as ISO 8601
    /// (`2026-11-23T14:05:00+01:00`); reports show it as given. `nil` leaves it out.
    public var date: String?
    /// How findings link to their lines in a code browser; `nil` for no links.
    public var linkTemplate: LinkTemplate?

    public init(useColor: Bool = false, toolVersion: String = ArchLintVersion.current, width: Int? = nil,
                project: String? = nil, commit: String? = nil, date: String? = nil,
                linkTemplate: LinkTemplate? = nil) {
        self.useColor = useColor
        self.toolVersion = toolVersion
        self.width = width
        self.project = project
        self.commit = commit
        self.date = date
        self.linkTemplate = linkTemplate
    }

    /// The link to `finding`'s line, when a template is set and can be filled.
    func link(to finding: Finding) -> String? {
        linkTemplate?.url(path: finding.file, line: finding.line, commit: commit)
    }
}
