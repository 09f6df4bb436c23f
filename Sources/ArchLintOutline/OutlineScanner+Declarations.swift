import ArchLintLexer

extension ScannerState {
    var currentParent: (index: Int?, name: String?) {
        guard let type = scopes.last?.type else { return (nil, nil) }
        return (type, outline.types[type].name)
    }

    mutating func readImport() {
        let keyword = index
        var cursor = index + 1
        // Comments may stand anywhere in the declaration (`import /* why */ SwiftUI`, `import // why` + newline).
        while cursor < count && tokens[cursor].isComment { cursor += 1 }
        var kind: String?
        if cursor < count, [.typealias, .struct, .class, .enum, .protocol, .let, .var, .func, .inout]
            .contains(tokens[cursor].keyword) {
            kind = source.text(of: tokens[cursor])
            cursor += 1
        }
        var path: [String] = []
        while cursor < count {
            if tokens[cursor].isComment {
                cursor += 1
                continue
            }
            let token = tokens[cursor]
            guard token.kind == .identifier || token.kind == .backtickIdentifier || token.kind == .keyword
                || token.kind == .operator
            else { break }
            if !path.isEmpty && token.flags.contains(.firstOnLine) { break }
            path.append(source.text(of: token))
            guard cursor + 1 < count, tokens[cursor + 1].kind == .period else {
                cursor += 1
                break
            }
            cursor += 2
        }
        if path.isEmpty {
            outline.diagnostics.append(OutlineDiagnostic(message: "'import' without a module name",
                                                         line: line(keyword), column: column(keyword)))
            clearPending()
        } else {
            outline.imports.append(ImportDecl(
                module: path.joined(separator: "."), attributes: takePending().attributes, kind: kind,
                isConditional: conditionalDepth > 0, keywordToken: keyword, line: line(keyword),
                column: column(keyword)))
        }
        index = cursor
    }

    mutating func readType(_ kind: TypeDecl.Kind) {
        let keyword = index
        var cursor = index + 1
        while cursor < count && tokens[cursor].isComment { cursor += 1 }
        var name = ""
        var genericParameters: String?
        if kind == .extension {
            let start = cursor
            while cursor < count {
                let token = tokens[cursor]
                if token.kind == .colon || token.kind == .leftBrace || token.keyword == .where || isStop(cursor) {
                    break
                }
                if let after = afterAngles(cursor) { cursor = after } else { cursor += 1 }
            }
            name = text(from: start, through: lastSignificant(before: cursor, atLeast: start))
        } else if cursor < count, isTypeName(at: cursor) {
            name = source.text(of: tokens[cursor])
            cursor += 1
            if let after = afterAngles(cursor) {
                genericParameters = after - 2 > cursor ? text(from: cursor + 1, through: after - 2) : ""
                cursor = after
            }
        }
        guard !name.isEmpty else {
            index = keyword + 1
            clearPending()
            return
        }
        var inherits: [String] = []
        var whereClause: String?
        if cursor < count, tokens[cursor].kind == .colon {
            (inherits, cursor) = readCommaList(from: cursor + 1)
        }
        if cursor < count, tokens[cursor].keyword == .where {
            let start = cursor + 1
            while cursor < count, tokens[cursor].kind != .leftBrace, !isStop(cursor) {
                if let after = afterAngles(cursor) { cursor = after } else { cursor += 1 }
            }
            whereClause = text(from: start, through: cursor - 1)
        }
        let parent = currentParent
        let (attributes, modifiers) = takePending()
        // Made in place in the outline, then completed there: a declaration is a large value to copy.
        outline.types.append(TypeDecl(
            kind: kind, name: name, attributes: attributes, modifiers: modifiers, inherits: inherits,
            genericParameters: genericParameters, whereClause: whereClause, parent: parent.index,
            parentName: parent.name, isConditional: conditionalDepth > 0, keywordToken: keyword,
            line: line(keyword), column: column(keyword), endLine: line(max(keyword, cursor - 1))))
        let position = outline.types.count - 1
        guard cursor < count, tokens[cursor].kind == .leftBrace else {
            outline.diagnostics.append(OutlineDiagnostic(message: "'\(kind.rawValue) \(name)' has no member block",
                                                         line: line(keyword), column: column(keyword)))
            index = cursor
            return
        }
        let close = Int(outline.partner[cursor])
        let end = close > cursor ? close : count
        outline.types[position].bodyTokens = (cursor + 1)..<end
        outline.types[position].endLine = line(end)
        scopes.append(Scope(type: position, end: end))
        index = cursor + 1
    }

    /// Reads comma-separated types (an inheritance clause) up to `where`, `{` or a stop token.
    func readCommaList(from start: Int) -> ([String], next: Int) {
        var entries: [String] = []
        entries.reserveCapacity(4)
        var cursor = start
        var entryStart = start
        func flush(_ end: Int) -> String? {
            var first = entryStart, last = end - 1
            while first <= last && tokens[first].isComment { first += 1 }
            while last >= first && tokens[last].isComment { last -= 1 }
            return first <= last ? text(from: first, through: last) : nil
        }
        while cursor < count {
            let token = tokens[cursor]
            // `@unchecked Sendable` may start a line after a comma.
            let attributeEntry = token.kind == .attribute && cursor == firstSignificant(from: entryStart)
            if token.kind == .leftBrace || token.keyword == .where || (isStop(cursor) && !attributeEntry) { break }
            if token.kind == .comma {
                if let entry = flush(cursor) { entries.append(entry) }
                entryStart = cursor + 1
                cursor += 1
            } else if token.kind.opensParenOrBracket {
                cursor = afterGroup(cursor)
            } else if let after = afterAngles(cursor) {
                cursor = after
            } else {
                cursor += 1
            }
        }
        if let entry = flush(cursor) { entries.append(entry) }
        return (entries, cursor)
    }

