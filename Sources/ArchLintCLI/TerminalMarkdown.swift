import Foundation

/// Makes a rule document readable in a terminal: no frontmatter, underlined headings, indented code,
/// plain emphasis and links spelled out.
enum TerminalMarkdown {
    static func render(_ markdown: String) -> String {
        var lines = withoutFrontmatter(markdown)
        while lines.first?.trimmingCharacters(in: .whitespaces).isEmpty == true { lines.removeFirst() }
        var output: [String] = []
        var inCode = false
        for line in lines {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inCode.toggle()
                continue
            }
            if inCode {
                output.append(line.isEmpty ? "" : "    " + line)
            } else if let (level, title) = heading(line) {
                let text = inline(title)
                if !(output.last?.isEmpty ?? true) { output.append("") }
                output.append(text)
                if level <= 2 { output.append(String(repeating: level == 1 ? "=" : "-", count: text.count)) }
            } else {
                output.append(inline(line))
            }
        }
        while output.last?.isEmpty == true { output.removeLast() }
        return output.joined(separator: "\n") + "\n"
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
