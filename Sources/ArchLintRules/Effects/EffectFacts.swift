import ArchLintLexer
import ArchLintOutline

/// One member of the project as effects analysis reads it: a function, initialiser, subscript or computed
/// property, with where its parameters, body and text are — its calls and labels are read from them when asked.
public struct MemberCode: Sendable {
    public enum Kind: Sendable { case function, initializer, `subscript`, property }

    /// Simple name of the type or extended type it belongs to; `nil` for a free function.
    public var owner: String?
    public let name: String
    /// The hash of its name (``nameHash(_:)``), by which the members of one name are found across the project:
    /// taken with the name, in pass 1.
    public let nameHash: UInt64
    /// The ``FNV1a64`` hash of its parameter labels as ``labels(in:)`` spells them, taken in pass 1: where names
    /// collide, a call's labels choose among the members by it, with no file read again for their labels.
    public var labelsHash: UInt64

    // Token indices, byte offsets and lines, stored in 32 bits: a file is lexed to its 4 GiB-th byte at most, so
    // each fits, and every member of the project stays in memory to the end of a run.
    private var bodyBounds: (UInt32, UInt32)
    /// `(UInt32.max, UInt32.max)` for a property.
    private var parameterBounds: (UInt32, UInt32)
    private var textBounds: (UInt32, UInt32)
    private var lines: (line: UInt32, textLine: UInt32)
    private var parametersEndOffset: UInt32
    public var kind: Kind

    public var line: Int {
        get { Int(lines.line) }
        set { lines.line = UInt32(truncatingIfNeeded: newValue) }
    }

    /// Tokens of its body, in its file.
    public var body: Range<Int> {
        get { Int(bodyBounds.0)..<Int(bodyBounds.1) }
        set { bodyBounds = Self.bounds(newValue) }
    }

    /// Tokens between the parentheses of its parameter list; `nil` for a property.
    public var parameters: Range<Int>? {
        get { parameterBounds.0 == .max ? nil : Int(parameterBounds.0)..<Int(parameterBounds.1) }
        set { parameterBounds = newValue.map(Self.bounds) ?? (.max, .max) }
    }

    /// Where its text starts — its parameter list's `(`, or a property's `{` — and ends (after the body's `}`), in
    /// bytes, with the line it starts on: enough to read its calls again from that text alone.
    public var text: Range<Int> {
        get { Int(textBounds.0)..<Int(textBounds.1) }
        set { textBounds = Self.bounds(newValue) }
    }

    public var textLine: Int {
        get { Int(lines.textLine) }
        set { lines.textLine = UInt32(truncatingIfNeeded: newValue) }
    }

    /// Where its parameter list ends (after the `)`), in bytes.
    public var parametersEnd: Int {
        get { Int(parametersEndOffset) }
        set { parametersEndOffset = UInt32(truncatingIfNeeded: newValue) }
    }

    /// `labelsHash` is the hash of its labels (``labels(in:)``); `nameHash`, when given, the hash of `name`
    /// (``nameHash(_:)``) taken from its token's bytes.
    init(owner: String?, name: String, nameHash: UInt64? = nil, labelsHash: UInt64, kind: Kind, line: Int,
         body: Range<Int>, parameters: Range<Int>? = nil, text: Range<Int>, textLine: Int, parametersEnd: Int = 0) {
        self.owner = owner
        self.name = name
        self.nameHash = nameHash ?? Self.nameHash(name)
        self.labelsHash = labelsHash
        self.kind = kind
        self.lines = (UInt32(truncatingIfNeeded: line), UInt32(truncatingIfNeeded: textLine))
        self.bodyBounds = Self.bounds(body)
        self.parameterBounds = parameters.map(Self.bounds) ?? (.max, .max)
        self.textBounds = Self.bounds(text)
        self.parametersEndOffset = UInt32(truncatingIfNeeded: parametersEnd)
    }

    private static func bounds(_ range: Range<Int>) -> (UInt32, UInt32) {
        (UInt32(truncatingIfNeeded: range.lowerBound), UInt32(truncatingIfNeeded: range.upperBound))
    }

    /// The hash of a member name's UTF-8 bytes, read in place.
    static func nameHash(_ name: String) -> UInt64 {
        var name = name
        return name.withUTF8 { FNV1a64.hash($0, from: 0, to: $0.count) }
    }

