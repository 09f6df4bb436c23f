import ArchLintLexer
import ArchLintOutline

/// Where a member's parts are in its file, how it is called, and what it is: a ``MemberCode`` without its names.
/// Token indices, byte offsets and lines are stored in 32 bits: a file is lexed to its 4 GiB-th byte at most, so
/// each fits, and every member of the project stays in memory to the end of a run.
struct MemberLayout: Sendable {
    var nameHash: UInt64
    var labelsHash: UInt64
    var bodyBounds: (UInt32, UInt32)
    /// `(UInt32.max, UInt32.max)` for a property.
    var parameterBounds: (UInt32, UInt32)
    var textBounds: (UInt32, UInt32)
    var lines: (line: UInt32, textLine: UInt32)
    var parametersEndOffset: UInt32
    var kind: MemberCode.Kind

    static func bounds(_ range: Range<Int>) -> (UInt32, UInt32) {
        (UInt32(truncatingIfNeeded: range.lowerBound), UInt32(truncatingIfNeeded: range.upperBound))
    }
}

/// One member of the project as effects analysis reads it: a function, initialiser, subscript or computed
/// property, with where its parameters, body and text are — its calls and labels are read from them when asked.
public struct MemberCode: Sendable {
    public enum Kind: Sendable { case function, initializer, `subscript`, property }

    /// Simple name of the type or extended type it belongs to; `nil` for a free function.
    public var owner: String?
    public let name: String
    var layout: MemberLayout

    /// The hash of its name (``nameHash(_:)``), by which the members of one name are found across the project:
    /// taken with the name, in pass 1.
    public var nameHash: UInt64 { layout.nameHash }

    /// The ``FNV1a64`` hash of its parameter labels as ``labels(in:)`` spells them, taken in pass 1: where names
    /// collide, a call's labels choose among the members by it, with no file read again for their labels.
    public var labelsHash: UInt64 {
        get { layout.labelsHash }
        set { layout.labelsHash = newValue }
    }

    public var kind: Kind {
        get { layout.kind }
        set { layout.kind = newValue }
    }

    public var line: Int {
        get { Int(layout.lines.line) }
        set { layout.lines.line = UInt32(truncatingIfNeeded: newValue) }
    }

    /// Tokens of its body, in its file.
    public var body: Range<Int> {
        get { Int(layout.bodyBounds.0)..<Int(layout.bodyBounds.1) }
        set { layout.bodyBounds = MemberLayout.bounds(newValue) }
    }

    /// Tokens between the parentheses of its parameter list; `nil` for a property.
    public var parameters: Range<Int>? {
        get {
            layout.parameterBounds.0 == .max ? nil
                : Int(layout.parameterBounds.0)..<Int(layout.parameterBounds.1)
        }
        set { layout.parameterBounds = newValue.map(MemberLayout.bounds) ?? (.max, .max) }
    }

    /// Where its text starts — its parameter list's `(`, or a property's `{` — and ends (after the body's `}`), in
    /// bytes, with the line it starts on: enough to read its calls again from that text alone.
    public var text: Range<Int> {
        get { Int(layout.textBounds.0)..<Int(layout.textBounds.1) }
        set { layout.textBounds = MemberLayout.bounds(newValue) }
    }

    public var textLine: Int {
        get { Int(layout.lines.textLine) }
        set { layout.lines.textLine = UInt32(truncatingIfNeeded: newValue) }
    }

    /// Where its parameter list ends (after the `)`), in bytes.
    public var parametersEnd: Int {
        get { Int(layout.parametersEndOffset) }
        set { layout.parametersEndOffset = UInt32(truncatingIfNeeded: newValue) }
    }

    init(owner: String?, name: String, layout: MemberLayout) {
        self.owner = owner
        self.name = name
        self.layout = layout
    }

    /// The hash of a member name's UTF-8 bytes, read in place.
    static func nameHash(_ name: String) -> UInt64 {
        var name = name
        return name.withUTF8 { FNV1a64.hash($0, from: 0, to: $0.count) }
    }

    /// Its parameter labels as a selector spells them (`for:_:`) when they are known without its file: empty for a
    /// property and an empty parameter list, `nil` for others (``labels(in:)`` reads them).
    public var labels: String? { Self.labels(of: layout) }

