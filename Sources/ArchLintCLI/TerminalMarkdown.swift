import Foundation

/// Makes a rule document readable in a terminal: no frontmatter, underlined headings, indented code,
/// plain emphasis, links spelled out, and prose and list items reflowed to the terminal's width.
enum TerminalMarkdown {
    /// The width used when the terminal's is unknown.
    static let defaultWidth = 80

    static func render(_ markdown: String, width: Int = defaultWidth) -> String {
        var lines = withoutFrontmatter(markdown)
        while lines.first?.trimmingCharacters(in: .whitespaces).isEmpty == true { lines.removeFirst() }
        var output: [String] = []
        var inCode = false
        // Prose is gathered into paragraphs (a list item starts one, with its marker as a hanging indent).
        var paragraph: (marker: String, words: [Substring])?
        func flush() {
            guard let current = paragraph else { return }
            output += wrap(current.words, width: width, marker: current.marker)
            paragraph = nil
        }
        for line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                flush()
                inCode.toggle()
                continue
            }
            if inCode {
                output.append(line.isEmpty ? "" : "    " + line)
            } else if let (level, title) = heading(line) {
                flush()
                let text = inline(title)
                if !(output.last?.isEmpty ?? true) { output.append("") }
                output.append(text)
                if level <= 2 { output.append(String(repeating: level == 1 ? "=" : "-", count: text.count)) }
            } else if trimmed.isEmpty || trimmed.hasPrefix("|") {
                flush()
                output.append(inline(line))
            } else if let marker = listMarker(line) {
                flush()
                paragraph = (marker, inline(String(line.dropFirst(marker.count))).split(separator: " "))
            } else if paragraph != nil {
                paragraph?.words += inline(trimmed).split(separator: " ")
            } else {
                paragraph = ("", inline(trimmed).split(separator: " "))
            }
        }
        flush()
        while output.last?.isEmpty == true { output.removeLast() }
        return output.joined(separator: "\n") + "\n"
    }

    /// `- `, `* ` or `12. ` (with any indentation before it) at the start of a list item, or `nil`.
    static func listMarker(_ line: String) -> String? {
        let indent = line.prefix { $0 == " " }
        let rest = line.dropFirst(indent.count)
        if rest.hasPrefix("- ") || rest.hasPrefix("* ") { return String(indent) + String(rest.prefix(2)) }
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, rest.dropFirst(digits.count).hasPrefix(". ") { return String(indent) + digits + ". " }
        return nil
    }

    /// `words` in lines of at most `width` characters, the first led by `marker` and the rest indented to match;
    /// a word longer than a line gets a line of its own.
    static func wrap(_ words: [Substring], width: Int, marker: String) -> [String] {
        let indent = String(repeating: " ", count: marker.count)
        var lines: [String] = []
        var current = marker
        var hasWord = false
        for word in words {
            if hasWord, current.count + 1 + word.count > width {
                lines.append(current)
                current = indent
                hasWord = false
            }
            current += (hasWord ? " " : "") + word
            hasWord = true
        }
        if hasWord || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// The document's lines after a leading `---` … `---` block.
    static func withoutFrontmatter(_ markdown: String) -> [String] {
        let lines = markdown.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        guard lines.first?.trimmingCharacters(in: .whitespaces) == "---",
              let end = lines.dropFirst().firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "---" })
        else { return lines }
        return Array(lines[(end + 1)...])
    }

    private static func heading(_ line: String) -> (Int, String)? {
        let level = line.prefix { $0 == "#" }.count
        guard (1...6).contains(level), line.dropFirst(level).first == " " else { return nil }
        return (level, line.dropFirst(level + 1).trimmingCharacters(in: .whitespaces))
    }

    /// `**bold**` and `__bold__` lose their markers; `[text](url)` becomes `text (url)`; code spans stay.
    private static func inline(_ line: String) -> String {
        var result = ""
        var rest = Substring(line)
        while let first = rest.first {
            if first == "`", let close = rest.dropFirst().firstIndex(of: "`") {
                result += rest[...close]
                rest = rest[rest.index(after: close)...]
            } else if rest.hasPrefix("**") || rest.hasPrefix("__") {
                rest = rest.dropFirst(2)
            } else if first == "[", let link = link(at: rest) {
                result += link.text == link.url ? link.url : "\(link.text) (\(link.url))"
                rest = link.rest
            } else {
                result.append(first)
                rest = rest.dropFirst()
            }
        }
        return result
    }

    private static func link(at text: Substring) -> (text: String, url: String, rest: Substring)? {
        guard let closeBracket = text.firstIndex(of: "]"),
              text[text.index(after: closeBracket)...].hasPrefix("("),
              let closeParen = text[closeBracket...].firstIndex(of: ")") else { return nil }
        let label = String(text[text.index(after: text.startIndex)..<closeBracket])
        let url = String(text[text.index(closeBracket, offsetBy: 2)..<closeParen])
        return (inline(label), url, text[text.index(after: closeParen)...])
    }
}