    /// ``nameHash(_:)`` of the name a plain identifier token spells, from the file's bytes (no string read again);
    /// `nil` for another token (a name in backticks is hashed without them, from its string).
    static func nameHash(ofToken index: Int, in file: OutlinedFile) -> UInt64? {
        let token = file.tokens[index]
        guard token.kind == .identifier || token.kind == .keyword else { return nil }
        return FNV1a64.hash(file.source.bytes, from: Int(token.start), to: Int(token.end))
    }

    static let initializerNameHash = nameHash("init")
    static let subscriptNameHash = nameHash("subscript")

    /// Its parameter labels as a selector spells them (`for:_:`) when they are known without its file: empty for a
    /// property and an empty parameter list, `nil` for others (``labels(in:)`` reads them).
    public var labels: String? {
        guard let parameters else { return "" }
        return parameters.isEmpty ? "" : nil
    }

    /// Its parameter labels, read from `file` (its own, or one of its text alone) when not known without it.
    func labels(in file: OutlinedFile) -> String {
        if let labels { return labels }
        guard let parameters else { return "" }
        return EffectFacts.labels(open: parameters.lowerBound - 1, close: parameters.upperBound, in: file)
    }

    /// The token where ``text`` starts.
    var firstToken: Int { (parameters?.lowerBound ?? body.lowerBound) - 1 }

    /// This member read again from its own text in `bytes` (its file's): a file of just those tokens, lines as in
    /// the file, and the member with its ranges in that file. `nil` when the text does not lex to the tokens read
    /// before (the file has changed).
    func alone(in bytes: [UInt8], path: String) -> (file: OutlinedFile, member: MemberCode)? {
        alone(text, lastToken: body.upperBound, in: bytes, path: path)
    }

    /// Its parameter list alone (`(` to `)`), as ``alone(in:path:)`` reads its whole text.
    func parameterList(in bytes: [UInt8], path: String) -> (file: OutlinedFile, member: MemberCode)? {
        guard let parameters, parametersEnd > text.lowerBound else { return nil }
        return alone(text.lowerBound..<parametersEnd, lastToken: parameters.upperBound, in: bytes, path: path)
    }

    /// The bytes `range` of its file lexed alone, which must give the tokens from ``firstToken`` to `lastToken`.
    private func alone(_ range: Range<Int>, lastToken: Int, in bytes: [UInt8], path: String)
        -> (file: OutlinedFile, member: MemberCode)? {
        guard range.upperBound <= bytes.count, !range.isEmpty else { return nil }
        let source = SourceText(bytes: Array(bytes[range]))
        var tokens = Lexer.tokenize(source)
        let first = firstToken
        guard tokens.count == lastToken + 1 - first else { return nil }
        let shift = UInt32(max(textLine - 1, 0))
        for index in tokens.indices { tokens[index].line += shift }
        guard let outline = OutlineScanner.scanDeclarations(tokens, in: source) else { return nil }
        var member = self
        member.body = max(body.lowerBound - first, 0)..<max(body.upperBound - first, 0)
        member.parameters = parameters.map { ($0.lowerBound - first)..<($0.upperBound - first) }
        return (OutlinedFile(path: path, source: source, tokens: tokens, outline: outline), member)
    }

    /// The calls in its body, in token order, each with the scope it is made in (parameters and locals bound
    /// before it): read from `file`, the file it was declared in, only when asked.
    public func calls(in file: OutlinedFile) -> [CallSite] {
        var bindings: [String: ValuePath] = [:]
        if let parameters {
            EffectFacts.bindParameters(open: parameters.lowerBound - 1, close: parameters.upperBound, in: file,
                                       into: &bindings)
        }
        return CallSites.find(in: body, of: file, bindings: bindings)
    }

    /// Properties of `self` its body assigns, with the value's text (`self.updatedAt = .now`), for a function.
    public func assignments(in file: OutlinedFile) -> [(property: String, value: String)] {
        kind == .function ? EffectFacts.selfAssignments(in: body, of: file) : []
    }
}

/// A property of a type as effects analysis reads it: what its value is.
public struct PropertyFact: Sendable {
    /// Simple name of the type or extended type that declares it.
    public var owner: String
    public var name: String
    public var value: ValuePath
}

