import ArchLintLexer

/// Recovers an ``Outline`` from tokens in one forward pass with an explicit scope stack (no recursion).
///
/// Declarations are read only at file scope and inside member blocks; function bodies, accessor blocks,
/// closures and statement blocks are stepped over by their matched braces, so local declarations are not
/// outlined. Tolerant: malformed regions become diagnostics, never traps.
public enum OutlineScanner {
    /// `structure`: the indices of the structural tokens, as ``Lexer/tokenizeNotingStructure(_:)`` gives them
    /// (found from the tokens when not given).
    public static func scan(_ tokens: [Token], structure: [Int32]? = nil, in source: SourceText) -> Outline {
        var scanner = ScannerState(tokens: tokens, structure: structure, source: source)
        scanner.run()
        return scanner.outline
    }

    /// The outline without its members: imports, types and `#if` regions as ``scan(_:in:)`` finds them, no
    /// functions or properties. For a file that serves only the project index; it walks the same tokens the
    /// same way and skips making the member records. `nil` when the file declares a view body, which only a
    /// whole outline describes.
    public static func scanDeclarations(_ tokens: [Token], structure: [Int32]? = nil,
                                        in source: SourceText) -> Outline? {
        var scanner = ScannerState(tokens: tokens, structure: structure, source: source, recordsMembers: false)
        scanner.run()
        return scanner.sawViewBody ? nil : scanner.outline
    }
}

/// A member block being read: the type it belongs to and the index of its closing brace.
struct Scope {
    var type: Int?
    var end: Int
}

/// The mutable state of one scan.
struct ScannerState {
    /// Scope stacks deeper than this at an `#if` are not saved for the other branches.
    static let maxSavedScopes = 512

    let tokens: [Token]
    /// The indices of the structural tokens among `tokens`, for bracket matching.
    let structure: [Int32]
    let source: SourceText
    let count: Int
    var outline = Outline()
    var scopes: [Scope]
    var conditionalDepth = 0
    var ifFrames: [(saved: [Scope]?, firstBranch: [Scope]?)] = []
    var pendingAttributes: [Attribute] = []
    var pendingModifiers: [String] = []
    /// The token being read.
    var index = 0
    /// Whether functions and properties are recorded, or only stepped over.
    let recordsMembers: Bool
    /// A view body was met while members are not recorded.
    var sawViewBody = false

    init(tokens: [Token], structure: [Int32]? = nil, source: SourceText, recordsMembers: Bool = true) {
        self.tokens = tokens
        self.structure = structure ?? BracketMatcher.structure(of: tokens)
        self.source = source
        self.count = tokens.count
        self.scopes = [Scope(type: nil, end: tokens.count)]
        self.recordsMembers = recordsMembers
    }

    mutating func run() {
        let matcher = BracketMatcher(tokens: tokens, structure: structure, source: source)
        outline.partner = matcher.partner
        outline.conditionalRegions = matcher.regions
        outline.neverCompiled = NeverCompiled.clauses(in: matcher.regions)
        outline.diagnostics = matcher.diagnostics
        outline.directiveComments = matcher.directiveComments
        while index < count {
            if let scope = scopes.last, scopes.count > 1, index >= scope.end {
                scopes.removeLast()
                if index == scope.end { index += 1 }
                clearPending()
                continue
            }
            step()
        }
    }

    /// Reads one declaration-level construct starting at `index` and moves past it.
    private mutating func step() {
        let token = tokens[index]
        switch token.kind {
        case .lineComment, .docLineComment, .blockComment, .docBlockComment, .shebang:
            index += 1
        case .poundDirective:
            handleDirective()
        case .attribute:
            let (attribute, next) = readAttribute(at: index)
            // `#if false` / `@main` / `#endif`: an attribute never compiled marks nothing.
            if outline.neverCompiled.isEmpty || !outline.isNeverCompiled(index) { notePending(attribute: attribute) }
            index = next
        case .leftBrace, .leftParen, .leftBracket:
            // A statement block, closure or expression at declaration level: nothing inside is outlined.
            let close = Int(outline.partner[index])
            index = close > index ? close + 1 : index + 1
            clearPending()
        case .semicolon:
            index += 1
            clearPending()
        case .keyword, .identifier:
            stepWord(token)
        default:
            index += 1
            clearPending()
        }
    }

