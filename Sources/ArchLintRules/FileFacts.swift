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
        // One pass reading each token's keyword (a stored byte): the awaits, and the loops that start before them.
        var awaits: [Int] = []
        var loops: [Int] = []
        file.tokens.withUnsafeBufferPointer { tokens in
            for index in 0..<tokens.count {
                switch tokens[index].keyword {
                case .await: awaits.append(index)
                case .for: loops.append(index)
                default:
                    if tokens[index].kind == .identifier, tokens[index].end - tokens[index].start == 7,
                       file.token(index, is: "forEach") {
                        loops.append(index)
                    }
                }
            }
        }
        guard let last = awaits.last else { return false }
        for index in loops where index < last {
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