/// What effects analysis needs of one file: its members and the types of its properties. Read from the tokens
/// alone, so a file outlined without members (one that serves only the index) gives its members too. Bodies are
/// passed over: a member's calls are read from its file only when a rule asks what a call to it reaches
/// (``ProjectEffects``).
public struct EffectFacts: Sendable {
    public var members: [MemberCode] = []
    /// Properties of each type (stored or computed, by simple owner name), with what their value is.
    ///
    /// Kept as a list in the order they are written, looked up by type only when a type is (``EffectTables``): within
    /// a file, a later declaration of the same name wins.
    public var properties: [PropertyFact] = []
    /// How many tokens the file it was read from has; `nil` when it was not read (code outside the app).
    public var tokenCount: Int?

    public init() {}

    /// Declarations nest at most this deep before the rest of a file is left unread.
    static let maximumNesting = 64

    public init(file: OutlinedFile) {
        tokenCount = file.tokens.count
        walk(0..<file.tokens.count, owner: nil, file: file, depth: 0)
    }

    /// Reads the declarations at one level of `range`: members of `owner` (or free functions), and nested types.
    private mutating func walk(_ range: Range<Int>, owner: String?, file: OutlinedFile, depth: Int) {
        guard depth < Self.maximumNesting else { return }
        let tokens = file.tokens
        var cursor = range.lowerBound
        var environment: ValuePath?
        while cursor < range.upperBound {
            let token = tokens[cursor]
            switch token.keyword {
            case .struct, .enum, .actor, .protocol, .extension, .class:
                if token.keyword == .class || token.keyword == .actor,
                   let next = file.nextCode(after: cursor), tokens[next].kind != .identifier
                    || tokens[next].keyword != .none {
                    break
                }
                guard let (name, body) = typeBody(at: cursor, in: file, limit: range.upperBound) else { break }
                // `@ModelActor` gives the type a `modelContext` of its own.
                if Self.hasAttribute("@ModelActor", before: cursor, in: file) {
                    properties.append(PropertyFact(owner: name, name: "modelContext",
                                                   value: ValuePath(root: .type("ModelContext"))))
                }
                walk((body + 1)..<(file.partner(of: body) ?? range.upperBound), owner: name, file: file,
                     depth: depth + 1)
                cursor = file.partner(of: body) ?? range.upperBound
                environment = nil
            case .func, .`init`, .subscript:
                cursor = member(at: cursor, owner: owner, in: file, limit: range.upperBound)
                environment = nil
                continue
            case .var, .let:
                cursor = property(at: cursor, owner: owner, environment: environment, in: file,
                                  limit: range.upperBound)
                environment = nil
                continue
            default:
                if token.kind == .attribute, file.token(cursor, is: "@Environment") {
                    environment = Self.environmentValue(after: cursor, in: file)
                }
                if token.kind.opensGroup, let close = file.partner(of: cursor),
                   close < range.upperBound {
                    // An attribute's arguments were read above; a group is skipped whole.
                    cursor = close
                }
            }
            cursor += 1
        }
    }

    /// Whether an attribute spelled `attribute` is among those written before the declaration keyword at `index`
    /// (modifiers may stand between them).
    static func hasAttribute(_ attribute: StaticString, before index: Int, in file: OutlinedFile) -> Bool {
        var cursor = index
        for _ in 0..<16 {
            guard let previous = file.previousCode(before: cursor) else { return false }
            let token = file.tokens[previous]
            if token.kind == .attribute, file.token(previous, is: attribute) { return true }
            if token.kind == .rightParen, let open = file.partner(of: previous) {
                cursor = open
                continue
            }
            guard token.kind == .attribute || token.kind == .identifier || token.kind == .keyword else { return false }
            if token.kind == .identifier, token.keyword == .none, !token.flags.contains(.firstOnLine) { return false }
            cursor = previous
        }
        return false
    }

