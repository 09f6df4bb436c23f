import Foundation

/// A commit object's fields that a history needs: its tree, first parent, author, dates and subject.
package struct GitCommit: Equatable {
    package var id: String
    package var tree: String
    /// The first parent: the branch's own line, through merges.
    package var firstParent: String?
    package var author: String
    /// When the author wrote it and when it was committed; zero (1970) when the header has no valid date.
    package var authored: GitDate
    package var committed: GitDate
    /// The first line of the message.
    package var subject: String

    /// Parses the bytes of commit object `id`; `nil` when they are not a commit's.
    package init?(id: String, data: [UInt8]) {
        let newline = UInt8(ascii: "\n")
        // Headers, a blank line, the message (which may be empty). Split on bytes: a `\r` before a newline, or
        // bytes that are not UTF-8, cannot join two lines into one.
        var blank = 0
        while blank + 1 < data.count, data[blank] != newline || data[blank + 1] != newline { blank += 1 }
        guard blank + 1 < data.count else { return nil }
        var tree: String?, parent: String?, author = ""
        var authored = GitDate(seconds: 0, offsetMinutes: 0), committed = authored
        for bytes in data[..<blank].split(separator: newline, omittingEmptySubsequences: false) {
            let line = String(decoding: bytes, as: UTF8.self)[...]
            if line.hasPrefix("tree ") {
                tree = String(line.dropFirst(5))
            } else if line.hasPrefix("parent "), parent == nil {
                parent = String(line.dropFirst(7))
            } else if line.hasPrefix("author ") {
                (author, authored) = Self.person(line.dropFirst(7))
            } else if line.hasPrefix("committer ") {
                committed = Self.person(line.dropFirst(10)).1
            }
        }
        guard let tree else { return nil }
        self.id = id
        self.tree = tree
        self.firstParent = parent
        self.author = author
        self.authored = authored
        self.committed = committed
        let firstLine = data[(blank + 2)...].split(separator: newline, maxSplits: 1).first ?? []
        self.subject = String(decoding: firstLine, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The author date in ISO 8601 with the author's offset: `2026-11-24T09:30:00+01:00`; `""` out of range.
    package var authorDate: String {
        authored.iso8601
    }

    /// `Name <email> 1700000000 +0100` → the name and the date.
    private static func person(_ text: Substring) -> (String, GitDate) {
        let name = text.firstIndex(of: "<").map { text[..<$0].trimmingCharacters(in: .whitespaces) }
            ?? String(text)
        let after = text.lastIndex(of: ">").map { text[text.index(after: $0)...] } ?? ""
        return (name, GitDate(after) ?? GitDate(seconds: 0, offsetMinutes: 0))
    }
}
