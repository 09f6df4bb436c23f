/// A Markdown report put together within a size limit. Findings are added rule by rule and group by group; once
/// one does not fit, it and everything after it are left out, and each rule cut says how many of its findings
/// are missing. Sizes count UTF-16 code units, never fewer than the characters GitHub counts.
struct MarkdownBudget {
    private(set) var text = ""
    /// Findings left out so far.
    private(set) var omitted = 0
    private var remaining: Int

    /// `limit` is what the findings may take, the room for every possible cut note included.
    init(limit: Int) {
        remaining = limit
    }

    /// Whether anything has been cut: everything after the first cut is cut too, so the order stays the reader's.
    var isCutting: Bool { omitted > 0 }

    /// Whether `text` fits in what is left, and nothing was cut before it.
    func fits(_ text: String) -> Bool {
        !isCutting && text.utf16.count <= remaining
    }

    /// Adds `piece` whatever its size: what ``fits(_:)`` allowed, and headings and notes the limit allows for.
    mutating func append(_ piece: String) {
        text += piece
        remaining -= piece.utf16.count
    }

    /// Records that `count` findings were left out, and says so with `note`.
    mutating func omit(_ count: Int, note: String) {
        guard count > 0 else { return }
        omitted += count
        text += note
    }
}

extension MarkdownBudget {
    /// The first of `rows` that fit together in `limit` UTF-16 code units, and how many are left out: for a table
    /// or list of the report whose length the data decides (rules, commits), so no part of it outgrows its share.
    static func prefix(of rows: [String], within limit: Int) -> (text: String, omitted: Int) {
        var text = "", used = 0
        for (index, row) in rows.enumerated() {
            used += row.utf16.count
            guard used <= limit else { return (text, rows.count - index) }
            text += row
        }
        return (text, 0)
    }
}