    /// `@Environment(\.modelContext)` → `ModelContext`; `@Environment(Client.self)` → `Client`.
    static func environmentValue(after attribute: Int, in file: OutlinedFile) -> ValuePath? {
        guard let open = file.nextCode(after: attribute), file.tokens[open].kind == .leftParen,
              let close = file.partner(of: open) else { return nil }
        let code = ((open + 1)..<close).filter { !file.tokens[$0].isComment }
        if code.count == 3, file.tokens[code[0]].kind == .backslash, file.tokens[code[1]].kind == .period,
           let type = EffectAPIs.environmentTypes[file.text(code[2])] {
            return ValuePath(root: .type(type))
        }
        if code.count >= 3, file.tokens[code[code.count - 2]].kind == .period,
           file.text(code[code.count - 1]) == "self", file.tokens[code[code.count - 3]].kind == .identifier {
            return ValuePath(root: .type(CallSites.bareName(file, code[code.count - 3])))
        }
        return nil
    }

    /// The simple name and the `{` of the type or extension whose keyword is at `index`.
    private func typeBody(at index: Int, in file: OutlinedFile, limit: Int) -> (String, Int)? {
        let tokens = file.tokens
        guard var cursor = file.nextCode(after: index), tokens[cursor].kind == .identifier
            || tokens[cursor].kind == .backtickIdentifier else { return nil }
        var name = CallSites.bareName(file, cursor)
        while let period = file.nextCode(after: cursor), tokens[period].kind == .period,
              let next = file.nextCode(after: period), tokens[next].kind == .identifier {
            name = CallSites.bareName(file, next)
            cursor = next
        }
        var scan = cursor + 1
        let end = min(limit, scan + 2048)
        while scan < end {
            let kind = tokens[scan].kind
            if kind == .leftBrace { return (name, scan) }
            if kind == .rightBrace { return nil }
            if kind.opensParenOrBracket, let close = file.partner(of: scan) { scan = close }
            scan += 1
        }
        return nil
    }

    /// Reads the function, initialiser or subscript whose keyword is at `index`; returns where reading goes on.
    private mutating func member(at index: Int, owner: String?, in file: OutlinedFile, limit: Int) -> Int {
        let tokens = file.tokens
        let keyword = tokens[index].keyword
        guard var cursor = file.nextCode(after: index) else { return limit }
        var name = keyword == .`init` ? "init" : keyword == .subscript ? "subscript" : ""
        var nameHash = keyword == .`init` ? MemberCode.initializerNameHash
            : keyword == .subscript ? MemberCode.subscriptNameHash : nil
        if keyword == .func {
            name = tokens[cursor].kind == .backtickIdentifier ? CallSites.bareName(file, cursor) : file.text(cursor)
            nameHash = MemberCode.nameHash(ofToken: cursor, in: file)
            cursor += 1
        }
        // Generic parameters and `init?`: on to the parameter list.
        var scan = cursor
        while scan < limit, tokens[scan].kind != .leftParen, tokens[scan].kind != .leftBrace,
              tokens[scan].kind != .rightBrace, scan < cursor + 64 {
            scan += 1
        }
        guard scan < limit, tokens[scan].kind == .leftParen, let close = file.partner(of: scan) else {
            return index + 1
        }
        let parameters = (scan + 1)..<close
        // The labels' text is read when a finding names them.
        let labelsHash = Self.labelsHash(open: scan, close: close, in: file)
        // The body: the first `{` after the signature, unless another declaration or the end of the type comes first.
        var bodyOpen: Int?
        scan = close + 1
        while scan < limit {
            let token = tokens[scan]
            if token.kind == .leftBrace { bodyOpen = scan; break }
            if token.kind == .rightBrace || Self.startsDeclaration(token) { break }
            if token.kind.opensParenOrBracket, let partner = file.partner(of: scan) { scan = partner }
            scan += 1
        }
        guard let bodyOpen, let bodyClose = file.partner(of: bodyOpen) else { return scan }
        let body = (bodyOpen + 1)..<bodyClose
        let kind: MemberCode.Kind = keyword == .`init` ? .initializer : keyword == .subscript ? .subscript : .function
        members.append(MemberCode(owner: owner, name: name, nameHash: nameHash, labelsHash: labelsHash, kind: kind,
                                  line: Int(tokens[index].line),
                                  body: body, parameters: parameters,
                                  text: Int(tokens[parameters.lowerBound - 1].start)..<Int(tokens[bodyClose].end),
                                  textLine: Int(tokens[parameters.lowerBound - 1].line),
                                  parametersEnd: Int(tokens[close].end)))
        return bodyClose + 1
    }

