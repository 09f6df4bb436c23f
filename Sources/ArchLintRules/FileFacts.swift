import ArchLintLexer
import ArchLintOutline

/// What the index needs from a file beyond its declarations: the networking APIs its types use
/// (``NetworkingFacts``) and the evidence of generated Core Data entities (``EntityEvidence``). The words are
/// noted by the outline scanner while it pairs brackets (``FileDeclarations/watchedWords``); a file outlined
/// without them gets a pass of its own.
enum FileFacts {
    static let networkingWords = ["URLSession", "URLRequest"]
    static let words = WatchedWords(networkingWords + EntityEvidence.requestTypes + ["context", "@NSManaged"])

    static func scan(_ file: OutlinedFile) -> (networking: NetworkingFacts, entities: EntityEvidence) {
        let watched = file.outline.watchedTokens ?? words.find(in: file.tokens, source: file.source)
        var apiTokens: [Int] = []
        var entityTokens: [Int] = []
        for position in watched {
            let index = Int(position)
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
    /// The words to hand the outline scanner (`OutlineScanner.scan(_:in:watching:)`) so that making a file's
    /// declarations needs no second pass over its tokens.
    public static var watchedWords: WatchedWords { FileFacts.words }
}
