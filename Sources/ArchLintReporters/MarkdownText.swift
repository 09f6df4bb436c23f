/// Text placed in GitHub-flavoured Markdown so that it shows as written, in list items and table cells alike.
///
/// Punctuation that Markdown or HTML would act on becomes a numeric character reference rather than a backslash
/// escape: references work inside table cells, where GitHub shows escaped backticks literally, and in renderers
/// that escape fewer characters than CommonMark.
///
/// Text outside code spans never mentions anyone: an `@` is followed by an invisible word joiner, so a commit
/// subject or message naming `@someone` or `@org/team` shows as written and notifies no one when the report is
/// posted as a comment (a reference, `&#64;`, would be decoded first and still notify).
enum MarkdownText {
    /// `text` on one line with ``\`*_[]<>|&~#!`` (and `$`, which starts maths on GitHub) as references, and no
    /// mention.
    static func plain(_ text: String) -> String {
        var result = ""
        for scalar in text.singleLine.unicodeScalars {
            switch scalar {
            case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "&", "~", "#", "!", "$":
                result += "&#\(scalar.value);"
            case "@":
                result += mentionBreak
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` for the content of an HTML element in the Markdown (a `<summary>`): escaped, and no mention.
    static func html(_ text: String) -> String {
        Markup.escape(text.singleLine).split(separator: "@", omittingEmptySubsequences: false)
            .joined(separator: mentionBreak)
    }

    /// An `@` that starts no mention: GitHub's mentions need a letter or digit right after the `@`.
    static let mentionBreak = "@&#8288;"

    /// `text` as a code span: fenced by one more backtick than its longest run, padded when it starts or ends
    /// with a backtick. For lists, not tables: a `|` would end a table cell even inside code.
    static func code(_ text: String) -> String {
        let line = text.singleLine
        var longest = 0, run = 0
        for character in line {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padding = line.hasPrefix("`") || line.hasSuffix("`") ? " " : ""
        return fence + padding + line + padding + fence
    }

    /// A message: each pair of backticks becomes a code span and the rest plain text; with an unpaired backtick
    /// the whole message is plain text.
    static func message(_ message: String) -> String {
        let parts = message.singleLine.split(separator: "`", omittingEmptySubsequences: false).map(String.init)
        guard parts.count % 2 == 1 else { return plain(message) }
        return parts.enumerated().map { index, part in
            index % 2 == 1 ? (part.isEmpty ? "" : code(part)) : plain(part)
        }.joined()
    }

    /// `url` safe as a link destination: spaces, parentheses, angle brackets, quotes, backslashes and backticks
    /// percent-encoded.
    static func destination(_ url: String) -> String {
        var result = ""
        for scalar in url.singleLine.unicodeScalars {
            switch scalar {
            case " ", "(", ")", "<", ">", "\"", "\\", "`", "[", "]":
                result += "%" + String(scalar.value, radix: 16, uppercase: true)
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