    /// Reads the property whose `var`/`let` is at `index`: its type for the property table, and its body when it
    /// computes its value.
    private mutating func property(at index: Int, owner: String?, environment: ValuePath?, in file: OutlinedFile,
                                   limit: Int) -> Int {
        let tokens = file.tokens
        guard let nameToken = file.nextCode(after: index), tokens[nameToken].kind == .identifier
            || tokens[nameToken].kind == .backtickIdentifier, let marker = file.nextCode(after: nameToken) else {
            return index + 1
        }
        // A property outside a type is stepped over: only a type's properties and computed members are kept.
        let name = owner == nil ? "" : CallSites.bareName(file, nameToken)
        var value = environment
        var cursor = marker
        if tokens[marker].kind == .colon {
            if value == nil, owner != nil, let type = CallSites.typeName(after: marker, in: file, limit: limit) {
                value = ValuePath(root: .type(type))
            }
            // On past the type to `=`, `{` or the next declaration.
            cursor = marker + 1
            while cursor < limit {
                let token = tokens[cursor]
                if token.kind == .equal || token.kind == .leftBrace || token.kind == .rightBrace
                    || Self.startsDeclaration(token) || (token.flags.contains(.firstOnLine) && cursor > marker + 1
                        && token.kind != .period && token.kind != .questionMark && token.kind != .exclamationMark
                        && token.kind != .operator) {
                    break
                }
                if token.kind.opensParenOrBracket, let close = file.partner(of: cursor) {
                    cursor = close
                }
                cursor += 1
            }
        }
        if cursor < limit, tokens[cursor].kind == .equal {
            if value == nil, owner != nil { value = CallSites.valuePath(startingAfter: cursor, in: file) }
        } else if cursor < limit, tokens[cursor].kind == .leftBrace, let close = file.partner(of: cursor),
                  owner != nil {
            let body = (cursor + 1)..<close
            let nameHash = MemberCode.nameHash(ofToken: nameToken, in: file)
            members.append(MemberCode(owner: owner, name: name, nameHash: nameHash, labelsHash: FNV1a64.offsetBasis,
                                      kind: .property,
                                      line: Int(tokens[index].line), body: body,
                                      text: Int(tokens[cursor].start)..<Int(tokens[close].end),
                                      textLine: Int(tokens[cursor].line)))
            cursor = close
        }
        if let owner, let value { properties.append(PropertyFact(owner: owner, name: name, value: value)) }
        return max(cursor, index + 1)
    }

    /// The properties of `self` assigned in `body`: `self.name = …`, or `name = …` starting a statement, where
    /// `name` is not bound in the body.
    static func selfAssignments(in body: Range<Int>, of file: OutlinedFile) -> [(property: String, value: String)] {
        let tokens = file.tokens
        var locals: Set<String> = []
        var assigned: [(property: String, value: String)] = []
        for index in body where tokens[index].kind == .identifier {
            guard let previous = file.previousCode(before: index), let next = file.nextCode(after: index) else { continue }
            if tokens[previous].keyword == .let || tokens[previous].keyword == .var {
                locals.insert(file.text(index))
                continue
            }
            guard tokens[next].kind == .equal else { continue }
            let name = file.text(index)
            guard name != "_" else { continue }
            let value = assignedValue(after: next, in: file, limit: body.upperBound)
            if tokens[previous].kind == .period {
                guard let receiver = file.previousCode(before: previous), tokens[receiver].keyword == .`self`,
                      file.previousCode(before: receiver).map({ tokens[$0].kind != .period }) ?? true else { continue }
                assigned.append((name, value))
            } else if tokens[index].flags.contains(.firstOnLine) || [.leftBrace, .semicolon].contains(tokens[previous].kind),
                      !locals.contains(name) {
                assigned.append((name, value))
            }
        }
        return assigned
    }

    /// The text of the value assigned after the `=` at `equal`, to the end of its line, without spaces; the
    /// current time in any spelling (`Date()`, `Date.now`, `.now`) reads `.now`.
    static func assignedValue(after equal: Int, in file: OutlinedFile, limit: Int) -> String {
        var text = ""
        var cursor = equal + 1
        let line = file.tokens[equal].line
        while cursor < limit, cursor < equal + 24, file.tokens[cursor].line == line {
            if !file.tokens[cursor].isComment { text += file.text(cursor) }
            cursor += 1
        }
        return ["Date()", "Date.now", ".now", "Date.init()"].contains(text) ? ".now" : text
    }

