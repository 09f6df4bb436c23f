import ArchLintRules

/// A finding as an editor shows it: placed in the document's text by protocol positions.
package struct Diagnostic: Equatable, Sendable {
    /// From the finding's column to the end of its line, trailing spaces left out.
    package var range: TextRange
    package var severity: Severity
    package var ruleID: String
    package var message: String
    /// The finding's 1-based line: a suppression goes on the line above it.
    package var findingLine: Int

    package init(range: TextRange, severity: Severity, ruleID: String, message: String, findingLine: Int) {
        self.range = range
        self.severity = severity
        self.ruleID = ruleID
        self.message = message
        self.findingLine = findingLine
    }

    /// `finding` placed in the text it was found in.
    package init(_ finding: Finding, in lines: LineTable) {
        let start = lines.position(line: finding.line, byteColumn: finding.column)
        var end = lines.contentEnd(ofLine: start.line)
        while end > lines.start(ofLine: start.line) && (lines.bytes[end - 1] == 0x20 || lines.bytes[end - 1] == 0x09) {
            end -= 1
        }
        let endPosition = lines.position(ofOffset: end)
        self.init(range: TextRange(start: start, end: max(start, endPosition)), severity: finding.severity,
                  ruleID: finding.ruleID, message: finding.messageWithPlaces, findingLine: finding.line)
    }

    /// The protocol's `Diagnostic`; `documentURL` is the rule's published document, when there is one.
    package func json(documentURL: String?) -> JSON {
        var object: [String: JSON] = [
            "range": range.json,
            "severity": severity == .error ? 1 : 2,
            "code": .string(ruleID),
            "source": "archlint",
            "message": .string(message),
        ]
        if let documentURL { object["codeDescription"] = ["href": .string(documentURL)] }
        return .object(object)
    }
}
