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
    /// The other places in the same file where the finding's cause shows (further uses of the same type), in
    /// source order. A finding stands for one cause; these are not findings of their own.
    public var places: [FindingPlace] = []
    /// What the places have in common (the type, module or API used), when the rule says.
    public var cause: FindingCause?
    /// The places elsewhere that explain the finding (``FindingStep``), in order.
    public var trace: [FindingStep] = []

    public init(ruleID: String, severity: Severity, file: String, line: Int, column: Int, message: String,
                layer: String? = nil, sourceLine: String? = nil, sourceIndent: Int = 0, places: [FindingPlace] = [],
                cause: FindingCause? = nil, trace: [FindingStep] = []) {
        self.sourceIndent = sourceIndent
        self.trace = trace
        self.places = places
        self.cause = cause
        self.ruleID = ruleID
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.layer = layer
        self.sourceLine = sourceLine
    }

    /// How many places show the cause: the finding's own and its other ``places``.
    public var uses: Int { places.count + 1 }

    /// The order every output uses: file, line, column, rule id, then message.
    public static func areInReportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.file != b.file { return a.file < b.file }
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }
}
