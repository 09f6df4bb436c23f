import ArchLintLexer

extension ScannerState {
    /// The next token after `index` that is not a comment.
    func nextSignificant(after index: Int) -> Int? {
        var next = index + 1
        while next < count {
            if !tokens[next].isComment { return next }
            next += 1
        }
        return nil
    }

    /// The closest token before `index` that is not a comment.
    func previousSignificant(before index: Int) -> Int? {
        var previous = index - 1
        while previous >= 0 {
            if !tokens[previous].isComment { return previous }
            previous -= 1
        }
        return nil
    }

    /// Whether token `index` can name a declared type: any identifier (contextual words such as `required` are
    /// valid type names), except a modifier that modifies what follows (`class override func`).
    func isTypeName(at index: Int) -> Bool {
        let token = tokens[index]
        switch token.kind {
        case .backtickIdentifier: return true
        case .identifier: return !(Self.modifierKeywords.contains(token.keyword) && isModifierPosition(index))
        default: return false
        }
    }

    /// Whether a `var`/`let`/`actor` at `index` starts a declaration rather than sitting inside a statement
    /// (`if let`, `guard let`, `case let`, a second `let` after a comma).
    func isDeclarationStart(_ index: Int) -> Bool {
        if !pendingAttributes.isEmpty || !pendingModifiers.isEmpty { return true }
        guard let previous = previousSignificant(before: index) else { return true }
        let token = tokens[previous]
        switch token.kind {
        case .semicolon, .leftBrace, .rightBrace: return true
        case .comma, .operator, .equal, .leftParen, .leftBracket, .colon, .arrow, .period:
            return false
        case .questionMark, .exclamationMark:
            // `var a: Int?` ends the previous declaration; a `?` cannot end a line mid-statement.
            return tokens[index].flags.contains(.firstOnLine)
        case .keyword:
            if token.keyword == .in { return false }
            return tokens[index].flags.contains(.firstOnLine)
                && ![.if, .guard, .while, .case, .for, .return, .else, .repeat, .switch, .catch, .where, .throw,
                     .try].contains(token.keyword)
        case .poundDirective:
            return true
        default:
            return tokens[index].flags.contains(.firstOnLine)
        }
    }

    /// Whether a modifier word at `index` really modifies a declaration: after it, perhaps past more modifiers
    /// (`public __consuming func`, `private(set) var`), comes a declaration keyword or an attribute.
    func isModifierPosition(_ index: Int) -> Bool {
        var cursor = index
        for _ in 0..<8 {
            guard let next = nextSignificant(after: cursor) else { return false }
            let token = tokens[next]
            if token.kind == .leftParen && !token.flags.contains(.spaceBefore) {
                let close = Int(outline.partner[next])
                guard close > next else { return false }
                cursor = close
                continue
            }
            if token.kind == .attribute { return true }
            if Self.declarationKeywords.contains(token.keyword) || token.keyword == .class || token.keyword == .actor
                || token.keyword == .macro {
                return true
            }
            let underscored = token.kind == .identifier && token.keyword == .none
                && source.bytes[Int(token.start)] == UInt8(ascii: "_")
            guard Self.modifierKeywords.contains(token.keyword) || underscored else { return false }
            cursor = next
        }
        return false
    }

    /// Whether the token ends whatever signature, annotation or expression precedes it.
    func isStop(_ index: Int) -> Bool {
        let token = tokens[index]
        switch token.kind {
        case .rightBrace, .semicolon, .poundDirective: return true
        case .attribute: return token.flags.contains(.firstOnLine)
        case .keyword:
            return Self.declarationKeywords.contains(token.keyword) || Self.modifierKeywords.contains(token.keyword)
        case .identifier:
            // Contextual modifiers end a declaration only where they modify the next one.
            let underscored = token.keyword == .none && source.bytes[Int(token.start)] == UInt8(ascii: "_")
            if Self.modifierKeywords.contains(token.keyword) || token.keyword == .actor || underscored {
                return token.flags.contains(.firstOnLine) && isModifierPosition(index)
            }
            return false
        default: return false
        }
    }

