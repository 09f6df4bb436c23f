/// One problem found in one place.
///
/// `line` and `column` are 1-based; the column counts UTF-8 bytes. `file` is relative to the project root.
public struct Finding: Sendable, Hashable, Codable {
    public var ruleID: String
    public var severity: Severity
    public var file: String
    public var line: Int
    public var column: Int
    /// Says what is wrong and where it belongs instead.
    public var message: String
    /// The layer of the file (`Domain`, `Data`, `Presentation`, `App`, or a configured name), or `nil`.
    public var layer: String?
    /// The offending source line, trimmed (for reports and baseline matching; not part of the JSON shape).
    public var sourceLine: String?
    /// How many bytes of indentation were trimmed from the start of `sourceLine`, to place a caret under it.
    public var sourceIndent: Int = 0

    public init(ruleID: String, severity: Severity, file: String, line: Int, column: Int, message: String,
                layer: String? = nil, sourceLine: String? = nil, sourceIndent: Int = 0) {
        self.sourceIndent = sourceIndent
        self.ruleID = ruleID
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.layer = layer
        self.sourceLine = sourceLine
    }

    /// The order every output uses: file, line, column, rule id, then message.
    public static func areInReportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.file != b.file { return a.file < b.file }
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }
}
