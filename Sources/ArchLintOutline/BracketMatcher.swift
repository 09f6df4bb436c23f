import ArchLintLexer

/// Pairs brackets and collects `#if` clauses in one pass, with no recursion.
///
/// Each `#elseif`/`#else` branch starts from the bracket state its `#if` saw, and after `#endif` the state the
/// first branch left wins. That keeps a type header that differs per branch (`#if os(iOS) class A: UIView {`
/// `#else class A: NSView {` `#endif`) matched to its one closing brace.
struct BracketMatcher {
    /// Brackets deeper than this at an `#if` are not saved for the other branches (bounds the work on hostile input).
    static let maxSavedDepth = 512

    private(set) var partner: [Int32] = []
    private(set) var regions: [ConditionalRegion] = []
    private(set) var diagnostics: [OutlineDiagnostic] = []
    /// The line comments that begin with `archlint:` (``Outline/directiveComments``).
    private(set) var directiveComments: [Int32] = []

    private struct OpenIf {
        var savedStack: [Int32]?
        var firstBranchStack: [Int32]?
        var region: Int
    }

    /// Whether the line comment `token` begins with `archlint:` after its `//` and any spaces or tabs: the form of
    /// every suppression directive. Checked on bytes.
    static func beginsWithArchLint(_ token: Token, in source: SourceText) -> Bool {
        source.bytes.withUnsafeBufferPointer { bytes in
            var index = Int(token.start) + 2
            let end = Int(token.end)
            while index < end && (bytes[index] == 0x20 || bytes[index] == 0x09) { index += 1 }
            let marker = Self.directiveMarker
            guard end - index >= marker.count else { return false }
            for offset in marker.indices where bytes[index + offset] != marker[offset] { return false }
            return true
        }
    }

    /// ``Outline/directiveMarker``'s bytes.
    private static let directiveMarker = Array(Outline.directiveMarker.utf8)

    /// The indices of the ``TokenKind/isStructural`` tokens among `tokens`, in order: what the lexer notes as it
    /// writes them, found again for tokens that come without them.
    static func structure(of tokens: [Token]) -> [Int32] {
        tokens.indices.filter { tokens[$0].kind.isStructural }.map { Int32(truncatingIfNeeded: $0) }
    }

