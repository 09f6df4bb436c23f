/// Breaks text for a terminal at spaces, never inside a word.
public enum WordWrap {
    /// `text` in lines of at most `width` characters, broken at spaces; a word longer than the width keeps a line
    /// of its own. Widths under 20 count as 20.
    public static func lines(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if !current.isEmpty, current.count + 1 + word.count > max(width, 20) {
                lines.append(current)
                current = String(word)
            } else {
                current += (current.isEmpty ? "" : " ") + word
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// Each line of `text` wrapped to `width`, its continuation lines indented two spaces past the line's own
    /// indentation, so that a wrapped line reads as one; with no width, `text` as it is.
    public static func paragraph(_ text: String, width: Int?) -> String {
        guard let width else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let indent = String(line.prefix { $0 == " " })
            let rest = String(line.dropFirst(indent.count))
            return lines(rest, width: width - indent.count - 2).enumerated().map { index, part in
                (index == 0 ? indent : indent + "  ") + part
            }.joined(separator: "\n")
        }.joined(separator: "\n")
    }
}
