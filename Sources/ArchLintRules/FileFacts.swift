import ArchLintLexer
import ArchLintOutline

/// What the index needs from a file beyond its declarations: the networking APIs its types use
/// (``NetworkingFacts``) and the evidence of generated Core Data entities (``EntityEvidence``), found in one pass
/// over the tokens. Entity evidence is looked for only in files that import Core Data or SwiftUI, which the
/// evidence needs.
enum FileFacts {
    static let networkingWords = ["URLSession", "URLRequest"]
    static let networkingOnly = WatchedWords(networkingWords)
    static let networkingAndEntities = WatchedWords(networkingWords + EntityEvidence.requestTypes
        + ["context", "@NSManaged"])
    static let loopWords = WatchedWords(["await", "forEach"])

    static func scan(_ file: OutlinedFile) -> (networking: NetworkingFacts, entities: EntityEvidence) {
        let entitiesMayBeHere = file.outline.imports.contains { ["CoreData", "SwiftUI"].contains($0.topLevelModule) }
        let watched = (entitiesMayBeHere ? networkingAndEntities : networkingOnly).find(in: file)
        var apiTokens: [Int] = []
        var entityTokens: [Int] = []
        for index in watched {
            if file.token(index, is: "URLSession") || file.token(index, is: "URLRequest") {
                apiTokens.append(index)
            } else {
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
    public static func awaitsInALoop(_ file: OutlinedFile) -> Bool {
        let watched = FileFacts.loopWords.find(in: file)
        let awaits = watched.filter { file.tokens[$0].keyword == .await }
        guard let last = awaits.last else { return false }
        // Loops that start before the last `await`: `forEach` found with the awaits, `for` from the tokens (a
        // pass made only in files that await).
        var loops = watched.filter { file.token($0, is: "forEach") }
        for index in 0..<last where file.tokens[index].keyword == .for { loops.append(index) }
        for index in loops {
            // The loop's body: the first `{` after the loop word, within a short header.
            var cursor = index + 1
            let limit = min(file.tokens.count, index + 256)
            while cursor < limit, file.tokens[cursor].kind != .leftBrace {
                if let close = file.partner(of: cursor), [.leftParen, .leftBracket].contains(file.tokens[cursor].kind) {
                    cursor = close
                }
                cursor += 1
            }
            guard cursor < limit, let close = file.partner(of: cursor) else { continue }
            if awaits.contains(where: { $0 > cursor && $0 < close }) { return true }
        }
        return false
    }

}
