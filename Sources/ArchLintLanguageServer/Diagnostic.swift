import ArchLintEngine
import ArchLintProject
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
    /// The places elsewhere that explain it: its cause in other files, then its trace.
    package var related: [RelatedPlace] = []

    /// A document, a 0-based line (the place is its start) and what the place shows.
    package struct RelatedPlace: Equatable, Sendable {
        package var uri: String
        package var line: Int
        package var note: String
    }

    package init(range: TextRange, severity: Severity, ruleID: String, message: String, findingLine: Int) {
        self.range = range
        self.severity = severity
        self.ruleID = ruleID
        self.message = message
        self.findingLine = findingLine
    }

    /// `finding` placed in the text it was found in; its trace's files are relative to `root`.
    package init(_ finding: Finding, in lines: LineTable, root: String? = nil) {
        let start = lines.position(line: finding.line, byteColumn: finding.column)
        var end = lines.contentEnd(ofLine: start.line)
        while end > lines.start(ofLine: start.line) && (lines.bytes[end - 1] == 0x20 || lines.bytes[end - 1] == 0x09) {
            end -= 1
        }
        let endPosition = lines.position(ofOffset: end)
        self.init(range: TextRange(start: start, end: max(start, endPosition)), severity: finding.severity,
                  ruleID: finding.ruleID, message: finding.messageWithPlaces, findingLine: finding.line)
        if let root {
            // The cause in other files, then the trace of a call's effect.
            related = finding.places.compactMap { place in
                place.file.map { file in
                    RelatedPlace(uri: DocumentURI.uri(ofPath: PathText.join(root, file)), line: max(place.line - 1, 0),
                                 note: "the same cause in another file")
                }
            }
            related += finding.trace.map { step in
                RelatedPlace(uri: DocumentURI.uri(ofPath: PathText.join(root, step.file)), line: max(step.line - 1, 0),
                             note: step.note)
            }
        }
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
        if !related.isEmpty {
            object["relatedInformation"] = .array(related.map { place in
                let start = Position(line: place.line, character: 0)
                return ["location": ["uri": .string(place.uri), "range": TextRange(start: start, end: start).json],
                        "message": .string(place.note)]
            })
        }
        return .object(object)
    }
}
