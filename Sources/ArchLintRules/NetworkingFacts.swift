import ArchLintLexer
import ArchLintOutline

/// What one file tells about the project's own networking clients: the types whose code names `URLSession` or
/// `URLRequest`, and the project types each type holds in a stored property. The index joins these across files
/// (``ProjectIndex/networkingClients``): a type that holds a client is a client too, however deep the chain.
public struct NetworkingFacts: Sendable {
    /// Simple names of the types and extended types whose member code names a networking API.
    public var direct: [String] = []
    /// (holder, held): a stored property of `holder` is of type `held` or is initialised with `held(…)`.
    public var holdings: [(holder: String, held: String)] = []

    public init() {}

    /// `apiTokens` are the file's `URLSession` / `URLRequest` identifiers (found by ``FileFacts``).
    init(file: OutlinedFile, apiTokens: [Int]) {
        let types = file.outline.types
        var found: Set<String> = []
        for token in apiTokens {
            if let owner = Self.innermostType(containing: token, in: types) {
                found.insert(ProjectIndex.simpleName(types[owner].name))
            }
        }
        direct = found.sorted()
        // By index: `for decl in` would copy every declaration whole to look at its kind.
        for position in types.indices
        where types[position].kind == .struct || types[position].kind == .class || types[position].kind == .actor {
            guard let body = types[position].bodyTokens, !body.isEmpty else { continue }
            var holder: String?
            // Only the body's own level: bracketed groups (member bodies, nested types, arguments) are skipped
            // whole, so this costs the declarations' signatures, not their code.
            var cursor = body.lowerBound
            while cursor < body.upperBound {
                let token = file.tokens[cursor]
                if token.kind.opensGroup {
                    // An unclosed group runs to the end of the file: nothing after it is this body's own level.
                    guard let close = file.partner(of: cursor) else { break }
                    cursor = close + 1
                    continue
                }
                if token.keyword == .let || token.keyword == .var,
                   let held = Self.storedPropertyType(at: cursor, file: file) {
                    let name = holder ?? ProjectIndex.simpleName(types[position].name)
                    holder = name
                    if held != name { holdings.append((name, held)) }
                }
                cursor += 1
            }
        }
    }

    /// The index in `types` of the innermost declaration whose body holds token `index`.
    private static func innermostType(containing index: Int, in types: [TypeDecl]) -> Int? {
        var best: Int?
        for (position, decl) in types.enumerated() {
            guard let body = decl.bodyTokens, body.contains(index) else { continue }
            if let current = best, let currentBody = types[current].bodyTokens,
               currentBody.lowerBound > body.lowerBound {
                continue
            }
            best = position
        }
        return best
    }

    /// Value types of the standard library and Foundation that stored properties hold most: never a client.
    static let commonTypes: [StaticString] = ["String", "Int", "Bool", "Double", "Float", "Date", "URL", "UUID",
                                              "Data", "Set", "Array", "Dictionary", "Optional", "CGFloat", "Int64",
                                              "TimeInterval", "Decimal", "Character", "Substring", "UInt", "Int32"]

    /// The type name of a stored property whose `let`/`var` is at `index`: `let client: APIClient`,
    /// `var service = FeedService()`, `private let api: any FeedAPI`, `let api: Network.FeedAPI`.
    /// Names that start in lower case are left out: they are not the project's types.
    static func storedPropertyType(at index: Int, file: OutlinedFile) -> String? {
        let tokens = file.tokens
        guard let name = file.nextCode(after: index), tokens[name].kind == .identifier,
              let marker = file.nextCode(after: name) else { return nil }
        var type: Int?
        if tokens[marker].kind == .colon, var candidate = file.nextCode(after: marker) {
            if tokens[candidate].keyword == .any || tokens[candidate].keyword == .some,
               let next = file.nextCode(after: candidate) {
                candidate = next
            }
            // `Module.Client`: the last component names the type.
            while let period = file.nextCode(after: candidate), tokens[period].kind == .period,
                  let next = file.nextCode(after: period), tokens[next].kind == .identifier {
                candidate = next
            }
            type = candidate
        } else if tokens[marker].kind == .equal, let value = file.nextCode(after: marker),
                  let after = file.nextCode(after: value),
                  tokens[after].kind == .leftParen || tokens[after].kind == .period {
            type = value
        }
        guard let type, tokens[type].kind == .identifier else { return nil }
        let first = file.source.bytes[Int(tokens[type].start)]
        guard first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z"),
              !commonTypes.contains(where: { file.source.token(tokens[type], is: $0) }) else { return nil }
        return file.text(type)
    }
}
