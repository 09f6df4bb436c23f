import ArchLintEngine

/// The edit that suppresses one finding: a `disable:next` comment on a line of its own above the finding,
/// indented like it, with a reason to fill in. When the line above is such a comment already, the rule joins its
/// list instead, since a second comment between would leave the first one pointing at a comment.
package struct SuppressionEdit: Equatable, Sendable {
    package var range: TextRange
    package var newText: String
    /// Where the reason to fill in is in ``newText`` (UTF-8 offsets), when the edit inserts one.
    package var reason: Range<Int>?

    /// Stands for the reason the author is expected to write.
    package static let reasonPlaceholder = "reason"

    /// The edit for a finding of `rule` on `findingLine` (1-based) of `lines`.
    package init(rule: String, findingLine: Int, in lines: LineTable) {
        let line = min(max(findingLine - 1, 0), lines.lineCount - 1)
        if line > 0, let end = Self.ruleListEnd(inDirectiveOn: line - 1, of: lines) {
            let at = lines.position(ofOffset: end)
            range = TextRange(start: at, end: at)
            newText = ", " + rule
            reason = nil
            return
        }
        let bytes = lines.bytes
        let start = lines.start(ofLine: line)
        var indentEnd = start
        while indentEnd < lines.contentEnd(ofLine: line) && (bytes[indentEnd] == 0x20 || bytes[indentEnd] == 0x09) {
            indentEnd += 1
        }
        let indent = String(decoding: bytes[start..<indentEnd], as: UTF8.self)
        let lineBreak = bytes.contains(0x0D) && bytes.contains(0x0A) ? "\r\n" : "\n"
        let at = Position(line: line, character: 0)
        range = TextRange(start: at, end: at)
        let before = indent + "// archlint:disable:next \(rule) -- "
        newText = before + Self.reasonPlaceholder + lineBreak
        reason = before.utf8.count..<(before.utf8.count + Self.reasonPlaceholder.utf8.count)
    }

    /// ``newText`` as a snippet (LSP snippet syntax): the reason a placeholder the cursor lands on, selected, so
    /// that typing replaces it.
    package var snippet: String {
        let bytes = Array(newText.utf8)
        guard let reason else { return Self.escapedForSnippet(newText) + "$0" }
        return Self.escapedForSnippet(String(decoding: bytes[..<reason.lowerBound], as: UTF8.self))
            + "${1:" + Self.escapedForSnippet(String(decoding: bytes[reason], as: UTF8.self)) + "}"
            + Self.escapedForSnippet(String(decoding: bytes[reason.upperBound...], as: UTF8.self))
    }

    /// `text` with the characters snippet syntax gives a meaning (`$`, `}`, `\`) escaped.
    static func escapedForSnippet(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "$" || character == "}" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    /// Where the rule ids of a `// archlint:disable:next` comment on `line` end (before ` --` and its reason);
    /// `nil` when the line is not such a comment.
    private static func ruleListEnd(inDirectiveOn line: Int, of lines: LineTable) -> Int? {
        let start = lines.start(ofLine: line), end = lines.contentEnd(ofLine: line)
        let text = String(decoding: lines.bytes[start..<end], as: UTF8.self)
        let comment = String(text.drop { $0 == " " || $0 == "\t" })
        guard let read = SuppressionComment(comment), read.kind == .next, !read.rules.isEmpty else { return nil }
        return start + (text.utf8.count - comment.utf8.count)
            + comment.utf8.distance(from: comment.startIndex, to: read.rulesEnd)
    }

    package var json: JSON { ["range": range.json, "newText": .string(newText)] }

    /// The edit as an LSP 3.18 `SnippetTextEdit`.
    package var snippetJSON: JSON { ["range": range.json, "snippet": ["kind": "snippet", "value": .string(snippet)]] }
}