    private mutating func stepWord(_ token: Token) {
        switch token.keyword {
        case .import:
            readImport()
        case .struct: readType(.struct)
        case .enum: readType(.enum)
        case .protocol: readType(.protocol)
        case .extension: readType(.extension)
        case .class:
            if let next = nextSignificant(after: index), isTypeName(at: next) {
                readType(.class)
            } else {
                notePending(modifier: "class")
                index += 1
            }
        case .actor:
            if let next = nextSignificant(after: index), isTypeName(at: next), isDeclarationStart(index) {
                readType(.actor)
            } else {
                index += 1
                clearPending()
            }
        case .func:
            readFunction(.function)
        case .`init`:
            if let previous = previousSignificant(before: index), tokens[previous].kind == .period {
                index += 1
                clearPending()
            } else {
                readFunction(.initializer)
            }
        case .var, .let:
            if isDeclarationStart(index) {
                readProperty()
            } else {
                index += 1
                clearPending()
            }
        case .deinit, .subscript:
            skipDeclarationWithBody()
        default:
            if Self.modifierKeywords.contains(token.keyword), isModifierPosition(index) {
                // A keyword token's text is its keyword's spelling: no string is made from the bytes.
                notePending(modifier: token.keyword.spelling)
                index += 1
                // `private(set)`, `nonisolated(unsafe)`, `unowned(safe)`
                if index < count, tokens[index].kind == .leftParen, !tokens[index].flags.contains(.spaceBefore) {
                    let close = Int(outline.partner[index])
                    if close > index { index = close + 1 }
                }
            } else if token.kind == .identifier, token.keyword == .none, isUnderscoredModifier(token) {
                // `__consuming`, `_const` and other underscored modifiers.
                notePending(modifier: source.text(of: token))
                index += 1
            } else {
                index += 1
                clearPending()
            }
        }
    }

    private func isUnderscoredModifier(_ token: Token) -> Bool {
        source.bytes[Int(token.start)] == UInt8(ascii: "_") && isModifierPosition(index)
            && (token.flags.contains(.firstOnLine) || !pendingAttributes.isEmpty || !pendingModifiers.isEmpty)
    }

    /// The pending attributes and modifiers, for a declaration that keeps them; the scanner's own lists are
    /// dropped rather than emptied in place, which would copy the storage the declaration now shares.
    mutating func takePending() -> (attributes: [Attribute], modifiers: [String]) {
        let taken = (pendingAttributes, pendingModifiers)
        if !pendingAttributes.isEmpty { pendingAttributes = [] }
        if !pendingModifiers.isEmpty { pendingModifiers = [] }
        return taken
    }

    /// Adds a modifier to the pending ones; a new list gets room for a few at once (`public static func`).
    mutating func notePending(modifier: String) {
        if pendingModifiers.capacity == 0 { pendingModifiers.reserveCapacity(4) }
        pendingModifiers.append(modifier)
    }

    mutating func notePending(attribute: Attribute) {
        if pendingAttributes.capacity == 0 { pendingAttributes.reserveCapacity(4) }
        pendingAttributes.append(attribute)
    }

    mutating func clearPending() {
        // Most tokens at declaration level clear nothing; skip the writes (and their uniqueness checks).
        if !pendingAttributes.isEmpty { pendingAttributes.removeAll(keepingCapacity: true) }
        if !pendingModifiers.isEmpty { pendingModifiers.removeAll(keepingCapacity: true) }
    }

    static let modifierKeywords: SmallEnumSet<Keyword> = [
        .public, .private, .fileprivate, .internal, .open, .package, .static, .final, .override, .mutating,
        .nonmutating, .convenience, .required, .lazy, .weak, .unowned, .dynamic, .optional, .indirect,
        .nonisolated, .distributed, .prefix, .postfix, .infix, .isolated, .consuming, .borrowing,
    ]

    /// Keywords that begin a declaration: where a signature, type annotation or expression must have ended.
    static let declarationKeywords: SmallEnumSet<Keyword> = [
        .import, .struct, .class, .enum, .protocol, .extension, .func, .`init`, .deinit, .var, .let, .typealias,
        .associatedtype, .subscript, .case, .operator, .precedencegroup,
    ]
}
