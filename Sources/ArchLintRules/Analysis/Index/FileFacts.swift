import ArchLintLexer
import ArchLintOutline

/// What the index needs from a file beyond its declarations: the evidence of generated Core Data entities
/// (``EntityEvidence``), from the words ``TokenSurvey`` found. The words count only in files that import Core Data or
/// SwiftUI, which the evidence needs.
enum FileFacts {
    /// The words ``TokenSurvey`` finds: the evidence of entities.
    static let watchedWordList = EntityEvidence.requestTypes + ["context", "@NSManaged"]

    static func scan(_ file: OutlinedFile, survey: TokenSurvey) -> EntityEvidence {
        let entitiesMayBeHere = file.outline.imports.contains { ["CoreData", "SwiftUI"].contains($0.topLevelModule) }
        return EntityEvidence(file: file, candidates: entitiesMayBeHere ? survey.watched : [])
    }
}

extension FileDeclarations {
    /// Whether the file has an `await` inside the body of a `for` loop or a `forEach` closure: the only place
    /// `n-plus-one-await` looks.
    public static func awaitsInALoop(_ file: OutlinedFile, survey: TokenSurvey) -> Bool {
        let awaits = survey.awaits, loops = survey.loops
        guard let last = awaits.last else { return false }
        for index in loops where index < last {
            // The loop's body: the first `{` after the loop word, within a short header.
            var cursor = index + 1
            let limit = min(file.tokens.count, index + 256)
            while cursor < limit, file.tokens[cursor].kind != .leftBrace {
                if let close = file.partner(of: cursor), file.tokens[cursor].kind.opensParenOrBracket {
                    cursor = close
                }
                cursor += 1
            }
            guard cursor < limit, let close = file.partner(of: cursor) else { continue }
            // The first await after the `{` (awaits are in token order): inside the body when before the `}`.
            var low = 0, high = awaits.count
            while low < high {
                let middle = (low + high) / 2
                if awaits[middle] > cursor { high = middle } else { low = middle + 1 }
            }
            if low < awaits.count, awaits[low] < close { return true }
        }
        return false
    }

}