    /// The index after a matched bracket group opening at `index`; the token count when it is never closed.
    func afterGroup(_ index: Int) -> Int {
        let close = Int(outline.partner[index])
        return close > index ? close + 1 : count
    }

    /// When `index` is an operator starting with `<`, the index after its generic angle-bracket group.
    func afterAngles(_ index: Int) -> Int? {
        guard index < count, tokens[index].kind == .operator, source.bytes[Int(tokens[index].start)] == UInt8(ascii: "<")
        else { return nil }
        var depth = 0
        var cursor = index
        while cursor < count {
            let token = tokens[cursor]
            switch token.kind {
            case .operator:
                for offset in token.range {
                    let byte = source.bytes[offset]
                    if byte == UInt8(ascii: "<") { depth += 1 } else if byte == UInt8(ascii: ">") { depth -= 1 }
                }
                if depth <= 0 { return cursor + 1 }
            case .leftParen, .leftBracket:
                cursor = afterGroup(cursor) - 1
            case .leftBrace, .rightBrace, .semicolon:
                return cursor
            default:
                // `let` opens a value generic parameter (`<let count: Int>`).
                if token.keyword != .let && isStop(cursor) { return cursor }
            }
            cursor += 1
        }
        return count
    }

    /// Source text from the start of token `first` to the end of token `last`.
    func text(from first: Int, through last: Int) -> String {
        guard first <= last, first < count else { return "" }
        return source.text(in: Int(tokens[first].start)..<Int(tokens[min(last, count - 1)].end))
    }

    func line(_ index: Int) -> Int { Int(tokens[min(index, count - 1)].line) }
    func column(_ index: Int) -> Int { Int(tokens[min(index, count - 1)].column) }

    /// Reads `@Name`, `@Module.Name`, `@Name<T>` and an argument list directly after it.
    func readAttribute(at index: Int) -> (Attribute, next: Int) {
        var name = String(source.text(of: tokens[index]).dropFirst())
        var cursor = index + 1
        while cursor + 1 < count, tokens[cursor].kind == .period, !tokens[cursor].flags.contains(.spaceBefore),
              tokens[cursor + 1].kind == .identifier || tokens[cursor + 1].kind == .backtickIdentifier,
              !tokens[cursor + 1].flags.contains(.spaceBefore) {
            name += "." + source.text(of: tokens[cursor + 1])
            cursor += 2
        }
        if cursor < count, !tokens[cursor].flags.contains(.spaceBefore), let after = afterAngles(cursor) {
            name += text(from: cursor, through: after - 1)
            cursor = after
        }
        var arguments: String?
        if cursor < count, tokens[cursor].kind == .leftParen, !tokens[cursor].flags.contains(.spaceBefore) {
            let after = afterGroup(cursor)
            arguments = after - 2 > cursor ? text(from: cursor + 1, through: after - 2) : ""
            cursor = after
        }
        return (Attribute(name: name, arguments: arguments, tokenIndex: index), cursor)
    }

    /// Handles `#if`/`#elseif`/`#else`/`#endif` at declaration level: each branch starts from the scopes its
    /// `#if` saw; after `#endif` the first branch's scopes win (see ``BracketMatcher``).
    mutating func handleDirective() {
        let directive = Directive(tokens[index], source)
        switch directive {
        case .if:
            conditionalDepth += 1
            ifFrames.append((scopes.count <= Self.maxSavedScopes ? scopes : nil, nil))
        case .elseif, .else:
            if var frame = ifFrames.popLast() {
                // Kept only when it can be restored: a copy of a deep scope stack per `#else` would be quadratic.
                if frame.firstBranch == nil && frame.saved != nil { frame.firstBranch = scopes }
                if let saved = frame.saved { scopes = saved }
                ifFrames.append(frame)
            }
        case .endif:
            if let frame = ifFrames.popLast() {
                conditionalDepth -= 1
                if let first = frame.firstBranch, frame.saved != nil { scopes = first }
            }
        case .other:
            break
        }
        // The condition (or `#sourceLocation` arguments) runs to the end of the line.
        index += 1
        while index < count, !tokens[index].flags.contains(.firstOnLine) {
            if tokens[index].kind == .leftParen { index = afterGroup(index) } else { index += 1 }
        }
    }
}
