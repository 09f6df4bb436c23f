import ArchLintOutline

/// An `archlint:` comment read: its command, its rule ids, and where the list of ids ends. What ``Suppressions``
/// applies, and where an editor adds an id to a comment that is there already.
package struct SuppressionComment {
    package enum Kind: Equatable { case disable, enable, next, this }

    /// The id that stands for every rule: no rule may be called this.
    package static let everyRule = "all"

    /// The command as written: `archlint:disable:next`.
    package var command: String
    /// `nil` when the word after `archlint:` is no command.
    package var kind: Kind?
    package var rules: [String]
    /// Where the rule ids end in the comment's text: before ` --` and its reason, and any blanks.
    package var rulesEnd: String.Index

    /// Reads `comment`, the text of a `//` comment; `nil` when it does not start with `archlint:`.
    package init?(_ comment: String) {
        guard comment.hasPrefix("//") else { return nil }
        var text = comment.dropFirst(2).drop { $0 == " " || $0 == "\t" }
        guard text.hasPrefix(Outline.directiveMarker) else { return nil }
        text = text.dropFirst(Outline.directiveMarker.count)
        if let reason = text.firstRange(of: " --") { text = text[..<reason.lowerBound] }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        let words = text.split(maxSplits: 1, whereSeparator: { $0 == " " || $0 == "\t" })
        command = Outline.directiveMarker + (words.first ?? "")
        switch words.first {
        case "disable": kind = .disable
        case "enable": kind = .enable
        case "disable:next": kind = .next
        case "disable:this": kind = .this
        default: kind = nil
        }
        rules = words.count > 1
            ? words[1].split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }).map(String.init) : []
        rulesEnd = text.endIndex
    }
}