    mutating func readFunction(_ kind: FunctionDecl.Kind) {
        let keyword = index
        var cursor = index + 1
        var name = "init"
        if kind == .function {
            while cursor < count && tokens[cursor].isComment { cursor += 1 }
            guard cursor < count, Self.functionNameKinds.contains(tokens[cursor].kind)
            else {
                index = keyword + 1
                clearPending()
                return
            }
            // Without member records only an operator's name matters, for the `<` below.
            if recordsMembers || tokens[cursor].kind == .operator { name = source.text(of: tokens[cursor]) }
            cursor += 1
            // `static func ??<T>(…)`: the lexer reads `??<` as one operator; the `<` opens the generic clause.
            if tokens[cursor - 1].kind == .operator, name.count > 1, name.hasSuffix("<"),
               !source.isSpaceOrComment(after: tokens[cursor - 1]) {
                name.removeLast()
                cursor = afterGenericRemainder(from: cursor)
            }
        } else if cursor < count, [.questionMark, .exclamationMark].contains(tokens[cursor].kind)
                    || (tokens[cursor].kind == .operator && !tokens[cursor].flags.contains(.spaceBefore)
                        && ["?", "!"].contains(source.text(of: tokens[cursor]))) {
            cursor += 1
        }
        var isAsync = false, isThrowing = false
        var thrownType: String?
        var sawParameters = false
        var sawArrow = false
        var bodyOpen: Int?
        while cursor < count {
            let token = tokens[cursor]
            if token.kind == .leftBrace { bodyOpen = cursor; break }
            if isStop(cursor) { break }
            switch token.kind {
            case .leftParen, .leftBracket:
                sawParameters = sawParameters || token.kind == .leftParen
                cursor = afterGroup(cursor)
                continue
            default:
                break
            }
            if token.kind == .arrow { sawArrow = true }
            if sawParameters && !sawArrow {
                switch token.keyword {
                case .async, .reasync: isAsync = true
                case .throws, .rethrows:
                    isThrowing = true
                    if token.keyword == .throws, cursor + 1 < count, tokens[cursor + 1].kind == .leftParen,
                       !tokens[cursor + 1].flags.contains(.spaceBefore) {
                        let after = afterGroup(cursor + 1)
                        thrownType = recordsMembers && after - 2 > cursor + 1
                            ? text(from: cursor + 2, through: after - 2) : nil
                        cursor = after
                        continue
                    }
                default: break
                }
            } else if let after = afterAngles(cursor) {
                cursor = after
                continue
            }
            cursor += 1
        }
        // Where the declaration ends: past the body's closing brace, or where the signature stopped.
        let bodyClose = bodyOpen.map { Int(outline.partner[$0]) }
        let next: Int
        if let open = bodyOpen, let close = bodyClose {
            next = close > open ? close + 1 : count
        } else {
            next = cursor
        }
        guard recordsMembers else {
            clearPending()
            index = next
            return
        }
        let (attributes, modifiers) = takePending()
        index = next
        let parent = currentParent
        var decl = FunctionDecl(
            kind: kind, name: name, attributes: attributes, modifiers: modifiers,
            isThrowing: isThrowing, thrownType: thrownType, isAsync: isAsync,
            isStatic: modifiers.contains("static") || modifiers.contains("class"),
            parent: parent.index, parentName: parent.name, isConditional: conditionalDepth > 0,
            keywordToken: keyword, line: line(keyword), column: column(keyword),
            endLine: line(lastSignificant(before: cursor, atLeast: keyword)))
        if let open = bodyOpen, let close = bodyClose {
            let end = close > open ? close : count
            decl.bodyTokens = (open + 1)..<end
            decl.endLine = line(end)
        }
        outline.functions.append(decl)
    }

    /// The first non-comment token at or after `index`.
    func firstSignificant(from index: Int) -> Int {
        var cursor = index
        while cursor < count && tokens[cursor].isComment { cursor += 1 }
        return cursor
    }

    /// Kinds of token that can name a function: identifiers and operators, including the ones the lexer
    /// gives their own kinds (`func &(…)`, `prefix func !(…)`).
    static let functionNameKinds: SmallEnumSet<TokenKind> = [
        .identifier, .backtickIdentifier, .keyword, .operator, .ampersand, .exclamationMark, .questionMark, .equal,
    ]

    /// The index after the `>` that closes a generic clause whose `<` was already consumed.
    func afterGenericRemainder(from start: Int) -> Int {
        var depth = 1
        var cursor = start
        while cursor < count, depth > 0 {
            let token = tokens[cursor]
            if token.kind == .leftParen || token.kind == .leftBrace || isStop(cursor) { return cursor }
            if token.kind == .operator {
                for offset in token.range {
                    if source.bytes[offset] == UInt8(ascii: "<") { depth += 1 }
                    if source.bytes[offset] == UInt8(ascii: ">") { depth -= 1 }
                }
            }
            cursor += 1
        }
        return cursor
    }

    /// The last non-comment token before `index`, but not before `floor`.
    func lastSignificant(before index: Int, atLeast floor: Int) -> Int {
        var cursor = index - 1
        while cursor > floor && tokens[cursor].isComment { cursor -= 1 }
        return max(cursor, floor)
    }

    /// Steps over a `deinit` or `subscript` and its body.
    mutating func skipDeclarationWithBody() {
        var cursor = index + 1
        while cursor < count, tokens[cursor].kind != .leftBrace, !isStop(cursor) {
            cursor = tokens[cursor].kind == .leftParen ? afterGroup(cursor) : cursor + 1
        }
        index = cursor < count && tokens[cursor].kind == .leftBrace ? afterGroup(cursor) : cursor
        clearPending()
    }
}
