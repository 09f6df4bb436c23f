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

    static let networkingAPIs: Set<String> = ["URLSession", "URLRequest"]

    public init() {}

    /// One pass over the tokens with a stack of the type bodies that are open, so that nested types cost each
    /// token once.
    public init(file: OutlinedFile) {
        let types = file.outline.types
        guard !types.isEmpty else { return }
        let tokens = file.tokens
        let letter = UInt8(ascii: "U")
        let bodies = types.indices.filter { types[$0].bodyTokens.map { !$0.isEmpty } ?? false }
            .sorted { types[$0].bodyTokens!.lowerBound < types[$1].bodyTokens!.lowerBound }
        var nextBody = 0
        var open: [(type: Int, end: Int, depth: Int)] = []
        var depth = 0
        var found: Set<String> = []
        var index = 0
        while index < tokens.count {
            while let top = open.last, top.end <= index { open.removeLast() }
            while nextBody < bodies.count, let body = types[bodies[nextBody]].bodyTokens, body.lowerBound <= index {
                if body.lowerBound == index { open.append((bodies[nextBody], body.upperBound, depth)) }
                nextBody += 1
            }
            let token = tokens[index]
            switch token.kind {
            case .leftBrace, .leftParen, .leftBracket: depth += 1
            case .rightBrace, .rightParen, .rightBracket: depth -= 1
            case .identifier:
                if let top = open.last, file.source.bytes[Int(token.start)] == letter,
                   Self.networkingAPIs.contains(file.text(index)) {
                    found.insert(ProjectIndex.simpleName(types[top.type].name))
                }
            case .keyword:
                guard token.keyword == .let || token.keyword == .var, let top = open.last, top.depth == depth,
                      [.struct, .class, .actor].contains(types[top.type].kind),
                      let held = Self.storedPropertyType(at: index, file: file) else { break }
                let holder = ProjectIndex.simpleName(types[top.type].name)
                if held != holder { holdings.append((holder, held)) }
            default:
                break
            }
            index += 1
        }
        direct = found.sorted()
    }

    /// The type name of a stored property whose `let`/`var` is at `index`: `let client: APIClient`,
    /// `var service = FeedService()`, `private let api: any FeedAPI`, `let api: Network.FeedAPI`.
    static func storedPropertyType(at index: Int, file: OutlinedFile) -> String? {
        let tokens = file.tokens
        guard let name = file.nextCode(after: index), tokens[name].kind == .identifier,
              let marker = file.nextCode(after: name) else { return nil }
        if tokens[marker].kind == .colon, var type = file.nextCode(after: marker) {
            if [.any, .some].contains(tokens[type].keyword), let next = file.nextCode(after: type) { type = next }
            // `Module.Client`: the last component names the type.
            while let period = file.nextCode(after: type), tokens[period].kind == .period,
                  let next = file.nextCode(after: period), tokens[next].kind == .identifier {
                type = next
            }
            return tokens[type].kind == .identifier ? file.text(type) : nil
        }
        if tokens[marker].kind == .equal, let value = file.nextCode(after: marker), tokens[value].kind == .identifier,
           let after = file.nextCode(after: value), tokens[after].kind == .leftParen || tokens[after].kind == .period {
            return file.text(value)
        }
        return nil
    }
}
