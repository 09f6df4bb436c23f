import ArchLintLexer
import ArchLintOutline

/// What the index needs from a file beyond its declarations: the networking APIs its types use
/// (``NetworkingFacts``) and the evidence of generated Core Data entities (``EntityEvidence``), from the words
/// ``TokenSurvey`` found. Entity evidence is kept only in files that import Core Data or SwiftUI, which the
/// evidence needs.
enum FileFacts {
    static let networkingWords = ["URLSession", "URLRequest"]
    /// The words ``TokenSurvey`` finds: the networking APIs, and the evidence of entities.
    static let watchedWordList = networkingWords + EntityEvidence.requestTypes + ["context", "@NSManaged"]

    static func scan(_ file: OutlinedFile, survey: TokenSurvey) -> (networking: NetworkingFacts, entities: EntityEvidence) {
        let entitiesMayBeHere = file.outline.imports.contains { ["CoreData", "SwiftUI"].contains($0.topLevelModule) }
        var apiTokens: [Int] = []
        var entityTokens: [Int] = []
        for index in survey.watched {
            if file.token(index, is: "URLSession") || file.token(index, is: "URLRequest") {
                apiTokens.append(index)
            } else if entitiesMayBeHere {
                entityTokens.append(index)
            }
        }
        let declaresTypes = file.outline.types.contains { $0.kind != .extension }
        let networking = apiTokens.isEmpty && !declaresTypes ? NetworkingFacts()
            : NetworkingFacts(file: file, apiTokens: apiTokens)
        return (networking, EntityEvidence(file: file, candidates: entityTokens))
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
