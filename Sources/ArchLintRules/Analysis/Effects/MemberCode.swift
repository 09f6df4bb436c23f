import ArchLintLexer
import ArchLintOutline

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
