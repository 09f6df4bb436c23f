import Foundation

/// A commit object's fields that a history needs: its tree, first parent, author, date and subject.
package struct GitCommit: Equatable {
    package var id: String
    package var tree: String
    /// The first parent: the branch's own line, through merges.
    package var firstParent: String?
    package var author: String
    /// The author date, as seconds since 1970 and the author's offset from UTC in minutes.
    package var authorTime: Int
    package var authorOffsetMinutes: Int
    /// The first line of the message.
    package var subject: String

    /// Parses the bytes of commit object `id`; `nil` when they are not a commit's.
    package init?(id: String, data: [UInt8]) {
        let text = String(decoding: data, as: UTF8.self)
        // Headers, a blank line, the message (which may be empty).
        guard let blank = text.range(of: "\n\n") else { return nil }
        var tree: String?, parent: String?, author = "", time = 0, offset = 0
        for line in text[..<blank.lowerBound].split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("tree ") {
                tree = String(line.dropFirst(5))
            } else if line.hasPrefix("parent "), parent == nil {
                parent = String(line.dropFirst(7))
            } else if line.hasPrefix("author ") {
                (author, time, offset) = Self.person(line.dropFirst(7))
            }
        }
        guard let tree else { return nil }
        self.id = id
        self.tree = tree
        self.firstParent = parent
        self.author = author
        self.authorTime = time
        self.authorOffsetMinutes = offset
        self.subject = text[blank.upperBound...].split(separator: "\n", maxSplits: 1).first
            .map { String($0).trimmingCharacters(in: .whitespaces) } ?? ""
    }

    /// The author date in ISO 8601 with the author's offset: `2026-11-24T09:30:00+01:00`.
    package var authorDate: String {
        var seconds = time_t(authorTime + authorOffsetMinutes * 60)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        let sign = authorOffsetMinutes < 0 ? "-" : "+"
        let offset = abs(authorOffsetMinutes)
        return String(format: "%04d-%02d-%02dT%02d:%02d:%02d%@%02d:%02d", Int(parts.tm_year) + 1900,
                      Int(parts.tm_mon) + 1, Int(parts.tm_mday), Int(parts.tm_hour), Int(parts.tm_min),
                      Int(parts.tm_sec), sign, offset / 60, offset % 60)
    }

    /// `Name <email> 1700000000 +0100` → the name, the time and the offset in minutes.
    private static func person(_ text: Substring) -> (String, Int, Int) {
        let name = text.firstIndex(of: "<").map { text[..<$0].trimmingCharacters(in: .whitespaces) }
            ?? String(text)
        let after = text.lastIndex(of: ">").map { text[text.index(after: $0)...] } ?? ""
        let fields = after.split(separator: " ")
        guard fields.count == 2, let time = Int(fields[0]), fields[1].count == 5,
              let hours = Int(fields[1].dropFirst().prefix(2)), let minutes = Int(fields[1].suffix(2)) else {
            return (name, 0, 0)
        }
        let offset = hours * 60 + minutes
        return (name, time, fields[1].hasPrefix("-") ? -offset : offset)
    }
}