    static func startsDeclaration(_ token: Token) -> Bool {
        switch token.keyword {
        case .func, .var, .let, .`init`, .subscript, .struct, .class, .enum, .protocol, .extension, .typealias,
             .case, .deinit, .actor:
            return true
        default:
            return false
        }
    }

    /// The names written before each parameter's colon: its label first, then its local name if it has one.
    private static func parameterNames(_ element: Range<Int>, in file: OutlinedFile) -> [Int] {
        let tokens = file.tokens
        var names: [Int] = []
        for position in element {
            let token = tokens[position]
            if token.kind == .colon { break }
            if token.kind == .identifier || token.kind == .backtickIdentifier
                || (token.kind == .keyword && token.keyword != .inout) {
                names.append(position)
            }
        }
        return names
    }

    /// The labels of the parameter list `open`…`close`, as a selector spells them (`for:_:`): each parameter's
    /// first name before its colon.
    static func labels(open: Int, close: Int, in file: OutlinedFile) -> String {
        var labels = ""
        CallSites.forEachElement(open: open, close: close, in: file) { element in
            guard let first = parameterNames(element, in: file).first else { return }
            labels += CallSites.bareName(file, first) + ":"
        }
        return labels
    }

    /// The ``FNV1a64`` hash of ``labels(open:close:in:)``, read in place: the same elements and first names, found
    /// over the token, partner and byte buffers (this runs for every function of the app), and no string made.
    static func labelsHash(open: Int, close: Int, in file: OutlinedFile) -> UInt64 {
        guard close > open + 1 else { return FNV1a64.offsetBasis }
        return file.tokens.withUnsafeBufferPointer { tokens in
            file.outline.partner.withUnsafeBufferPointer { partners in
                file.source.bytes.withUnsafeBufferPointer { bytes in
                    var value = FNV1a64.offsetBasis
                    // The elements as `CallSites.forEachElement` splits them.
                    var start = open + 1
                    var cursor = open + 1
                    while cursor < close {
                        let kind = tokens[cursor].kind
                        if kind == .comma {
                            addLabel(of: start..<cursor, tokens, bytes, to: &value)
                            start = cursor + 1
                        } else if kind.opensGroup, case let partner = Int(partners[cursor]), partner >= 0,
                                  partner < close {
                            cursor = partner
                        }
                        cursor += 1
                    }
                    addLabel(of: start..<close, tokens, bytes, to: &value)
                    return value
                }
            }
        }
    }

    /// Adds to `value` the element's first name before its colon, as `parameterNames` finds it, and a `:`.
    @inline(__always)
    private static func addLabel(of element: Range<Int>, _ tokens: UnsafeBufferPointer<Token>,
                                 _ bytes: UnsafeBufferPointer<UInt8>, to value: inout UInt64) {
        for position in element {
            let token = tokens[position]
            if token.kind == .colon { return }
            guard token.kind == .identifier || token.kind == .backtickIdentifier
                || (token.kind == .keyword && token.keyword != .inout) else { continue }
            // Its bare name: the bytes without backticks.
            for offset in Int(token.start)..<Int(token.end) where bytes[offset] != UInt8(ascii: "`") {
                value ^= UInt64(bytes[offset])
                value &*= FNV1a64.prime
            }
            value ^= UInt64(UInt8(ascii: ":"))
            value &*= FNV1a64.prime
            return
        }
    }

    /// Adds each parameter's local name and type in the list `open`…`close` to `bindings`.
    static func bindParameters(open: Int, close: Int, in file: OutlinedFile,
                               into bindings: inout [String: ValuePath]) {
        let tokens = file.tokens
        CallSites.forEachElement(open: open, close: close, in: file) { element in
            let names = parameterNames(element, in: file)
            guard let first = names.first else { return }
            let local = names.count > 1 ? names[1] : first
            if let colon = element.first(where: { tokens[$0].kind == .colon }),
               let type = CallSites.typeName(after: colon, in: file, limit: element.upperBound) {
                bindings[CallSites.bareName(file, local)] = ValuePath(root: .type(type))
            }
        }
    }
}
