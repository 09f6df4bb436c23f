import ArchLintLexer
import ArchLintOutline

/// Names a file introduces that hide a project type of the same name: generic parameters
/// (`struct List<Repository: Store>`, `func load<Item>()`), associated types, type aliases and parameters named in
/// upper case (`init(Repository: any RepositoryProtocol)`). Within the file such
/// a name means the local one, not the type another layer declares. The scope is the whole file: a file that
/// reuses a name both ways is rare, and a missed reference is better than a false one.
enum ShadowingNames {
    /// Tokens looked through for the end of a generic parameter clause.
    static let maximumClauseTokens = 512

    static func find(in file: OutlinedFile) -> Set<String> {
        var names: Set<String> = []
        let tokens = file.tokens
        for (index, token) in tokens.enumerated() {
            switch token.keyword {
            case .associatedtype, .typealias:
                if let name = file.nextCode(after: index), tokens[name].kind == .identifier {
                    names.insert(file.text(name))
                }
            case .struct, .class, .enum, .func, .actor:
                guard let name = file.nextCode(after: index), let open = file.nextCode(after: name) else { continue }
                collectGenericParameters(openingAt: open, in: file, into: &names)
                if token.keyword == .func { collectParameterNames(after: index, in: file, into: &names) }
            case .`init`, .subscript:
                if let open = file.nextCode(after: index) {
                    collectGenericParameters(openingAt: open, in: file, into: &names)
                }
                collectParameterNames(after: index, in: file, into: &names)
            default:
                continue
            }
        }
        return names
    }

    /// The parameter names of a function or initialiser whose keyword is at `keyword` that start in upper case
    /// (`init(Repository: any RepositoryProtocol)`): the name, not a type, within the body.
    private static func collectParameterNames(after keyword: Int, in file: OutlinedFile, into names: inout Set<String>) {
        let tokens = file.tokens
        var cursor = keyword + 1
        let limit = min(tokens.count, keyword + 64)
        while cursor < limit, tokens[cursor].kind != .leftParen {
            if tokens[cursor].kind == .leftBrace { return }
            cursor += 1
        }
        guard cursor < limit, let close = file.partner(of: cursor) else { return }
        var position = cursor + 1
        while position < close {
            let token = tokens[position]
            if token.kind.opensParenOrBracket, let end = file.partner(of: position) {
                position = end + 1
                continue
            }
            if token.kind == .identifier, let colon = file.nextCode(after: position), tokens[colon].kind == .colon {
                let first = file.source.bytes[Int(token.start)]
                if first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") { names.insert(file.text(position)) }
            }
            position += 1
        }
    }

    /// The parameter names of a generic clause whose `<` is at `open`: the first identifier after `<` or a comma
    /// at the clause's own depth (`each` before a pack's name is skipped).
    private static func collectGenericParameters(openingAt open: Int, in file: OutlinedFile,
                                                 into names: inout Set<String>) {
        let tokens = file.tokens
        guard tokens[open].kind == .operator, file.source.bytes[Int(tokens[open].start)] == UInt8(ascii: "<")
        else { return }
        var depth = 0
        var expectsName = true
        var cursor = open
        let limit = min(tokens.count, open + maximumClauseTokens)
        while cursor < limit {
            let token = tokens[cursor]
            if token.kind == .operator {
                for byte in file.source.bytes[Int(token.start)..<Int(token.end)] {
                    if byte == UInt8(ascii: "<") { depth += 1 }
                    if byte == UInt8(ascii: ">") { depth -= 1 }
                }
                if depth <= 0 { return }
            } else if token.kind == .comma, depth == 1 {
                expectsName = true
            } else if token.kind == .identifier, depth == 1, expectsName, token.keyword != .each {
                names.insert(file.text(cursor))
                expectsName = false
            } else if [.leftBrace, .rightBrace, .leftParen].contains(token.kind) {
                return
            }
            cursor = file.nextCode(after: cursor) ?? limit
        }
    }
}
