import ArchLintEngine

/// A place in a text document as the protocol counts: a 0-based line, and UTF-16 code units into that line.
package struct Position: Equatable, Comparable, Sendable {
    package var line: Int
    package var character: Int

    package init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    package init?(json: JSON?) {
        guard let line = json?["line"]?.int, let character = json?["character"]?.int, line >= 0, character >= 0
        else { return nil }
        self.init(line: line, character: character)
    }

    package var json: JSON { ["line": .int(line), "character": .int(character)] }

    package static func < (a: Position, b: Position) -> Bool {
        (a.line, a.character) < (b.line, b.character)
    }
}

/// A span of a text document: `start` included, `end` excluded.
package struct TextRange: Equatable, Sendable {
    package var start: Position
    package var end: Position

    package init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }

    package init?(json: JSON?) {
        guard let start = Position(json: json?["start"]), let end = Position(json: json?["end"]) else { return nil }
        self.init(start: start, end: end)
    }

    package var json: JSON { ["start": start.json, "end": end.json] }

    /// Whether `position` is in the range, its end included (a cursor just after a word is still on it).
    package func contains(_ position: Position) -> Bool {
        start <= position && position <= end
    }

    /// Whether the two ranges share a position.
    package func overlaps(_ other: TextRange) -> Bool {
        start <= other.end && other.start <= end
    }
}