    /// Matches the brackets of `tokens`, reading only the tokens `structure` lists (the indices of its structural
    /// tokens, in order, as ``Lexer/tokenizeNotingStructure(_:)`` gives them).
    init(tokens: [Token], structure: [Int32], source: SourceText) {
        var partner = [Int32](repeating: -1, count: tokens.count)
        // The open brackets, innermost last: never more than there are tokens, so the stack is one allocation and
        // pushing costs no check of the array's room or uniqueness (this runs on every token of every file).
        let stack = UnsafeMutablePointer<Int32>.allocate(capacity: tokens.count + 1)
        defer { stack.deallocate() }
        var depth = 0
        var ifs: [OpenIf] = []
        partner.withUnsafeMutableBufferPointer { partner in
            tokens.withUnsafeBufferPointer { tokens in
                for position in structure {
                    let index = Int(position)
                    switch tokens[index].kind {
                    case .leftParen, .leftBracket, .leftBrace:
                        stack[depth] = Int32(truncatingIfNeeded: index)
                        depth += 1
                    case .rightParen, .rightBracket:
                        let opening: TokenKind = tokens[index].kind == .rightParen ? .leftParen : .leftBracket
                        if depth > 0, tokens[Int(stack[depth - 1])].kind == opening {
                            depth -= 1
                            partner[Int(stack[depth])] = Int32(truncatingIfNeeded: index)
                            partner[index] = stack[depth]
                        }
                    case .rightBrace:
                        // A brace closes any parentheses or brackets left open inside it (looking a bounded way
                        // down, so hostile input cannot make this quadratic).
                        let floor = max(0, depth - 64)
                        var open = depth - 1
                        while open >= floor && tokens[Int(stack[open])].kind != .leftBrace { open -= 1 }
                        if open >= floor {
                            partner[Int(stack[open])] = Int32(truncatingIfNeeded: index)
                            partner[index] = stack[open]
                            depth = open
                        } else {
                            diagnose("unmatched '}'", tokens[index])
                        }
                    case .poundDirective:
                        handleDirective(index, tokens, source, stack, &depth, &ifs)
                    case .lineComment:
                        if Self.beginsWithArchLint(tokens[index], in: source) {
                            directiveComments.append(Int32(truncatingIfNeeded: index))
                        }
                    default:
                        break
                    }
                }
            }
        }
        self.partner = partner
        for open in UnsafeBufferPointer(start: stack, count: depth) {
            let token = tokens[Int(open)]
            diagnose("unclosed '\(token.kind == .leftBrace ? "{" : token.kind == .leftParen ? "(" : "[")'", token)
        }
        let last = tokens.last.map { Int($0.line) } ?? 1
        for pending in ifs {
            regions[pending.region].endToken = tokens.count
            regions[pending.region].endLine = last
            diagnose("'#if' without '#endif'", tokens[regions[pending.region].directiveToken])
        }
    }

    private mutating func diagnose(_ message: String, _ token: Token) {
        diagnostics.append(OutlineDiagnostic(message: message, line: Int(token.line), column: Int(token.column)))
    }

    /// `stack` holds the open brackets, `depth` of them.
    private mutating func handleDirective(_ index: Int, _ tokens: UnsafeBufferPointer<Token>, _ source: SourceText,
                                          _ stack: UnsafeMutablePointer<Int32>, _ depth: inout Int,
                                          _ ifs: inout [OpenIf]) {
        let token = tokens[index]
        let directive = Directive(token, source)
        func current() -> [Int32] { Array(UnsafeBufferPointer(start: stack, count: depth)) }
        func restore(_ saved: [Int32]) {
            stack.update(from: saved, count: saved.count)
            depth = saved.count
        }
        switch directive {
        case .if:
            let saved = depth <= Self.maxSavedDepth ? current() : nil
            ifs.append(OpenIf(savedStack: saved, firstBranchStack: nil, region: regions.count))
            openRegion(index, tokens, source, depth: ifs.count)
        case .elseif, .else:
            guard var open = ifs.popLast() else {
                diagnose("'\(source.text(of: token))' without '#if'", token)
                return
            }
            closeRegion(open.region, at: index, tokens)
            // Kept only when it can be restored: a copy of a deep stack per `#else` would be quadratic.
            if open.firstBranchStack == nil && open.savedStack != nil { open.firstBranchStack = current() }
            if let saved = open.savedStack { restore(saved) }
            open.region = regions.count
            ifs.append(open)
            openRegion(index, tokens, source, depth: ifs.count, isElse: directive == .else)
        case .endif:
            guard let open = ifs.popLast() else {
                diagnose("'#endif' without '#if'", token)
                return
            }
            closeRegion(open.region, at: index, tokens)
            if let first = open.firstBranchStack, open.savedStack != nil { restore(first) }
        case .other:
            break
        }
    }

    private mutating func openRegion(_ index: Int, _ tokens: UnsafeBufferPointer<Token>, _ source: SourceText, depth: Int,
                                     isElse: Bool = false) {
        var condition: String?
        if !isElse {
            var end = index + 1
            // The condition ends with the line, a comment or another directive (several `#if`s on one line would
            // otherwise each read the rest of it).
            while end < tokens.count && !tokens[end].flags.contains(.firstOnLine) && !tokens[end].isComment
                && tokens[end].kind != .poundDirective {
                end += 1
            }
            if end > index + 1 {
                condition = source.text(in: Int(tokens[index + 1].start)..<Int(tokens[end - 1].end))
            }
        }
        regions.append(ConditionalRegion(condition: condition, directiveToken: index, endToken: tokens.count,
                                         depth: depth, line: Int(tokens[index].line),
                                         endLine: Int(tokens.last?.line ?? 1)))
    }

    private mutating func closeRegion(_ region: Int, at index: Int, _ tokens: UnsafeBufferPointer<Token>) {
        regions[region].endToken = index
        regions[region].endLine = Int(tokens[index].line)
    }
}

/// The compiler directives the outline cares about.
enum Directive: Equatable {
    case `if`, elseif, `else`, endif, other

    init(_ token: Token, _ source: SourceText) {
        if source.token(token, is: "#if") { self = .if }
        else if source.token(token, is: "#elseif") { self = .elseif }
        else if source.token(token, is: "#else") { self = .else }
        else if source.token(token, is: "#endif") { self = .endif }
        else { self = .other }
    }
}
