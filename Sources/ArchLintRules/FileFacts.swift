import ArchLintLexer
import ArchLintOutline

/// What the index needs from a file beyond its declarations: the networking APIs its types use
/// (``NetworkingFacts``) and the evidence of generated Core Data entities (``EntityEvidence``). The words are
/// noted by the outline scanner while it pairs brackets (``FileDeclarations/watchedWords``); a file outlined
/// without them gets a pass of its own.
enum FileFacts {
    static let networkingWords = ["URLSession", "URLRequest"]
    /// `await`, `for` and `forEach` are watched for the engine, which keeps whole the app-code files that await in a
    /// loop (for n-plus-one-await).
    static let loopWords = ["await", "for", "forEach"]
    static let words = WatchedWords(networkingWords + EntityEvidence.requestTypes + ["context", "@NSManaged"]
        + loopWords)

    static func scan(_ file: OutlinedFile) -> (networking: NetworkingFacts, entities: EntityEvidence) {
        let watched = file.outline.watchedTokens ?? words.find(in: file.tokens, source: file.source)
        var apiTokens: [Int] = []
        var entityTokens: [Int] = []
        for position in watched {
            let index = Int(position)
            if [.await, .for].contains(file.tokens[index].keyword) || file.token(index, is: "forEach") { continue }
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
    /// `n-plus-one-await` looks. Read from the words the outline scan watched, when it did.
    public static func awaitsInALoop(_ file: OutlinedFile) -> Bool {
        let watched = file.outline.watchedTokens ?? FileFacts.words.find(in: file.tokens, source: file.source)
        let awaits = watched.filter { file.tokens[Int($0)].keyword == .await }
        guard !awaits.isEmpty else { return false }
        for position in watched {
            let index = Int(position)
            guard file.tokens[index].keyword == .for || file.token(index, is: "forEach") else { continue }
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
            if awaits.contains(where: { Int($0) > cursor && Int($0) < close }) { return true }
        }
        return false
    }

    /// The words to hand the outline scanner (`OutlineScanner.scan(_:in:watching:)`) so that making a file's
    /// declarations needs no second pass over its tokens.
    public static var watchedWords: WatchedWords { FileFacts.words }
}