    /// ``labels`` of a member laid out as `layout`.
    static func labels(of layout: MemberLayout) -> String? {
        guard layout.parameterBounds.0 != .max else { return "" }
        return layout.parameterBounds.0 == layout.parameterBounds.1 ? "" : nil
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
        var (tokens, structure) = Lexer.tokenizeNotingStructure(source)
        let first = firstToken
        guard tokens.count == lastToken + 1 - first else { return nil }
        let shift = UInt32(max(textLine - 1, 0))
        for index in tokens.indices { tokens[index].line += shift }
        guard let outline = OutlineScanner.scanDeclarations(tokens, structure: structure, in: source) else {
            return nil
        }
        var member = self
        member.body = max(body.lowerBound - first, 0)..<max(body.upperBound - first, 0)
        member.parameters = parameters.map { ($0.lowerBound - first)..<($0.upperBound - first) }
        return (OutlinedFile(path: path, source: source, tokens: tokens, outline: outline), member)
    }

    /// The calls in its body, in token order, each with the scope it is made in (parameters and locals bound
    /// before it): read from `file`, the file it was declared in, only when asked. What the member does leaves out
    /// the closures it stores for later (``CallSites/isStoredClosure(open:in:)``); where the calls are written
    /// (`skippingStoredClosures: false`) keeps them.
    public func calls(in file: OutlinedFile, skippingStoredClosures: Bool = true) -> [CallSite] {
        var bindings: [String: ValuePath] = [:]
        if let parameters {
            EffectFacts.bindParameters(open: parameters.lowerBound - 1, close: parameters.upperBound, in: file,
                                       into: &bindings)
        }
        return CallSites.find(in: body, of: file, bindings: bindings, skippingStoredClosures: skippingStoredClosures)
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

/// Where a name's UTF-8 bytes are in the ``EffectFacts/names`` of a file's facts.
struct NameSpan: Sendable {
    var start: UInt32
    var count: UInt32

    var range: Range<Int> { Int(start)..<(Int(start) + Int(count)) }
}

/// What effects analysis needs of one file: its members and the types of its properties. Read from the tokens
/// alone, so a file outlined without members (one that serves only the index) gives its members too. Bodies are
/// passed over: a member's calls are read from its file only when a rule asks what a call to it reaches
/// (``ProjectEffects``).
///
/// Every member of the app is kept to the end of a run, and only the few a rule asks about are ever named: so the
/// facts hold one string per type body (its owner's name, shared by its members) and no other. Members' and
/// properties' names are spans of one buffer of the file's names, made into strings when asked for
/// (``member(at:)``, ``property(at:)``), and compared and hashed in place until then.
public struct EffectFacts: Sendable {
    /// A member: its layout, its owner (its place in ``owners``, or `noOwner`) and where its name is.
    struct Member: Sendable {
        var owner: UInt32
        var name: NameSpan
        var layout: MemberLayout
    }

    /// The owner of a free function.
    static let noOwner = UInt32.max

    /// The start of what a property's value is: ``ValuePath/Root`` with its name as a span.
    enum Root: Sendable {
        case selfValue
        case name(NameSpan)
        case type(NameSpan)
        case construction(NameSpan)
    }

    /// A property: its names, the root of its value, and where the value's members are in ``pathMembers``.
    struct Property: Sendable {
        var owner: UInt32
        var name: NameSpan
        var root: Root
        var firstPathMember: UInt32
        var pathMemberCount: UInt32
    }

    /// The simple names of the types and extensions the file declares members in, one for each body: shared by
    /// every member and property of that body.
    private(set) var owners: [String] = []
    /// The UTF-8 bytes of every other name below, back to back.
    private(set) var names: [UInt8] = []
    private(set) var storedMembers: [Member] = []
    /// Kept in the order they are written, looked up by type only when a type is (``EffectTables``): within a
    /// file, a later declaration of the same name wins.
    private(set) var storedProperties: [Property] = []
    /// The member names of properties' value paths (`Store.shared.container`: `shared`, `container`).
    private var pathMembers: [NameSpan] = []
    /// How many tokens the file it was read from has; `nil` when it was not read (code outside the app).
    public var tokenCount: Int?

    public init() {}

    /// Declarations nest at most this deep before the rest of a file is left unread.
    static let maximumNesting = 64

    public init(file: OutlinedFile) {
        tokenCount = file.tokens.count
        var scratch: [Int] = []
        walk(0..<file.tokens.count, owner: Self.noOwner, file: file, depth: 0, scratch: &scratch)
    }

    // MARK: Reading the facts

    /// Its members, each with its names.
    public var members: [MemberCode] { storedMembers.indices.map(member(at:)) }

    /// The properties of each type (stored or computed, by simple owner name), with what their value is, in the
    /// order they are written.
    public var properties: [PropertyFact] { storedProperties.indices.map(property(at:)) }

    var memberCount: Int { storedMembers.count }

    /// Member `position`, its names made.
    func member(at position: Int) -> MemberCode {
        let stored = storedMembers[position]
        return MemberCode(owner: owner(stored.owner), name: string(stored.name), layout: stored.layout)
    }

    func layout(at position: Int) -> MemberLayout { storedMembers[position].layout }

    func owner(at position: Int) -> String? { owner(storedMembers[position].owner) }

    private func owner(_ place: UInt32) -> String? {
        place == Self.noOwner ? nil : owners[Int(place)]
    }

    func name(at position: Int) -> String { string(storedMembers[position].name) }

    func isFree(at position: Int) -> Bool { storedMembers[position].owner == Self.noOwner }

    /// The places in ``owners`` of the bodies of `type`.
    func bodies(of type: String) -> [UInt32] {
        owners.indices.filter { owners[$0] == type }.map { UInt32(truncatingIfNeeded: $0) }
    }

    /// The positions of the members of the bodies `bodies` (``bodies(of:)``), in order.
    func members(in bodies: [UInt32]) -> [Int] {
        guard !bodies.isEmpty else { return [] }
        return storedMembers.withUnsafeBufferPointer { members in
            members.indices.filter { bodies.contains(members[$0].owner) }
        }
    }

    /// The positions of the properties of the bodies `bodies` (``bodies(of:)``), in order.
    func properties(in bodies: [UInt32]) -> [Int] {
        guard !bodies.isEmpty else { return [] }
        return storedProperties.withUnsafeBufferPointer { properties in
            properties.indices.filter { bodies.contains(properties[$0].owner) }
        }
    }

    /// Whether member `position` is named `name`, compared in place.
    func member(at position: Int, isNamed name: String) -> Bool {
        spells(storedMembers[position].name, name)
    }

    /// Property `position`, its names made.
    func property(at position: Int) -> PropertyFact {
        let stored = storedProperties[position]
        return PropertyFact(owner: owners[Int(stored.owner)], name: string(stored.name), value: value(of: stored))
    }

    private func value(of property: Property) -> ValuePath {
        let root: ValuePath.Root
        switch property.root {
        case .selfValue: root = .selfValue
        case .name(let span): root = .name(string(span))
        case .type(let span): root = .type(string(span))
        case .construction(let span): root = .construction(string(span))
        }
        let first = Int(property.firstPathMember)
        return ValuePath(root: root, members: pathMembers[first..<(first + Int(property.pathMemberCount))]
            .map(string))
    }

    private func string(_ span: NameSpan) -> String {
        names.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[span.range]), as: UTF8.self) }
    }

    private func spells(_ span: NameSpan, _ text: String) -> Bool {
        var text = text
        return text.withUTF8 { wanted in
            guard wanted.count == Int(span.count) else { return false }
            return names.withUnsafeBufferPointer { names in
                wanted.elementsEqual(UnsafeBufferPointer(rebasing: names[span.range]))
            }
        }
    }

    // MARK: Keeping names

    /// Keeps the name token `index` spells, without backticks.
    private mutating func keepName(ofToken index: Int, in file: OutlinedFile) -> NameSpan {
        let token = file.tokens[index]
        let start = names.count
        file.source.bytes.withUnsafeBufferPointer { bytes in
            let range = Int(token.start)..<min(Int(token.end), bytes.count)
            if token.kind == .backtickIdentifier {
                for offset in range where bytes[offset] != UInt8(ascii: "`") { names.append(bytes[offset]) }
            } else {
                names.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[range]))
            }
        }
        return span(from: start)
    }

    /// A result type whose members reach no I/O: most methods return one, and none is worth keeping.
    static func isPlainValue(_ token: Int, in file: OutlinedFile) -> Bool {
        ["String", "Int", "Bool", "Double", "Float", "CGFloat", "Date", "UUID", "Void", "View", "Text", "Color",
         "Image", "AnyView"].contains { file.token(token, is: $0) }
    }

    /// The token of the type of the first parameter of the last closure in the parameter list `open`…`close`, the
    /// one a trailing closure is passed as: `Connection` in
    /// `(_ body: @escaping (any Connection) async throws -> T, line: Int = #line)`.
    static func trailingClosureParameterType(open: Int, close: Int, in file: OutlinedFile) -> Int? {
        let tokens = file.tokens
        // The last arrow of the list is the last closure's: `(…) async throws ->`.
        var arrow = close - 1
        while arrow > open, tokens[arrow].kind != .arrow { arrow -= 1 }
        guard arrow > open, var paren = file.previousCode(before: arrow) else { return nil }
        while [.async, .throws, .rethrows].contains(tokens[paren].keyword) || tokens[paren].kind == .rightParen
            && file.previousCode(before: paren).map({ tokens[$0].keyword == .throws }) == true {
            // `throws(SomeError)` and the effects before the arrow.
            if tokens[paren].kind == .rightParen, let typedOpen = file.partner(of: paren),
               let keyword = file.previousCode(before: typedOpen) {
                paren = keyword
                continue
            }
            guard let previous = file.previousCode(before: paren) else { return nil }
            paren = previous
        }
        guard tokens[paren].kind == .rightParen, let parenOpen = file.partner(of: paren), parenOpen > open,
              paren > parenOpen + 1, var before = file.previousCode(before: parenOpen) else { return nil }
        // The closure type is a parameter's whole type: after its colon, attributes or `inout`.
        while tokens[before].kind == .attribute || tokens[before].keyword == .inout || tokens[before].kind == .rightParen {
            if tokens[before].kind == .rightParen {
                // An attribute's arguments: `@convention(block)`.
                guard let attributeOpen = file.partner(of: before), let attribute = file.previousCode(before: attributeOpen),
                      tokens[attribute].kind == .attribute else { return nil }
                before = attribute
            }
            guard let previous = file.previousCode(before: before) else { return nil }
            before = previous
        }
        guard tokens[before].kind == .colon else { return nil }
        return CallSites.typeNameToken(after: parenOpen, in: file, limit: paren)
    }

    private mutating func keep(_ name: String) -> NameSpan {
        let start = names.count
        names.append(contentsOf: name.utf8)
        return span(from: start)
    }

    /// The span of the names kept since `start`.
    private func span(from start: Int) -> NameSpan {
        NameSpan(start: UInt32(truncatingIfNeeded: start), count: UInt32(truncatingIfNeeded: names.count - start))
    }

    private func hash(_ span: NameSpan) -> UInt64 {
        names.withUnsafeBufferPointer { FNV1a64.hash($0, from: span.range.lowerBound, to: span.range.upperBound) }
    }

    private mutating func keepProperty(owner: UInt32, name: NameSpan, value: ValuePath) {
        let root: Root
        switch value.root {
        case .selfValue: root = .selfValue
        case .name(let text): root = .name(keep(text))
        case .type(let text): root = .type(keep(text))
        case .construction(let text): root = .construction(keep(text))
        }
        let first = pathMembers.count
        for member in value.members { pathMembers.append(keep(member)) }
        storedProperties.append(Property(owner: owner, name: name, root: root,
                                         firstPathMember: UInt32(truncatingIfNeeded: first),
                                         pathMemberCount: UInt32(truncatingIfNeeded: value.members.count)))
    }

    // MARK: Reading a file

    /// Reads the declarations at one level of `range`: members of `owner` (or free functions), and nested types.
    private mutating func walk(_ range: Range<Int>, owner: UInt32, file: OutlinedFile, depth: Int,
                               scratch: inout [Int]) {
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
                guard let (nameToken, body) = typeBody(at: cursor, in: file, limit: range.upperBound) else { break }
                let name = UInt32(truncatingIfNeeded: owners.count)
                owners.append(CallSites.bareName(file, nameToken))
                // `@ModelActor` gives the type a `modelContext` of its own.
                if Self.hasAttribute("@ModelActor", before: cursor, in: file) {
                    keepProperty(owner: name, name: keep("modelContext"), value: ValuePath(root: .type("ModelContext")))
                }
                walk((body + 1)..<(file.partner(of: body) ?? range.upperBound), owner: name, file: file,
                     depth: depth + 1, scratch: &scratch)
                cursor = file.partner(of: body) ?? range.upperBound
                environment = nil
            case .func, .`init`, .subscript:
                cursor = member(at: cursor, owner: owner, in: file, limit: range.upperBound)
                environment = nil
                continue
            case .var, .let:
                cursor = property(at: cursor, owner: owner, environment: environment, in: file,
                                  limit: range.upperBound, scratch: &scratch)
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

    /// The token of the simple name and the `{` of the type or extension whose keyword is at `index`.
    private func typeBody(at index: Int, in file: OutlinedFile, limit: Int) -> (name: Int, body: Int)? {
        let tokens = file.tokens
        guard var cursor = file.nextCode(after: index), tokens[cursor].kind == .identifier
            || tokens[cursor].kind == .backtickIdentifier else { return nil }
        while let period = file.nextCode(after: cursor), tokens[period].kind == .period,
              let next = file.nextCode(after: period), tokens[next].kind == .identifier {
            cursor = next
        }
        let name = cursor
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
    private mutating func member(at index: Int, owner: UInt32, in file: OutlinedFile, limit: Int) -> Int {
        let tokens = file.tokens
        let keyword = tokens[index].keyword
        guard var cursor = file.nextCode(after: index) else { return limit }
        var nameToken: Int?
        if keyword == .func {
            nameToken = cursor
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
        let name = nameToken.map { keepName(ofToken: $0, in: file) }
            ?? keep(keyword == .`init` ? "init" : keyword == .subscript ? "subscript" : "")
        let kind: MemberCode.Kind = keyword == .`init` ? .initializer : keyword == .subscript ? .subscript : .function
        let open = parameters.lowerBound - 1
        storedMembers.append(Member(owner: owner, name: name, layout: MemberLayout(
            nameHash: hash(name),
            // The labels' text is read when a finding names them.
            labelsHash: Self.labelsHash(open: open, close: close, in: file),
            bodyBounds: MemberLayout.bounds((bodyOpen + 1)..<bodyClose),
            parameterBounds: MemberLayout.bounds(parameters),
            textBounds: (tokens[open].start, tokens[bodyClose].end),
            lines: (tokens[index].line, tokens[open].line),
            parametersEndOffset: tokens[close].end, kind: kind)))
        return bodyClose + 1
    }

    /// Reads the property whose `var`/`let` is at `index`: its type for the property table, and its body when it
    /// computes its value.
    private mutating func property(at index: Int, owner: UInt32, environment: ValuePath?, in file: OutlinedFile,
                                   limit: Int, scratch: inout [Int]) -> Int {
        let tokens = file.tokens
        guard let nameToken = file.nextCode(after: index), tokens[nameToken].kind == .identifier
            || tokens[nameToken].kind == .backtickIdentifier, let marker = file.nextCode(after: nameToken) else {
            return index + 1
        }
        // A property outside a type is stepped over: only a type's properties and computed members are kept.
        let isKept = owner != Self.noOwner
        /// What its value is: an environment value, a type (its name's token), or a path read into `scratch`.
        enum Value {
            case environment(ValuePath)
            case type(Int)
            case path(CallSites.PathRoot)
        }
        var value = environment.map(Value.environment)
        var cursor = marker
        if tokens[marker].kind == .colon {
            if value == nil, isKept, let type = CallSites.typeNameToken(after: marker, in: file, limit: limit) {
                value = .type(type)
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
        var name: NameSpan?
        if cursor < limit, tokens[cursor].kind == .equal {
            if value == nil, isKept,
               let root = CallSites.valuePathTokens(startingAfter: cursor, in: file, members: &scratch) {
                value = .path(root)
            }
        } else if cursor < limit, tokens[cursor].kind == .leftBrace, let close = file.partner(of: cursor), isKept {
            let kept = keepName(ofToken: nameToken, in: file)
            name = kept
            storedMembers.append(Member(owner: owner, name: kept, layout: MemberLayout(
                nameHash: hash(kept), labelsHash: FNV1a64.offsetBasis,
                bodyBounds: MemberLayout.bounds((cursor + 1)..<close), parameterBounds: (.max, .max),
                textBounds: (tokens[cursor].start, tokens[close].end), lines: (tokens[index].line, tokens[cursor].line),
                parametersEndOffset: 0, kind: .property)))
            cursor = close
        }
        if isKept, let value {
            let name = name ?? keepName(ofToken: nameToken, in: file)
            switch value {
            case .environment(let path):
                keepProperty(owner: owner, name: name, value: path)
            case .type(let token):
                let type = keepName(ofToken: token, in: file)
                storedProperties.append(Property(owner: owner, name: name, root: .type(type), firstPathMember: 0,
                                                 pathMemberCount: 0))
            case .path(let root):
                let kept: Root
                switch root {
                case .selfValue: kept = .selfValue
                case .name(let token): kept = .name(keepName(ofToken: token, in: file))
                case .construction(let token): kept = .construction(keepName(ofToken: token, in: file))
                }
                let first = pathMembers.count
                for member in scratch { pathMembers.append(keepName(ofToken: member, in: file)) }
                storedProperties.append(Property(owner: owner, name: name, root: kept,
                                                 firstPathMember: UInt32(truncatingIfNeeded: first),
                                                 pathMemberCount: UInt32(truncatingIfNeeded: scratch.count)))
            }
        }
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
